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
