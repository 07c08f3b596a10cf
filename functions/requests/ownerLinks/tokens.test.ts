import { resetPrivacySecret } from '../../platform/privacyKey';
import { composeDigestEmail } from '../digestEmail';
import {
  composeActionLinks,
  guestReplyMailto,
  notificationActions,
  readActionToken,
  signActionToken,
  type ActionToken,
} from './tokens';

const submissionId = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
const now = new Date('2026-11-25T10:00:00Z');
const original = process.env.PRIVACY_SECRET;

beforeEach(() => {
  resetPrivacySecret();
  process.env.PRIVACY_SECRET = 'action-link-test-secret-'.padEnd(48, 'x');
});
afterAll(() => {
  if (original === undefined) delete process.env.PRIVACY_SECRET;
  else process.env.PRIVACY_SECRET = original;
  resetPrivacySecret();
});

const sign = (fields: Partial<ActionToken> = {}) =>
  signActionToken({ r: submissionId, a: 'option7', s: 'new', l: 'it', ...fields }, now);

/** The token with its payload rewritten (the MAC kept): what a forger can do without the key. */
function tamper(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [payload, mac] = token.split('.') as [string, string];
  const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(fields);
  return `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${mac}`;
}

describe('action link tokens', () => {
  it('reads back what was signed: request, action, status at mail time, language, 14 days, a nonce', () => {
    const reading = readActionToken(sign(), now);
    expect(reading).toEqual({
      ok: true,
      token: expect.objectContaining({ r: submissionId, a: 'option7', s: 'new', l: 'it' }),
    });
    const token = (reading as { token: ActionToken }).token;
    expect(token.e - now.getTime() / 1000).toBe(14 * 86_400);
    expect(token.n.length).toBeGreaterThanOrEqual(16);
    // Two links of the same action are two different single-use links.
    expect(sign()).not.toBe(sign());
  });

  it('carries no personal data: only the random submission id, action, status, dates and language', () => {
    const [payload] = sign().split('.') as [string];
    expect(Object.keys(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).sort()).toEqual(
      ['a', 'e', 'l', 'n', 'r', 's'].sort(),
    );
  });

  it('refuses a changed action, request, status or expiry, a cut token and another key’s signature', () => {
    const token = sign();
    expect(
      readActionToken(
        tamper(token, (p) => (p.a = 'book')),
        now,
      ),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(
      readActionToken(
        tamper(token, (p) => (p.s = 'optioned')),
        now,
      ),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(
      readActionToken(
        tamper(token, (p) => (p.e = Number(p.e) + 86_400)),
        now,
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(
      readActionToken(
        tamper(token, (p) => (p.r = '00000000-0000-4000-8000-000000000000')),
        now,
      ),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(readActionToken(token.slice(0, -1), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readActionToken(token.replace('.', ''), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readActionToken(undefined, now)).toEqual({ ok: false, reason: 'invalid' });
    resetPrivacySecret();
    process.env.PRIVACY_SECRET = 'another-secret-'.padEnd(48, 'y');
    expect(readActionToken(token, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('expires after 14 days, not before', () => {
    const token = sign();
    const day = 86_400_000;
    expect(readActionToken(token, new Date(now.getTime() + 14 * day - 1_000)).ok).toBe(true);
    expect(readActionToken(token, new Date(now.getTime() + 14 * day))).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('the links block of an owner mail', () => {
  const guest = {
    submissionId,
    email: 'ospite@example.com',
    name: '<b>Anna</b> & "Co"',
    locale: 'it' as const,
    weekFrom: '2027-07-03',
    weekTo: '2027-07-10',
  };

  it('has one signed link per action the status allows, then the reply, in the mail’s language', () => {
    const block = composeActionLinks({ submissionId, status: 'new', actions: notificationActions.new, guest }, 'en', {
      siteOrigin: 'https://www.example.com',
      now,
    });
    const links = [...block.text.matchAll(/https:\/\/www\.example\.com\/api\/owner-actions\?t=(\S+)/g)].map((match) =>
      readActionToken(match[1], now),
    );
    expect(links.map((link) => (link.ok ? link.token.a : link.reason))).toEqual([
      'replied',
      'option7',
      'optionUntil',
      'decline',
    ]);
    expect(block.text).toMatch(/^- Reply to <b>Anna<\/b> & "Co" \(e-mail\): mailto:ospite@example\.com\?subject=/m);
    // Visitor-typed text is escaped in the HTML.
    expect(block.html).toContain('Reply to &lt;b&gt;Anna&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(block.html).not.toContain('<b>Anna');
    expect(composeActionLinks({ submissionId, status: 'booked', actions: [] }, 'en', { siteOrigin: 'x', now })).toEqual(
      {
        text: '',
        html: '',
      },
    );
  });

  it('writes the reply in the guest’s language with the reference in the subject', () => {
    const mailto = new URL(guestReplyMailto(guest));
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('ospite@example.com');
    expect(mailto.searchParams.get('subject')).toMatch(/^La vostra richiesta di noleggio LB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const body = mailto.searchParams.get('body')!;
    expect(body.split('\n').slice(0, 2)).toEqual([
      'Gentile <b>Anna</b> & "Co",',
      expect.stringMatching(
        /^vi ringraziamo per la vostra richiesta per la settimana dal 3 luglio 2027 al 10 luglio 2027\.$/,
      ),
    ]);
  });
});

describe('a digest', () => {
  it('gives each request its own links, naming that request', () => {
    const entry = (submissionId: string, name: string) => ({
      submissionId,
      reference: submissionId,
      createdAt: '2027-06-01T08:00:00Z',
      locale: 'en' as const,
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '+393331234567',
      weekFrom: '2027-07-03',
      weekTo: '2027-07-10',
      leg: 'aeolian',
    });
    const entries = [entry(submissionId, 'Anna'), entry('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 'Bruno')];
    const digest = composeDigestEmail(entries, 'it', (e) =>
      composeActionLinks(
        { submissionId: e.submissionId, status: 'new', actions: notificationActions.new, guest: e },
        'it',
        {
          siteOrigin: 'https://www.example.com',
          now,
        },
      ),
    );
    const parts = digest.text.split('────────────────────────').slice(1);
    expect(parts).toHaveLength(2);
    parts.forEach((part, index) => {
      const tokens = [...part.matchAll(/owner-actions\?t=(\S+)/g)].map((match) => readActionToken(match[1], now));
      expect(tokens.map((t) => (t.ok ? [t.token.r, t.token.a, t.token.l] : t.reason))).toEqual(
        ['replied', 'option7', 'optionUntil', 'decline'].map((action) => [entries[index]!.submissionId, action, 'it']),
      );
      expect(part).toContain(`mailto:${entries[index]!.email}?subject=`);
    });
    expect(digest.html.match(/Rispondere dal telefono/g)).toHaveLength(2);
  });
});
