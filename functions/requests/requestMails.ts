import { requestReference } from '../../common/contracts/reference';
import { counterRetentionSeconds, epochSeconds, hourOf, takeVisitorMailSlot } from '../mail/hourlyCaps';
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

/** Where a request's mails are queued (default: the outbox table), and the suppression lookup its entry point wires. */
export interface RequestMailDeps {
  store?: OutboxStore;
  /** True when an address bounced or complained (functions/newsletter/mails.ts): no acknowledgement. */
  suppressed?: (address: string) => Promise<boolean>;
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
 * (or, past `OWNER_MAIL_HOURLY_CAP` this hour, a line in the hour's digest) and the visitor's
 * acknowledgement (unless that address had `ACK_HOURLY_CAP_PER_ADDRESS` this hour). Returns the mails
 * to try right away; the digest waits for the end of its hour.
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
    if (await store.takeSlot(`counter#owner#${hourOf(now)}`, ownerMailHourlyCap, counterExpiry)) {
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
    log(
      outcome === 'added' ? 'info' : 'warn',
      outcome === 'added'
        ? 'owner mail over the hourly cap; request added to the digest'
        : 'owner mail over the hourly cap; digest full, request counted in it (listed by the owner CLI)',
      { ...fields, digest: digestId, cap: ownerMailHourlyCap },
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
      ...requestMails.ack.compose({ ...request, reference }),
    };
    if (!(await store.put(item))) return;
    const suppressed = await deps.suppressed?.(address).catch((error: unknown) => {
      log('warn', 'suppression not checked; acknowledgement queued', { ...fields, error: errorName(error) });
      return false;
    });
    if (suppressed) {
      await store.withdraw(item.mailId, 'address suppressed (bounce or complaint)');
      log('info', 'acknowledgement not sent: address suppressed', { ...fields, visitor: pseudonym(address) });
      return;
    }
    const counter = `counter#ack#${keyedHash('ack-cap', address)}#${hourOf(now)}`;
    if (!(await store.takeSlot(counter, ackHourlyCapPerAddress, counterExpiry))) {
      await store.withdraw(item.mailId, 'address over its hourly cap');
      log('warn', 'acknowledgement not sent: address over its hourly cap', {
        ...fields,
        visitor: pseudonym(address),
        cap: ackHourlyCapPerAddress,
      });
      return;
    }
    if (!(await takeVisitorMailSlot(store, 'ack', now, fields))) {
      await store.withdraw(item.mailId, 'visitor mail over the hourly cap');
      return;
    }
    ready.push(item);
  }
}
