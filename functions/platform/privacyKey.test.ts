import { keyedHash, loadPrivacySecret, privacySecretReady, resetPrivacySecret, sameMac } from './privacyKey';
import { pseudonym } from './log';

describe('privacyKey', () => {
  const original = process.env.PRIVACY_SECRET;
  afterEach(() => {
    if (original === undefined) delete process.env.PRIVACY_SECRET;
    else process.env.PRIVACY_SECRET = original;
    resetPrivacySecret();
  });

  it('keys each purpose apart, and depends on the secret', () => {
    process.env.PRIVACY_SECRET = 'a'.repeat(40);
    const subscriber = keyedHash('subscriber', 'guest@example.com');
    expect(subscriber).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keyedHash('log', 'guest@example.com')).not.toBe(subscriber);
    expect(keyedHash('subscriber', 'guest@example.com')).toBe(subscriber);
    process.env.PRIVACY_SECRET = 'b'.repeat(40);
    expect(keyedHash('subscriber', 'guest@example.com')).not.toBe(subscriber);
  });

  it('fails fast, naming the variables, when no secret is configured', async () => {
    delete process.env.PRIVACY_SECRET;
    await expect(loadPrivacySecret({})).rejects.toThrow(/PRIVACY_SECRET_ARN.*PRIVACY_SECRET/);
    expect(() => keyedHash('subscriber', 'x')).toThrow(/PRIVACY_SECRET/);
    expect(privacySecretReady()).toBe(false);
  });

  it('refuses a short secret', async () => {
    await expect(loadPrivacySecret({ PRIVACY_SECRET: 'short' })).rejects.toThrow(/at least 32 characters/);
  });

  it('compares MACs in constant time, false on a length mismatch', () => {
    expect(sameMac(Buffer.from('abc'), Buffer.from('abc'))).toBe(true);
    expect(sameMac(Buffer.from('abc'), Buffer.from('abd'))).toBe(false);
    expect(sameMac(Buffer.from('abc'), Buffer.from('ab'))).toBe(false);
  });

  it('makes log pseudonyms keyed HMACs: never a plain hash, nothing before the secret is there', () => {
    delete process.env.PRIVACY_SECRET;
    expect(pseudonym('Guest@Example.com')).toBe('unkeyed');
    process.env.PRIVACY_SECRET = 'a'.repeat(40);
    const keyed = pseudonym('Guest@Example.com');
    expect(keyed).toHaveLength(16);
    expect(keyed).toBe(pseudonym(' guest@example.com'));
    expect(keyed).toBe(keyedHash('log', 'guest@example.com').slice(0, 16));
    // Not the unkeyed SHA-256 prefix it used to be.
    expect(keyed).not.toBe('4a8e1b7c0f8ab6f2');
  });
});
