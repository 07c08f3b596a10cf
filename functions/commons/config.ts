import { isLocale, type Locale } from '../../src/i18n/locales';

export interface FunctionsConfig {
  joinRequestsTable: string;
  subscriptionsTable: string;
  /** The live weeks (src/data/availability.ts is their seed). */
  weeksTable: string;
  ownerEmail: string;
  senderEmail: string;
  /** The language of the owner's e-mails. */
  ownerLocale: Locale;
  /** One item per outgoing e-mail (functions/domain/outboxStore.ts). */
  outboxTable: string;
  /** Owner notifications per hour; the requests beyond it go into one digest mail per hour. */
  ownerMailHourlyCap: number;
  /** Acknowledgements per visitor address per hour, so the form cannot be used to mail strangers. */
  ackHourlyCapPerAddress: number;
}

let cached: FunctionsConfig | undefined;

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Set the environment variable ${name} (see functions/README.md)`);
  return value;
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (0 or more), got "${raw}"`);
  return value;
}

/** The functions' settings, read from the environment once and checked. */
export function config(env: NodeJS.ProcessEnv = process.env): FunctionsConfig {
  if (cached && env === process.env) return cached;
  const ownerLocale = env.OWNER_LOCALE ?? 'en';
  if (!isLocale(ownerLocale)) throw new Error(`OWNER_LOCALE must be "en" or "it", got "${ownerLocale}"`);
  const value: FunctionsConfig = {
    joinRequestsTable: required(env, 'JOIN_REQUESTS_TABLE'),
    subscriptionsTable: required(env, 'SUBSCRIPTIONS_TABLE'),
    weeksTable: required(env, 'WEEKS_TABLE'),
    ownerEmail: required(env, 'OWNER_EMAIL'),
    senderEmail: required(env, 'SENDER_EMAIL'),
    ownerLocale,
    outboxTable: required(env, 'OUTBOX_TABLE'),
    ownerMailHourlyCap: count(env, 'OWNER_MAIL_HOURLY_CAP', 30),
    ackHourlyCapPerAddress: count(env, 'ACK_HOURLY_CAP_PER_ADDRESS', 3),
  };
  if (env === process.env) cached = value;
  return value;
}

/** What links and mail to subscribers need (functions/domain/subscribers.ts). */
export interface SubscriberMailSettings {
  /** The site's origin, no trailing slash: links in e-mails point there (`SITE_ORIGIN`). */
  siteOrigin: string;
  /** From address, also the mailto: of List-Unsubscribe (`SENDER_EMAIL`). */
  senderEmail: string;
}

/** SITE_ORIGIN and SENDER_EMAIL, checked; read on each call (cheap), so tests and the CLI can set them. */
export function subscriberMailSettings(env: NodeJS.ProcessEnv = process.env): SubscriberMailSettings {
  const siteOrigin = required(env, 'SITE_ORIGIN');
  let url: URL;
  try {
    url = new URL(siteOrigin);
  } catch {
    throw new Error(`SITE_ORIGIN must be an origin such as https://www.example.com, got "${siteOrigin}"`);
  }
  if (url.origin !== siteOrigin.replace(/\/$/, '')) {
    throw new Error(`SITE_ORIGIN must be an origin (scheme, host, port; no path), got "${siteOrigin}"`);
  }
  return { siteOrigin: url.origin, senderEmail: required(env, 'SENDER_EMAIL') };
}

/** The SES configuration set every send names (`SES_CONFIGURATION_SET`): bounces and complaints come back through it. */
export function sesConfigurationSet(env: NodeJS.ProcessEnv = process.env): string {
  return required(env, 'SES_CONFIGURATION_SET');
}

/** Months a charter request is kept after the end of its week (`REQUEST_RETENTION_MONTHS`, default 24). */
export function requestRetentionMonths(env: NodeJS.ProcessEnv = process.env): number {
  const months = count(env, 'REQUEST_RETENTION_MONTHS', 24);
  if (months < 1) throw new Error(`REQUEST_RETENTION_MONTHS must be 1 or more, got "${env.REQUEST_RETENTION_MONTHS}"`);
  return months;
}
