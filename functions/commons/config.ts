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
}

let cached: FunctionsConfig | undefined;

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Set the environment variable ${name} (see functions/README.md)`);
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
  };
  if (env === process.env) cached = value;
  return value;
}
