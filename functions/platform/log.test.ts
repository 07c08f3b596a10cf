import { logEvents, logRecordPaths } from '../../common/logEvents';
import { log, logger } from './log';

/** The value at a metric-filter path like `$.message` or `$.oldestPendingSeconds`. */
const at = (record: Record<string, unknown>, path: string) => record[path.replace(/^\$\./, '')];

describe('log', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes one JSON line whose event and fields sit where the alarms’ metric filters look', () => {
    const out = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    log('warn', logEvents.outboxSwept, { oldestPendingSeconds: 42 });
    const lines = out.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.includes(logEvents.outboxSwept));
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(at(record, logRecordPaths.event)).toBe('outbox swept');
    expect(at(record, logRecordPaths.field('oldestPendingSeconds'))).toBe(42);
    expect(record).toMatchObject({ level: 'WARN', service: 'libeccio-site' });
  });

  it('takes LOG_LEVEL as written in lower case (jest sets warn: info is quiet)', () => {
    expect(process.env.LOG_LEVEL).toBe('warn');
    expect(logger.getLevelName()).toBe('WARN');
  });

  it('writes errors to stderr', () => {
    const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    log('error', logEvents.deadMail, { mailId: 'm1' });
    const record = JSON.parse(String(err.mock.calls.at(-1)![0])) as Record<string, unknown>;
    expect(record).toMatchObject({ level: 'ERROR', message: 'mail dead-lettered', mailId: 'm1' });
  });

  it('blanks any e-mail address in a text field (SES error text names recipients)', () => {
    const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    log('error', 'mail not accepted', {
      error: 'MessageRejected: failed the check: visitor.name@example.org',
      attempts: 2,
    });
    const line = String(err.mock.calls.at(-1)![0]);
    expect(line).not.toContain('visitor.name@example.org');
    expect(JSON.parse(line)).toMatchObject({ error: 'MessageRejected: failed the check: <address>', attempts: 2 });
  });
});
