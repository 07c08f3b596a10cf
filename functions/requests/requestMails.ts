import { requestReference } from '../../common/contracts/reference';
import {
  counterRetentionSeconds,
  epochSeconds,
  hourOf,
  mailSource,
  takeSourceSlot,
  takeVisitorMailSlot,
  visitorMailPaused,
} from '../mail/hourlyCaps';
import type { OutboxMail, OutboxStore } from '../mail/outboxMail';
import { outboxStore } from '../mail/outboxStore';
import { dynamo } from '../platform/clients';
import { ownerMailSettings, tableName } from '../platform/config';
import { errorText as errorName } from '../platform/errorText';
import { keyedHash } from '../platform/privacyKey';
import { log, pseudonym } from '../platform/log';
import type { DigestEntry } from './digestEmail';
import { viewOf } from './fields';
import { requestMails, type RequestForMail } from './mails';

/** What is known of an address: it bounced or complained, it proved itself (a confirmed subscriber), or nothing. */
export type AddressStanding = 'suppressed' | 'proven' | 'unknown';

/**
 * Where a request's mails are queued (default: the outbox table), the address lookup its entry point
 * wires, and the client the request came from (functions/platform/http.ts clientAddress).
 */
export interface RequestMailDeps {
  store?: OutboxStore;
  /** What the subscriptions table knows of an address (functions/newsletter/mails.ts addressStanding). */
  standing?: (address: string) => Promise<AddressStanding>;
  /** The request's client, for the per-source budgets (functions/mail/hourlyCaps.ts); none: not counted. */
  client?: string;
}

/** The ids of a request's two mails: the owner's notification and the guest's acknowledgement. */
export const requestMailIds = (submissionId: string) => ({
  owner: `owner#${submissionId}`,
  ack: `ack#${submissionId}`,
});

/** How long a just-queued mail belongs to the process that queued it; after that the sweep takes it. */
const queueHoldMs = 30_000;

/**
 * Stores the mails a stored request gives, before anything is sent (again for a repeat of the request:
 * nothing is queued twice, and what a first try failed to queue is queued now): the owner's notification
 * (or, past `OWNER_MAIL_HOURLY_CAP` this hour or past its source's hourly budget, a line in the hour's
 * digest) and the visitor's acknowledgement, which goes only to an address that did not bounce, had
 * fewer than `ACK_HOURLY_CAP_PER_ADDRESS` this hour and, unless it proved itself, while visitor mail is
 * not paused and the request's source is within its budget (functions/mail/hourlyCaps.ts). Returns the
 * mails to try right away; the digest waits for the end of its hour.
 */
