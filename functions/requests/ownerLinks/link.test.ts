import { resetPrivacySecret } from '../../platform/privacyKey';
import { readActionToken, signActionToken, type ActionToken } from './link';

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

const sign = () => signActionToken({ r: submissionId, l: 'it' }, now);

/** The token with its payload rewritten (the MAC kept): what a forger can do without the key. */
function tamper(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [payload, mac] = token.split('.') as [string, string];
  const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(fields);
  return `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${mac}`;
}

describe('action link tokens', () => {
  it('reads back what was signed: request, language, 14 days, a nonce', () => {
    const reading = readActionToken(sign(), now);
    expect(reading).toEqual({ ok: true, token: expect.objectContaining({ r: submissionId, l: 'it' }) });
    const token = (reading as { token: ActionToken }).token;
    expect(token.e - now.getTime() / 1000).toBe(14 * 86_400);
    expect(token.n.length).toBeGreaterThanOrEqual(16);
    // Two links of the same request are two different strings.
    expect(sign()).not.toBe(sign());
  });

  it('carries no personal data: only the random submission id, expiry, nonce and language', () => {
    const [payload] = sign().split('.') as [string];
    expect(Object.keys(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).sort()).toEqual(
      ['e', 'l', 'n', 'r'].sort(),
    );
  });

  it('accepts the MAC in its one canonical spelling only (no variant of its last character)', () => {
    const token = sign();
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const variants = [...alphabet].filter((c) => c !== last).map((c) => `${token.slice(0, -1)}${c}`);
    expect(variants.filter((variant) => readActionToken(variant, now).ok)).toEqual([]);
    expect(readActionToken(token, now).ok).toBe(true);
  });

  it('refuses a changed request, language or expiry, a cut token and another key’s signature', () => {
    const token = sign();
    expect(
      readActionToken(
        tamper(token, (p) => (p.l = 'en')),
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
