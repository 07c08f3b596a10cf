import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultRateLimitPerMinute } from '../functions/platform/rateLimit';
import { locales } from '../common/locales';
import { infraDir } from './lib/paths';
import { repoRoot } from '../common/paths';

/** The owner's own settings (gitignored); the committed example is used when it is absent. */
export const ownConfigFile = path.join(infraDir, 'config.json');
export const exampleConfigFile = path.join(infraDir, 'config.example.json');

const hostnamePattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const certificateArnPattern = /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;

/** A zod error option: says "missing" for an absent value and what is expected otherwise. */
function expect(what: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? `is missing: set it to ${what}` : `must be ${what}`,
  };
}

const email = (example: string) => z.email(expect(`an e-mail address, e.g. "${example}"`));
const hostname = (example: string) =>
  z
    .string(expect(`a lower-case host name, e.g. "${example}"`))
    .regex(hostnamePattern, `must be a lower-case host name without scheme or trailing dot, e.g. "${example}"`);

/** An origin another site calls the API from: https://host[:port], or http://localhost for development. */
const origin = z.string(expect('an origin such as "https://www.example.com"')).refine(isOrigin, {
  error: (issue) =>
    `must be an origin: scheme, host and optional port, no path or trailing slash (e.g. "https://www.example.com"), got ${JSON.stringify(issue.input)}`,
});

function isOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  return (url.protocol === 'https:' || (url.protocol === 'http:' && local)) && url.origin === value;
}

const customDomainSchema = z.strictObject(
  {
    /** Host names the distribution answers to, e.g. www.example.com and example.com. */
    domainNames: z
      .array(hostname('www.example.com'), expect('a list of host names, e.g. ["www.example.com"]'))
      .min(1, 'must list at least one host name, e.g. ["www.example.com"]'),
    /** ACM certificate covering every domain name; CloudFront only uses certificates from us-east-1. */
    certificateArn: z
      .string(expect('the ARN of an ACM certificate in us-east-1'))
      .regex(
        certificateArnPattern,
        'must be the ARN of an ACM certificate in us-east-1 (CloudFront only reads certificates from us-east-1), e.g. "arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000"',
      ),
    /** The Route 53 public hosted zone the domain names live in (no lookup: synth stays offline). */
    hostedZoneId: z
      .string(expect('a Route 53 hosted zone id, e.g. "Z0123456789ABCDEFGHIJ"'))
      .regex(/^Z[A-Z0-9]{1,32}$/, 'must be a Route 53 hosted zone id, e.g. "Z0123456789ABCDEFGHIJ"'),
    hostedZoneName: hostname('example.com'),
  },
  { error: unknownKeys('customDomain') },
);

/** An API Gateway throttle setting (requests per second, burst), as the config names it. */
const throttle = (name: string) =>
  z
    .strictObject(
      {
        rateLimit: z
          .number(expect('requests per second, e.g. 5'))
          .int('must be a whole number of requests per second')
          .min(1, 'must be at least 1 request per second')
          .max(10000, 'must be at most 10000 requests per second')
          .default(5),
        burstLimit: z
          .number(expect('a burst size, e.g. 10'))
          .int('must be a whole number of requests')
          .min(1, 'must be at least 1 request')
          .max(5000, 'must be at most 5000 requests')
          .default(10),
      },
      { error: unknownKeys(name) },
    )
    .default({ rateLimit: 5, burstLimit: 10 });

