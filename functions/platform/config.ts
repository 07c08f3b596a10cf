import { envVars } from '../../common/env';
import { tables, type TableKey } from '../../common/tables';
import { isLocale, type Locale } from '../../common/locales';

/**
 * The functions' settings, one small reader per concern: each function reads only the variables of
 * the readers its code calls, and a missing one fails with its name. Reading is cheap (no cache), so
 * tests and the owner CLI can change the environment between calls.
 */

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

/** A table's name, from the variable common/tables.ts names for it. */
export function tableName(key: TableKey, env: NodeJS.ProcessEnv = process.env): string {
  return required(env, tables[key].envVar);
}

/** The From address of every mail (`SENDER_EMAIL`). */
export function senderEmail(env: NodeJS.ProcessEnv = process.env): string {
  return required(env, envVars.senderEmail);
}

/** What the owner's mail needs: where it goes, its language, and the hourly caps. */
export interface OwnerMailSettings {
  ownerEmail: string;
  /** The language of the owner's e-mails. */
  ownerLocale: Locale;
  /** Owner notifications per hour; the requests beyond it go into one digest mail per hour. */
  ownerMailHourlyCap: number;
  /** Acknowledgements per visitor address per hour, so the form cannot be used to mail strangers. */
  ackHourlyCapPerAddress: number;
  /** Acknowledgements per hour, site-wide (confirmations have their own cap). */
  visitorMailHourlyCap: number;
}

export function ownerMailSettings(env: NodeJS.ProcessEnv = process.env): OwnerMailSettings {
  const ownerLocale = env[envVars.ownerLocale] || 'en';
  if (!isLocale(ownerLocale)) throw new Error(`${envVars.ownerLocale} must be "en" or "it", got "${ownerLocale}"`);
  return {
    ownerEmail: required(env, envVars.ownerEmail),
    ownerLocale,
    ownerMailHourlyCap: count(env, envVars.ownerMailHourlyCap, 30),
    ackHourlyCapPerAddress: count(env, envVars.ackHourlyCapPerAddress, 3),
    visitorMailHourlyCap: visitorMailHourlyCap(env),
  };
}

/**
 * `VISITOR_MAIL_HOURLY_CAP` (default 60): acknowledgements per hour, whoever asks; beyond it they are not
 * sent (the request is stored and the owner told all the same). The sender's backstop: the per-source
 * budgets below keep any one network from reaching it.
 */
export function visitorMailHourlyCap(env: NodeJS.ProcessEnv = process.env): number {
  return count(env, envVars.visitorMailHourlyCap, 60);
}

/** The budgets that keep a flood of made-up addresses from silencing the site's mail to real visitors. */
export interface VisitorMailBudgets {
  /** `CONFIRM_MAIL_HOURLY_CAP` (default 30): newsletter confirmations per hour, site-wide, apart from the acknowledgements'. */
  confirmHourly: number;
  /**
   * `SOURCE_MAIL_HOURLY_CAP` (default 2): requests per hour from one source (an IPv4 address, an IPv6 /64)
   * that may mail an unproven visitor address or notify the owner on their own; its network (IPv4 /24,
   * IPv6 /48) gets `networkFactor` times that. Beyond, the request is stored, the owner told in the
   * hour's digest, and nothing mailed to the address typed. 0 turns the budget off.
   */
  perSource: number;
  networkFactor: number;
  /**
   * `VISITOR_BOUNCE_DAILY_LIMIT` (default 5): permanent bounces in a day (UTC) after which mail to unproven
   * visitor addresses pauses for the rest of the day (an alarm tells the owner). 0 turns the pause off.
   */
  bounceDailyLimit: number;
}

export function visitorMailBudgets(env: NodeJS.ProcessEnv = process.env): VisitorMailBudgets {
  return {
    confirmHourly: count(env, envVars.confirmMailHourlyCap, 30),
    perSource: count(env, envVars.sourceMailHourlyCap, 2),
    networkFactor: 2,
    bounceDailyLimit: count(env, envVars.visitorBounceDailyLimit, 5),
  };
}

/** What links and mail to subscribers need (functions/newsletter/subscriberStore.ts). */
export interface SubscriberMailSettings {
  /** The site's origin, no trailing slash: links in e-mails point there (`SITE_ORIGIN`). */
  siteOrigin: string;
  /** From address, also the mailto: of List-Unsubscribe (`SENDER_EMAIL`). */
  senderEmail: string;
}

/** SITE_ORIGIN and SENDER_EMAIL, checked; read on each call (cheap), so tests and the CLI can set them. */
export function subscriberMailSettings(env: NodeJS.ProcessEnv = process.env): SubscriberMailSettings {
  const siteOrigin = required(env, envVars.siteOrigin);
  let url: URL;
  try {
    url = new URL(siteOrigin);
  } catch {
    throw new Error(`SITE_ORIGIN must be an origin such as https://www.example.com, got "${siteOrigin}"`);
  }
  if (url.origin !== siteOrigin.replace(/\/$/, '')) {
    throw new Error(`SITE_ORIGIN must be an origin (scheme, host, port; no path), got "${siteOrigin}"`);
  }
  return { siteOrigin: url.origin, senderEmail: senderEmail(env) };
}

/** The SES configuration set every send names (`SES_CONFIGURATION_SET`): bounces and complaints come back through it. */
export function sesConfigurationSet(env: NodeJS.ProcessEnv = process.env): string {
  return required(env, envVars.sesConfigurationSet);
}

/** Months a charter request is kept after the end of its week (`REQUEST_RETENTION_MONTHS`, default 24). */
export function requestRetentionMonths(env: NodeJS.ProcessEnv = process.env): number {
  const months = count(env, envVars.requestRetentionMonths, 24);
  if (months < 1)
    throw new Error(
      `${envVars.requestRetentionMonths} must be 1 or more, got "${env[envVars.requestRetentionMonths]}"`,
    );
  return months;
}
