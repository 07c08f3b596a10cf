import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, exampleConfigFile, loadConfig, parseConfig } from '../config';
import { testCustomDomain, testSettings } from './support';

const parse = (overrides: Record<string, unknown>) => () =>
  parseConfig({ ...testSettings, ...overrides }, 'infra/config.json');

describe('infra config', () => {
  it('accepts the committed example and fills the defaults', () => {
    const { config, isExample, file } = loadConfig(path.relative(path.dirname(exampleConfigFile), exampleConfigFile));
    expect(file).toBe(exampleConfigFile);
    expect(isExample).toBe(true);
    expect(config.ownerEmail).toBe('owner@example.com');
    expect(config.allowedOrigins).toEqual([]);
    expect(config.apiThrottle).toEqual({ rateLimit: 5, burstLimit: 10 });
    expect(config.enquiryThrottle).toEqual({ rateLimit: 5, burstLimit: 10 });
    expect(config.rateLimitPerMinute).toBe(10);
  });

  it('defaults everything optional', () => {
    const config = parseConfig({ ownerEmail: 'owner@example.com', senderEmail: 'owner@example.com' }, 'x');
    expect(config).toMatchObject({
      stackName: 'LibeccioSite',
      aws: {},
      ownerLocale: 'en',
      sesSandbox: true,
      tracing: false,
      allowedOrigins: [],
    });
    expect(config.customDomain).toBeUndefined();
  });

  it('names the file and every missing setting', () => {
    expect(() => parseConfig({}, 'infra/config.json')).toThrow(
      /Invalid infra config in infra\/config.json:\n {2}- ownerEmail: is missing: set it to an e-mail address[^\n]*\n {2}- senderEmail: is missing/,
    );
  });

  const cert = testCustomDomain.certificateArn;
  it.each<[string, Record<string, unknown>, string]>([
    [
      'an owner e-mail that is no address',
      { ownerEmail: 'owner' },
      'ownerEmail: must be an e-mail address, e.g. "owner@example.com"',
    ],
    ['an unknown owner language', { ownerLocale: 'fr' }, 'ownerLocale: must be one of "en", "it"'],
    ['a short account id', { aws: { account: '1234' } }, 'aws.account: must be a 12-digit AWS account id'],
    ['a region name instead of a code', { aws: { region: 'Europe' } }, 'aws.region: must be an AWS region code'],
    [
      'a sender identity of another domain',
      { senderIdentity: 'other.com' },
      'senderIdentity: "other.com" does not cover senderEmail "bookings@mail.example.com"',
    ],
    [
      'a sender identity of another address',
      { senderIdentity: 'someone@example.com' },
      'senderIdentity: "someone@example.com" does not cover senderEmail',
    ],
    ['an origin with a path', { allowedOrigins: ['https://a.example.com/'] }, 'allowedOrigins.0: must be an origin'],
    ['a plain-http origin', { allowedOrigins: ['http://staging.example.com'] }, 'allowedOrigins.0: must be an origin'],
    [
      'a zero rate limit',
      { apiThrottle: { rateLimit: 0 } },
      'apiThrottle.rateLimit: must be at least 1 request per second',
    ],
    [
      'an unknown key in the enquiry throttle',
      { enquiryThrottle: { rateLimit: 5, burst: 10 } },
      'unknown setting "burst" in enquiryThrottle',
    ],
    [
      'a per-client limit of zero',
      { rateLimitPerMinute: 0 },
      'rateLimitPerMinute: must be at least 1 request per minute',
    ],
    [
      'a misspelt setting',
      { ownerEmial: 'x@example.com' },
      'unknown setting "ownerEmial" in the config: check the spelling',
    ],
    [
      'a certificate outside us-east-1',
      { customDomain: { ...testCustomDomain, certificateArn: cert.replace('us-east-1', 'eu-west-1') } },
      'customDomain.certificateArn: must be the ARN of an ACM certificate in us-east-1',
    ],
    [
      'a domain outside the hosted zone',
      { customDomain: { ...testCustomDomain, domainNames: ['www.other.org'] } },
      'customDomain.domainNames.0: "www.other.org" is not in the hosted zone "example.com"',
    ],
    [
      'no domain names',
      { customDomain: { ...testCustomDomain, domainNames: [] } },
      'customDomain.domainNames: must list at least one',
    ],
    [
      'a missing hosted zone id',
      { customDomain: { ...testCustomDomain, hostedZoneId: undefined } },
      'customDomain.hostedZoneId: is missing',
    ],
    [
      'an upper-case host name',
      { customDomain: { ...testCustomDomain, domainNames: ['WWW.Example.com'] } },
      'must be a lower-case host name',
    ],
  ])('rejects %s, saying what to set', (_case, overrides, message) => {
    expect(parse(overrides)).toThrow(ConfigError);
    expect(parse(overrides)).toThrow(message);
  });

  it('accepts a sender identity that is the address itself, its domain or a parent domain', () => {
    for (const senderIdentity of ['bookings@mail.example.com', 'mail.example.com', 'example.com']) {
      expect(parse({ senderIdentity })).not.toThrow();
    }
  });

  it('accepts a custom domain in its hosted zone, and localhost as a development origin', () => {
    const config = parse({ customDomain: testCustomDomain, allowedOrigins: ['http://localhost:3000'] })();
    expect(config.customDomain?.domainNames).toEqual(testCustomDomain.domainNames);
  });

  describe('loading', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'infra-config-'));

    it('fails clearly when a requested file is missing', () => {
      expect(() => loadConfig(path.join(dir, 'config.json'))).toThrow(
        /config.json does not exist: copy infra\/config.example.json to infra\/config.json/,
      );
    });

    it('fails clearly on invalid JSON', () => {
      const file = path.join(dir, 'broken.json');
      writeFileSync(file, '{ "ownerEmail": ');
      expect(() => loadConfig(file)).toThrow(/broken.json is not valid JSON/);
    });

    it('validates a requested file', () => {
      const file = path.join(dir, 'mine.json');
      writeFileSync(file, JSON.stringify({ ...testSettings, ownerLocale: 'de' }));
      expect(() => loadConfig(file)).toThrow(/mine.json:\n {2}- ownerLocale: must be one of "en", "it"/);
    });
  });
});