const configSchema = z
  .strictObject(
    {
      /** CloudFormation stack name; change it to deploy a second copy (e.g. staging) in the same account. */
      stackName: z
        .string(expect('a stack name, e.g. "LibeccioSite"'))
        .regex(/^[A-Za-z][A-Za-z0-9-]{0,127}$/, 'must start with a letter and hold only letters, digits and "-"')
        .default('LibeccioSite'),
      /** Pins the stack to one account and region; leave out to deploy wherever the CLI's credentials point. */
      aws: z
        .strictObject(
          {
            account: z
              .string(expect('a 12-digit AWS account id'))
              .regex(/^\d{12}$/, 'must be a 12-digit AWS account id, e.g. "123456789012"')
              .optional(),
            region: z
              .string(expect('an AWS region, e.g. "eu-west-1"'))
              .regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'must be an AWS region code, e.g. "eu-west-1"')
              .optional(),
          },
          { error: unknownKeys('aws') },
        )
        .default({}),
      /** Receives the charter requests (and, unless alarmEmail is set, the alarms). */
      ownerEmail: email('owner@example.com'),
      /** Language of the owner's e-mails. */
      ownerLocale: z.enum(locales, expect(`one of ${locales.map((l) => `"${l}"`).join(', ')}`)).default('en'),
      /** The From address of the owner's e-mails; must belong to senderIdentity. */
      senderEmail: email('bookings@example.com'),
      /** The verified SES identity senderEmail belongs to: that address itself or its domain. Defaults to senderEmail. */
      senderIdentity: z
        .string(expect('an e-mail address or a domain verified in SES'))
        .refine((value) => z.email().safeParse(value).success || hostnamePattern.test(value), {
          error: 'must be an e-mail address or a domain verified in SES, e.g. "example.com"',
        })
        .optional(),
      /**
       * True while the SES account is in the sandbox: SES then also authorises the send against the
       * recipient's identity, so the functions may use the owner's (verified) address identity too.
       */
      sesSandbox: z.boolean(expect('true or false')).default(true),
      /** Owner notifications per hour; the requests beyond it are batched into one digest mail per hour, never dropped. */
      ownerMailHourlyCap: z
        .number(expect('a number of e-mails per hour, e.g. 30'))
        .int('must be a whole number of e-mails')
        .min(1, 'must be at least 1 e-mail per hour')
        .max(1000, 'must be at most 1000 e-mails per hour')
        .default(30),
      /** Acknowledgements per visitor address per hour, so the form cannot be used to mail strangers. */
      ackHourlyCapPerAddress: z
        .number(expect('a number of e-mails per hour, e.g. 3'))
        .int('must be a whole number of e-mails')
        .min(0, 'must be 0 (no acknowledgements) or more')
        .max(100, 'must be at most 100 e-mails per hour')
        .default(3),
      /**
       * Mails to visitors' addresses (acknowledgements and newsletter confirmations together) per hour,
       * site-wide: past it none is sent (requests are still stored and the owner told) and an alarm fires.
       */
      visitorMailHourlyCap: z
        .number(expect('a number of e-mails per hour, e.g. 60'))
        .int('must be a whole number of e-mails')
        .min(0, 'must be 0 (no mail to visitors) or more')
        .max(1000, 'must be at most 1000 e-mails per hour')
        .default(60),
      /** Where alarms go; defaults to ownerEmail. */
      alarmEmail: email('alerts@example.com').optional(),
      /** Other origins allowed to call /api/* from a browser (CORS). The site itself is same-origin: leave empty. */
      allowedOrigins: z.array(origin, expect('a list of origins, e.g. ["https://staging.example.com"]')).default([]),
      /** Serve the site on your own domain; without it the site is at its *.cloudfront.net address. */
      customDomain: customDomainSchema.optional(),
      /**
       * The API stage's throttle of each /api/* route (its own token bucket per route), but the enquiry
       * route's: the backstop behind the per-client limits, to bound abuse and cost.
       */
      apiThrottle: throttle('apiThrottle'),
      /** POST /api/join-requests' own throttle, which the other routes' traffic cannot use up. */
      enquiryThrottle: throttle('enquiryThrottle'),
      /**
       * Per-client limit of each uncached route (the forms, the newsletter's confirm and unsubscribe, the
       * action links' pages and presses): requests one visitor (the viewer address CloudFront sees) may
       * send to one route in one clock minute; more get 429.
       * The local stack reads RATE_LIMIT_PER_MINUTE instead (same default).
       */
      rateLimitPerMinute: z
        .number(expect('requests per client, route and minute, e.g. 10'))
        .int('must be a whole number of requests per minute')
        .min(1, 'must be at least 1 request per minute')
        .max(10000, 'must be at most 10000 requests per minute')
        .default(defaultRateLimitPerMinute),
      /** Months a charter request is kept after the end of its week, then DynamoDB TTL deletes it. */
      requestRetentionMonths: z
        .number(expect('a number of months, e.g. 24'))
        .int('must be a whole number of months')
        .min(1, 'must be at least 1 month')
        .max(120, 'must be at most 120 months')
        .default(24),
      /** AWS X-Ray tracing of the functions (costs a little per trace once past the free tier). */
      tracing: z.boolean(expect('true or false')).default(false),
    },
    { error: unknownKeys('the config') },
  )
  .superRefine((config, ctx) => {
    const identity = config.senderIdentity ?? config.senderEmail;
    if (!senderBelongsTo(config.senderEmail, identity)) {
      ctx.addIssue({
        code: 'custom',
        path: ['senderIdentity'],
        message: `"${identity}" does not cover senderEmail "${config.senderEmail}": set senderIdentity to that address or to its domain (SES only sends From an address of a verified identity)`,
      });
    }
    const zone = config.customDomain?.hostedZoneName;
    config.customDomain?.domainNames.forEach((name, index) => {
      if (zone && name !== zone && !name.endsWith(`.${zone}`)) {
        ctx.addIssue({
          code: 'custom',
          path: ['customDomain', 'domainNames', index],
          message: `"${name}" is not in the hosted zone "${zone}": use a name in that zone or set hostedZoneId/hostedZoneName to its zone`,
        });
      }
    });
  });

