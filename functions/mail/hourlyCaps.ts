import { logEvents } from '../../common/logEvents';
import { ownerMailSettings, visitorMailBudgets, visitorMailHourlyCap } from '../platform/config';
import { clientNetwork } from '../platform/http';
import { log } from '../platform/log';
import { keyedHash } from '../platform/privacyKey';
import type { DigestEntry, OutboxMail, OutboxStore } from './outboxMail';

/**
 * The caps on mail, as counters in the outbox table (`counter#…`, `takeSlot`), and how they keep a flood
 * of made-up addresses from silencing the site (security review 2026-11-28, F1):
 *
 * - each kind of visitor mail has its own site-wide hourly cap (acknowledgements
 *   `VISITOR_MAIL_HOURLY_CAP`, newsletter confirmations `CONFIRM_MAIL_HOURLY_CAP`), so one kind's
 *   flood never uses up the other's;
 * - inside them, each source (an IPv4 address, an IPv6 /64) and its network (IPv4 /24, IPv6 /48) has
 *   an hourly budget of requests that may mail a visitor (`SOURCE_MAIL_HOURLY_CAP`): one network's
 *   flood takes a handful of mails, never the site-wide cap, and its requests past the budget go to
 *   the owner's digest instead of using up the owner's hourly cap;
 * - a network one of whose visitor mails bounced permanently today gets no more visitor mail today
 *   (SES returns the mail's `source` tag with the bounce: functions/newsletter/bounces.ts);
 * - when the day's permanent bounces reach `VISITOR_BOUNCE_DAILY_LIMIT`, mail to unproven visitor
 *   addresses pauses until the day ends and an alarm tells the owner, so the SES account (which also
 *   carries the owner's notifications) stays far from review.
 *
 * Addresses that have proved themselves (a confirmed newsletter subscriber) skip the source budgets
 * and the pause: they cannot bounce a made-up mail. Every request is stored and the owner told whatever
 * these say.
 */

/** How long the counters are kept (DynamoDB TTL). */
export const counterRetentionSeconds = 2 * 86_400;

/** The kinds of mail to an address a visitor typed. */
export type VisitorMailKind = 'ack' | 'confirm';

/**
 * Takes one slot of its kind's site-wide hourly cap (acknowledgements `VISITOR_MAIL_HOURLY_CAP`,
 * confirmations `CONFIRM_MAIL_HOURLY_CAP`): past it, no more of that kind goes out this hour, whoever
 * asks, and `logEvents.visitorMailCapped` raises the alarm.
 */
export async function takeVisitorMailSlot(
  store: OutboxStore,
  kind: VisitorMailKind,
  now: Date,
  fields: Record<string, unknown> = {},
): Promise<boolean> {
  const cap = kind === 'ack' ? visitorMailHourlyCap() : visitorMailBudgets().confirmHourly;
  const counter = kind === 'ack' ? `counter#visitor#${hourOf(now)}` : `counter#confirm#${hourOf(now)}`;
  if (await store.takeSlot(counter, cap, expiryOf(now))) return true;
  log('warn', logEvents.visitorMailCapped, { ...fields, kind, cap });
  return false;
}

/** Where a request came from, as the mail budgets count it: keyed hashes of its client and network. */
export interface MailSource {
  client: string;
  /** Also the `source` tag of the mail it causes (letters, digits, `-`, `_`). */
  network: string;
}

/** The source of a request from `client` (functions/platform/http.ts clientAddress), keyed by the privacy secret. */
export function mailSource(client: string): MailSource {
  return { client: keyedHash('mail-source', client), network: keyedHash('mail-source', clientNetwork(client)) };
}

/**
 * Takes one request's slot in its source's hourly budget: undefined when within it, else why not (its
 * network bounced a visitor mail today, or the source or its network used up this hour's budget).
 * Called once per new request (or sign-up due a confirmation).
 */
