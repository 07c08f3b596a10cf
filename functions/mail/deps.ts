import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { logEvents } from '../../common/logEvents';
import { tables } from '../../common/tables';
import { permanentSuppressions, subscribers } from '../newsletter/subscriberStore';
import { dynamo, ses as defaultSes } from '../platform/clients';
import { tableName, visitorMailHourlyCap } from '../platform/config';
import { log } from '../platform/log';
import { weeksStore } from '../weeks/weeks';
import { outboxStore, type MailKind, type OutboxMail, type OutboxStore } from './outboxStore';

/** How long the hourly counters are kept (DynamoDB TTL). */
export const counterRetentionSeconds = 2 * 86_400;

export interface OutboxDeps {
  store: OutboxStore;
  ses: Pick<SESv2Client, 'send'>;
  /** True when an address bounced or complained (the subscriptions table's suppression): no acknowledgement. */
  suppressed?: (address: string) => Promise<boolean>;
  /** After SES took a mail and its MessageId is recorded: what its kind records elsewhere (a reminder, on its week). */
  afterSent?: (mail: OutboxMail, sesMessageId: string) => Promise<void>;
  /** Why a claimed mail is no longer to be sent (undefined: send it). */
  unwanted?: (mail: OutboxMail) => Promise<string | undefined>;
}

/** The outbox on the configured table and SES client; tests pass their own store or client. */
export function defaultDeps(): OutboxDeps {
  return {
    store: outboxStore(dynamo, tableName('outbox')),
    ses: defaultSes,
    // Where the function may read the subscriptions table (join-requests): bounced or complained-about
    // addresses (SesEvents records them there for every mail, acknowledgements too) get no acknowledgement.
    ...(process.env[tables.subscriptions.envVar] ? { suppressed: isSuppressed } : {}),
    // Where it may write the weeks table (the mail sweeper): a sent option reminder is marked on its week.
    ...(process.env[tables.weeks.envVar] ? { afterSent: markReminderSent, unwanted: reminderOutdated } : {}),
  };
}

/** An option reminder whose option is over or moved to another day since it was queued: not sent. */
async function reminderOutdated(mail: OutboxMail): Promise<string | undefined> {
  if (mail.kind !== 'reminder') return undefined;
  const [, from = '', until] = mail.mailId.split('#');
  const week = await weeksStore(dynamo, tableName('weeks')).get(from);
  return week?.status === 'optioned' && week.optionUntil === until ? undefined : 'the option changed';
}

/** A sent option reminder (`reminder#<week>#<optionUntil>`): the week records it (`reminderSentAt`). */
async function markReminderSent(mail: OutboxMail, sesMessageId: string): Promise<void> {
  if (mail.kind !== 'reminder') return;
  const [, week = ''] = mail.mailId.split('#');
  await weeksStore(dynamo, tableName('weeks')).markReminded(week, sesMessageId, new Date());
}

async function isSuppressed(address: string): Promise<boolean> {
  const suppression = (await subscribers().get(address))?.suppressed;
  return suppression !== undefined && permanentSuppressions.includes(suppression);
}

/**
 * Takes one slot of the site-wide hourly cap on mail to visitors' addresses (acknowledgements and
 * newsletter confirmations together, `VISITOR_MAIL_HOURLY_CAP`): past it, nothing more goes to an address
 * a visitor typed this hour, whoever typed it, and `logEvents.visitorMailCapped` raises the alarm.
 */
export async function takeVisitorMailSlot(
  store: OutboxStore,
  kind: MailKind,
  now: Date,
  fields: Record<string, unknown> = {},
): Promise<boolean> {
  const cap = visitorMailHourlyCap();
  const expiry = epochSeconds(now) + counterRetentionSeconds;
  if (await store.takeSlot(`counter#visitor#${hourOf(now)}`, cap, expiry)) return true;
  log('warn', logEvents.visitorMailCapped, { ...fields, kind, cap });
  return false;
}

export const hourOf = (now: Date) => now.toISOString().slice(0, 13);
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