/** The validated deployment settings. */
export type SiteConfig = z.output<typeof configSchema>;

function unknownKeys(where: string) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `unknown setting${issue.keys && issue.keys.length > 1 ? 's' : ''} ${(issue.keys ?? []).map((k) => `"${k}"`).join(', ')} in ${where}: check the spelling against infra/config.example.json`
      : issue.code === 'invalid_type'
        ? `${where} must be a JSON object`
        : undefined;
}

function senderBelongsTo(senderEmail: string, identity: string): boolean {
  const address = senderEmail.toLowerCase();
  const id = identity.toLowerCase();
  if (id.includes('@')) return id === address;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return domain === id || domain.endsWith(`.${id}`);
}

/** A config that cannot be used, with one line per problem saying what to set and where. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Validates raw settings; `source` names the file in the messages. */
export function parseConfig(raw: unknown, source: string): SiteConfig {
  const result = configSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join('.') : '(top level)';
    return `  - ${where}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid infra config in ${source}:\n${lines.join('\n')}`);
}

export interface LoadedConfig {
  config: SiteConfig;
  /** The file the settings came from. */
  file: string;
  /** True when the committed, fake example was used (fine for synth, never for a deploy). */
  isExample: boolean;
}

/**
 * Reads and validates the config: `requested` (a path relative to infra/, e.g. from
 * `cdk -c config=config.json`) when given, which must then exist; otherwise infra/config.json
 * when present, else the committed example so a fresh clone synthesizes offline.
 */
export function loadConfig(requested?: string): LoadedConfig {
  const file = requested
    ? path.resolve(infraDir, requested)
    : existsSync(ownConfigFile)
      ? ownConfigFile
      : exampleConfigFile;
  if (!existsSync(file)) {
    throw new ConfigError(
      `Infra config ${file} does not exist: copy infra/config.example.json to infra/config.json and fill in your values.`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Infra config ${file} is not valid JSON: ${(error as Error).message}`);
  }
  return { config: parseConfig(raw, path.relative(repoRoot, file)), file, isExample: file === exampleConfigFile };
}