export async function enqueueRequestMails(
  request: RequestForMail,
  now = new Date(),
  deps: RequestMailDeps = {},
): Promise<OutboxMail[]> {
  const { ownerEmail, ownerLocale, ownerMailHourlyCap, ackHourlyCapPerAddress } = ownerMailSettings();
  const store = deps.store ?? outboxStore(dynamo, tableName('outbox'));
  const reference = requestReference(request.submissionId);
  const counterExpiry = epochSeconds(now) + counterRetentionSeconds;
  const base = {
    createdAt: now.toISOString(),
    state: 'pending' as const,
    // Held for this process while it checks the hourly caps (and tries the mail at once): a sweep
    // running meanwhile must not send a mail this process is about to move into the digest.
    nextAttemptAt: new Date(now.getTime() + queueHoldMs).toISOString(),
    attempts: 0,
  };
  const ready: OutboxMail[] = [];
  const fields = { submissionId: request.submissionId, reference };
  const source = deps.client ? mailSource(deps.client) : undefined;
  // The source's slot, taken once for the request when a first mail of it is stored (never for a repeat).
  let sourceVerdict: Promise<string | undefined> | undefined;
  const overSourceBudget = () =>
    (sourceVerdict ??= source ? takeSourceSlot(store, source, now) : Promise.resolve(undefined));

  // Each part on its own: a storage error queueing one mail never keeps the other from being queued.
  await queueOwnerMail().catch((error: unknown) =>
    log('error', 'owner mail not queued: storage error', { ...fields, error: errorName(error) }),
  );
  await queueAck().catch((error: unknown) =>
    log('error', 'acknowledgement not queued: storage error', { ...fields, error: errorName(error) }),
  );
  return ready;

  // Each mail is stored first (a conditional put: a repeat of the request queues nothing twice), then
  // checked against its hourly cap; over the cap it is withdrawn before any attempt (the owner's goes
  // into the digest first, so a crash in between can double a line, never lose one).
  async function queueOwnerMail() {
    const item: OutboxMail = {
      ...base,
      mailId: requestMailIds(request.submissionId).owner,
      kind: 'owner',
      to: [ownerEmail],
      replyTo: [request.email],
      reference,
      submissionId: request.submissionId,
      ...requestMails.owner.compose({ request, locale: ownerLocale, now }),
    };
    if (!(await store.put(item))) return;
    // A source past its budget goes to the digest at once: a flood never uses up the owner's hourly cap.
    const overBudget = await overSourceBudget();
    if (!overBudget && (await store.takeSlot(`counter#owner#${hourOf(now)}`, ownerMailHourlyCap, counterExpiry))) {
      ready.push(item);
      return;
    }
    const entry: DigestEntry = { ...viewOf(request, 'digest'), reference };
    // The hour's digest, sent when the hour is over; once it is being sent, the next hour's takes it.
    let hour = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), now.getUTCHours()));
    let digestId: string;
    let outcome: 'added' | 'counted' | false;
    for (;;) {
      const due = new Date(hour.getTime() + 3_600_000);
      const digest = {
        ...base,
        mailId: `digest#${hourOf(hour)}`,
        kind: 'digest' as const,
        to: [ownerEmail],
        reference: `digest ${hourOf(hour)}:00Z`,
        nextAttemptAt: due.toISOString(),
      };
      outcome = await store.addToDigest(digest, entry);
      if (outcome) {
        digestId = digest.mailId;
        break;
      }
      hour = due;
    }
    if (!(await store.withdraw(item.mailId, `in ${digestId}`))) ready.push(item);
    const why = overBudget ? 'source over its hourly budget' : 'owner mail over the hourly cap';
    log(
      outcome === 'added' ? 'info' : 'warn',
      outcome === 'added'
        ? `${why}; request added to the digest`
        : `${why}; digest full, request counted in it (listed by the owner CLI)`,
      { ...fields, digest: digestId, cap: ownerMailHourlyCap, ...(overBudget ? { overBudget } : {}) },
    );
  }

  async function queueAck() {
    const address = request.email.toLowerCase();
    const item: OutboxMail = {
      ...base,
      mailId: requestMailIds(request.submissionId).ack,
      kind: 'ack',
      to: [request.email],
      replyTo: [ownerEmail],
      reference,
      submissionId: request.submissionId,
      // The request's network, sent as an SES tag: a bounce of this mail is charged to it.
      ...(source ? { sourceTag: source.network } : {}),
      ...requestMails.ack.compose({ ...request, reference }),
    };
    if (!(await store.put(item))) return;
    const standing = await (deps.standing?.(address) ?? Promise.resolve<AddressStanding>('unknown')).catch(
      (error: unknown) => {
        log('warn', 'address not looked up; acknowledgement treated as to an unproven address', {
          ...fields,
          error: errorName(error),
        });
        return 'unknown' as const;
      },
    );
    /** Takes the acknowledgement out unsent (the request is stored and the owner told all the same). */
    const withdraw = async (why: string, level: 'info' | 'warn', extra: Record<string, unknown> = {}) => {
      await store.withdraw(item.mailId, why);
      log(level, `acknowledgement not sent: ${why}`, { ...fields, visitor: pseudonym(address), ...extra });
    };
    if (standing === 'suppressed') return withdraw('address suppressed (bounce or complaint)', 'info');
    const counter = `counter#ack#${keyedHash('ack-cap', address)}#${hourOf(now)}`;
    if (!(await store.takeSlot(counter, ackHourlyCapPerAddress, counterExpiry))) {
      return withdraw('address over its hourly cap', 'warn', { cap: ackHourlyCapPerAddress });
    }
    // An address that proved itself cannot bounce a made-up mail: no source budget, no pause.
    if (standing !== 'proven') {
      const overBudget = await overSourceBudget();
      if (overBudget) return withdraw(`source over budget (${overBudget})`, 'info');
      if (await visitorMailPaused(store, 'ack', now, fields))
        return withdraw('visitor mail paused (bounces today)', 'info');
    }
    if (!(await takeVisitorMailSlot(store, 'ack', now, fields))) {
      await store.withdraw(item.mailId, 'visitor mail over the hourly cap');
      return;
    }
    ready.push(item);
  }
}