export async function takeSourceSlot(store: OutboxStore, source: MailSource, now: Date): Promise<string | undefined> {
  const { perSource, networkFactor } = visitorMailBudgets();
  if (perSource === 0) return undefined;
  const expiry = expiryOf(now);
  if (!(await store.underCap(`counter#netbounce#${source.network}#${dayOf(now)}`, 1, expiry))) {
    return 'its network bounced a visitor mail today';
  }
  if (!(await store.takeSlot(`counter#source#${source.client}#${hourOf(now)}`, perSource, expiry))) {
    return 'its source used up this hour’s budget';
  }
  if (!(await store.takeSlot(`counter#network#${source.network}#${hourOf(now)}`, perSource * networkFactor, expiry))) {
    return 'its network used up this hour’s budget';
  }
  return undefined;
}

/**
 * True when mail to unproven visitor addresses is paused: today's permanent bounces reached
 * `VISITOR_BOUNCE_DAILY_LIMIT` (logged as `logEvents.visitorMailPaused`, which alarms).
 */
export async function visitorMailPaused(
  store: OutboxStore,
  kind: VisitorMailKind,
  now: Date,
  fields: Record<string, unknown> = {},
): Promise<boolean> {
  const limit = visitorMailBudgets().bounceDailyLimit;
  if (limit === 0 || (await store.underCap(`counter#bounces#${dayOf(now)}`, limit, expiryOf(now)))) return false;
  log('warn', logEvents.visitorMailPaused, { ...fields, kind, limit });
  return true;
}

/** A permanent bounce or complaint of the site's mail (not the owner's): today's count, and its network's when tagged. */
export async function recordVisitorBounce(store: OutboxStore, now: Date, sourceTag?: string): Promise<void> {
  const expiry = expiryOf(now);
  await store.takeSlot(`counter#bounces#${dayOf(now)}`, Number.MAX_SAFE_INTEGER, expiry);
  if (sourceTag && /^[\w-]{1,64}$/.test(sourceTag)) {
    await store.takeSlot(`counter#netbounce#${sourceTag}#${dayOf(now)}`, Number.MAX_SAFE_INTEGER, expiry);
  }
}

/** The UTC hour a counter counts in, `YYYY-MM-DDTHH`. */
export const hourOf = (now: Date) => now.toISOString().slice(0, 13);
/** The UTC day a daily counter counts in, `YYYY-MM-DD`. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const expiryOf = (now: Date) => epochSeconds(now) + counterRetentionSeconds;

/** Why a mail to a visitor's address was withheld. */
export type Withheld = 'suppressed' | 'address' | 'source' | 'paused' | 'cap';
/** What is known of an address: it bounced or complained, it proved itself (a confirmed subscriber), or nothing. */
export type AddressStanding = 'suppressed' | 'proven' | 'unknown';

/** A mail about to be queued: what its kind composed, and what the queue adds. */
type Queued = Pick<OutboxMail, 'mailId' | 'kind' | 'to' | 'subject' | 'text' | 'html'> & Partial<OutboxMail>;
interface QueueFields {
  submissionId?: string;
  reference: string;
  now: Date;
  /** The request's source: its slot is taken once, by whichever mail asks first (`sourceBudget`). */
  overBudget?: () => Promise<string | undefined>;
}

/** A source's slot for one request or sign-up, taken at most once, however many of its mails ask. */
export function sourceBudget(store: OutboxStore, source: MailSource | undefined, now: Date) {
  let verdict: Promise<string | undefined> | undefined;
  return () => (verdict ??= source ? takeSourceSlot(store, source, now) : Promise.resolve(undefined));
}

/** How long a just-queued mail belongs to the process that queued it; after that the sweep takes it. */
const queueHoldMs = 30_000;

function stored(mail: Queued, fields: QueueFields): OutboxMail {
  return {
    reference: fields.reference,
    ...(fields.submissionId ? { submissionId: fields.submissionId } : {}),
    createdAt: fields.now.toISOString(),
    state: 'pending',
    // Held for this process while it checks the caps: a sweep meanwhile must not send what is about to be withdrawn.
    nextAttemptAt: new Date(fields.now.getTime() + queueHoldMs).toISOString(),
    attempts: 0,
    ...mail,
  };
}

/**
 * Stores a mail to an address a visitor typed (a conditional put: a repeat queues nothing twice), then
 * lets it go only to an address that did not bounce, had fewer than `perAddressHourly` this hour (when
 * given) and, unless it proved itself, while visitor mail is not paused and the source is within its
 * budget, and under its kind's site-wide hourly cap; otherwise it is withdrawn unsent, and why is returned.
 */
