import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logEvents } from '../common/logEvents';
import { log, logger, setLogSink } from '../functions/platform/log';
import { requestReference } from '../common/contracts/reference';
import { readableLine, startTerminalLog } from './terminal-log';

const at = new Date('2027-06-10T09:15:42Z');
const submissionId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the terminal of npm start', () => {
  afterEach(() => {
    setLogSink(undefined);
    jest.restoreAllMocks();
  });

  it('says a request was stored, by its reference and week', () => {
    expect(readableLine('info', 'join request stored', { submissionId, week: '2027-06-12', visitor: 'ab12' }, at)).toBe(
      `  09:15:42  charter request ${requestReference(submissionId)} stored (week 2027-06-12)`,
    );
  });

  it('says which mail went, which is failing and when it is retried, and which was given up', () => {
    expect(
      readableLine('info', 'mail sent', { mailId: 'm1', kind: 'owner', recipient: 'owner', attempts: 1 }, at),
    ).toBe('  09:15:42  mail sent: owner notification m1');
    expect(readableLine('info', 'mail sent', { mailId: 'm2', kind: 'ack', visitor: 'c0ffee', attempts: 3 }, at)).toBe(
      '  09:15:42  mail sent: acknowledgement to the visitor m2 (visitor c0ffee), attempt 3',
    );
    expect(
      readableLine(
        'warn',
        'mail not accepted by SES; will retry',
        {
          mailId: 'm3',
          kind: 'confirm',
          visitor: 'c0ffee',
          attempts: 2,
          retryAt: '2027-06-10T09:16:42.000Z',
          error: 'TimeoutError',
        },
        at,
      ),
    ).toBe(
      '  09:15:42  mail failing: newsletter confirmation m3 (visitor c0ffee), attempt 2 (TimeoutError); retried at 2027-06-10T09:16:42.000Z',
    );
    expect(readableLine('error', logEvents.deadMail, { mailId: 'm4', kind: 'digest', attempts: 12 }, at)).toMatch(
      /mail given up after 12 attempts: owner digest m4; `npm run owner -- mail` lists it/,
    );
  });

  it('says a change made from a link in the owner’s mail as the owner CLI says one, and what the guest is told', () => {
    const reference = requestReference(submissionId);
    expect(
      readableLine(
        'info',
        'owner action by e-mail link',
        {
          submissionId,
          action: 'option7',
          status: 'optioned',
          until: '2027-06-17',
          week: '2027-07-03',
          guestMail: 'queued',
        },
        at,
      ),
    ).toBe(
      `  09:15:42  request ${reference} optioned until 2027-06-17 (by e-mail link: option7, week 2027-07-03); mail to the guest queued`,
    );
    expect(
      readableLine('info', 'owner action by e-mail link', { submissionId, action: 'replied', status: 'replied' }, at),
    ).toBe(`  09:15:42  request ${reference} replied (by e-mail link: replied)`);
    expect(readableLine('info', 'owner action refused', { submissionId, action: 'book', reason: 'closed' }, at)).toBe(
      `  09:15:42  request ${reference}: e-mail link "book" refused (closed); nothing changed`,
    );
    expect(
      readableLine(
        'info',
        'mail sent',
        { mailId: 'guestOption#x', kind: 'guestOption', visitor: 'c0ffee', attempts: 1 },
        at,
      ),
    ).toBe('  09:15:42  mail sent: option mail to the guest guestOption#x (visitor c0ffee)');
  });

  it('stays quiet about the 5-second sweep and other routine records, not about warnings and errors', () => {
    expect(readableLine('info', logEvents.outboxSwept, { sent: 0, oldestPendingSeconds: 0 }, at)).toBeUndefined();
    expect(readableLine('info', 'join request repeated', { submissionId }, at)).toBeUndefined();
    expect(readableLine('warn', logEvents.rateLimited, { route: 'join-requests', limit: 10 }, at)).toBe(
      '  09:15:42  warning: rate limited (route join-requests, limit 10)',
    );
    expect(readableLine('error', 'outbox not read: storage error', { error: 'ResourceNotFoundException' }, at)).toBe(
      '  09:15:42  ERROR: outbox not read: storage error (error ResourceNotFoundException)',
    );
  });

  it('writes no control character a logged value carries', () => {
    const line = readableLine('warn', 'third-party proxy failed', { error: 'x\u001b[2J\u0007y' }, at)!;
    expect(line).toContain('x?[2J?y');
    expect([...line].filter((c) => c.charCodeAt(0) < 0x20)).toEqual([]);
  });

  it('prints the readable lines and appends every record LOG_LEVEL lets through to LOG_FILE as JSON', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'terminal-log-')), 'npm-start.log');
    const printed: string[] = [];
    jest.spyOn(logger, 'getLevelName').mockReturnValue('INFO');
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    startTerminalLog({ file, print: (line) => printed.push(line) });
    log('info', logEvents.outboxSwept, { sent: 1, oldestPendingSeconds: 0 });
    log('info', 'mail sent', { mailId: 'm1', kind: 'owner', recipient: 'owner', attempts: 1 });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/mail sent: owner notification m1$/);
    const records = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toEqual([
      expect.objectContaining({ level: 'INFO', message: 'outbox swept', service: 'libeccio-site', sent: 1 }),
      expect.objectContaining({ level: 'INFO', message: 'mail sent', mailId: 'm1' }),
    ]);
    // Nothing of it reached stdout as JSON.
    expect(stdout.mock.calls.map(([chunk]) => String(chunk)).join('')).not.toContain('outbox swept');
  });

  it('--json-logs leaves the JSON records on the terminal, as Powertools writes them', () => {
    const printed: string[] = [];
    startTerminalLog({ json: true, print: (line) => printed.push(line) });
    const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    log('error', logEvents.deadMail, { mailId: 'm9' });
    expect(printed).toEqual([]);
    expect(JSON.parse(String(err.mock.calls.at(-1)![0]))).toMatchObject({
      level: 'ERROR',
      message: 'mail dead-lettered',
    });
  });
});
