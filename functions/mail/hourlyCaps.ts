import { logEvents } from '../../common/logEvents';
import { visitorMailHourlyCap } from '../platform/config';
import { log } from '../platform/log';
import type { OutboxStore } from './outboxMail';

/**
 * The hourly caps on mail, as counters in the outbox table (`counter#…`, `takeSlot`): the hour they
 * count in, and the site-wide cap on mail to the addresses visitors type.
 */

/** How long the hourly counters are kept (DynamoDB TTL). */
export const counterRetentionSeconds = 2 * 86_400;

/**
 * Takes one slot of the site-wide hourly cap on mail to visitors' addresses (acknowledgements and
 * newsletter confirmations together, `VISITOR_MAIL_HOURLY_CAP`): past it, nothing more goes to an address
 * a visitor typed this hour, whoever typed it, and `logEvents.visitorMailCapped` raises the alarm.
 */
export async function takeVisitorMailSlot(
  store: OutboxStore,
  kind: string,
  now: Date,
  fields: Record<string, unknown> = {},
): Promise<boolean> {
  const cap = visitorMailHourlyCap();
  const expiry = epochSeconds(now) + counterRetentionSeconds;
  if (await store.takeSlot(`counter#visitor#${hourOf(now)}`, cap, expiry)) return true;
  log('warn', logEvents.visitorMailCapped, { ...fields, kind, cap });
  return false;
}

/** The UTC hour a counter counts in, `YYYY-MM-DDTHH`. */
export const hourOf = (now: Date) => now.toISOString().slice(0, 13);
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