export async function queueVisitorMail(
  store: OutboxStore,
  {
    mail,
    address,
    standing,
    perAddressHourly,
    ...fields
  }: QueueFields & {
    mail: Queued & { kind: VisitorMailKind };
    address: string;
    standing?: (address: string) => Promise<AddressStanding>;
    perAddressHourly?: number;
  },
): Promise<{ ready?: OutboxMail; noAck?: Withheld }> {
  const item = stored(mail, fields);
  if (!(await store.put(item))) return {};
  const { now } = fields;
  const logged = { submissionId: fields.submissionId, reference: fields.reference, kind: mail.kind };
  const known = await (standing?.(address.toLowerCase()) ?? Promise.resolve<AddressStanding>('unknown')).catch(
    () => 'unknown' as const,
  );
  const withhold = async (noAck: Withheld, why: string) => {
    await store.withdraw(item.mailId, why);
    // A warning whatever the reason: the guest hears nothing from the site, and the terminal says so.
    log('warn', `visitor mail not sent: ${why}`, logged);
    return { noAck };
  };
  if (known === 'suppressed') return withhold('suppressed', 'address suppressed (bounce or complaint)');
  const counter = `counter#${mail.kind}#${keyedHash('ack-cap', address.toLowerCase())}#${hourOf(now)}`;
  if (perAddressHourly !== undefined && !(await store.takeSlot(counter, perAddressHourly, expiryOf(now))))
    return withhold('address', 'address over its hourly cap');
  // An address that proved itself cannot bounce a made-up mail: no source budget, no pause.
  if (known !== 'proven') {
    const over = await fields.overBudget?.();
    if (over) return withhold('source', `source over budget (${over})`);
    if (await visitorMailPaused(store, mail.kind, now, logged))
      return withhold('paused', 'visitor mail paused (bounces today)');
  }
  if (!(await takeVisitorMailSlot(store, mail.kind, now, logged)))
    return withhold('cap', 'visitor mail over the hourly cap');
  return { ready: item };
}

/**
 * Stores a mail to the owner (a conditional put), then lets it go under `OWNER_MAIL_HOURLY_CAP` while its
 * source is within budget; otherwise its `entry` goes into the hour's digest, sent when the hour is over:
 * a full page of it (or one being sent) passes the entry to the next page, so every request is named.
 * The digest line is written before the mail is withdrawn: a crash in between can double a line, never lose one.
 */
export async function queueOwnerMail(
  store: OutboxStore,
  { mail, entry, ...fields }: QueueFields & { mail: Queued; entry: DigestEntry },
): Promise<OutboxMail | undefined> {
  const item = stored(mail, fields);
  if (!(await store.put(item))) return undefined;
  const { now } = fields;
  const over = await fields.overBudget?.();
  const { ownerMailHourlyCap } = ownerMailSettings();
  if (!over && (await store.takeSlot(`counter#owner#${hourOf(now)}`, ownerMailHourlyCap, expiryOf(now)))) return item;
  const hour = hourOf(now);
  const due = new Date(`${hour}:00:00.000Z`).getTime() + 3_600_000;
  let page = 1;
  const digestId = () => (page === 1 ? `digest#${hour}` : `digest#${hour}#${page}`);
  while (
    !(await store.addToDigest(
      {
        ...stored({ mailId: digestId(), kind: 'digest', to: mail.to }, { ...fields, reference: `digest ${hour}:00Z` }),
        nextAttemptAt: new Date(due).toISOString(),
      },
      entry,
    ))
  )
    page += 1;
  // Withdrawn unless a sweep took it meanwhile (then it goes too: a line twice, never none).
  const withdrawn = await store.withdraw(item.mailId, `in ${digestId()}`);
  log(
    'info',
    `${over ? 'source over its hourly budget' : 'owner mail over the hourly cap'}; request added to ${digestId()}`,
    {
      submissionId: fields.submissionId,
      reference: fields.reference,
      cap: ownerMailHourlyCap,
    },
  );
  return withdrawn ? undefined : item;
}
