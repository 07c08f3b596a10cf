/**
 * What is held about an e-mail address and how `privacy forget` erases it, as pure functions over the
 * items read (functions/privacy/personalData.ts reads and writes the tables; the owner CLI prints).
 * Unit-tested in rules.test.ts; the whole round trip on DynamoDB Local in tests/integration/privacy.test.ts.
 */
import { normaliseEmail, type Subscriber } from '../newsletter/subscriberTokens';
import { personalErasure } from '../requests/fields';
import type { OutboxMail } from '../mail/outboxMail';
import type { DigestEntry } from '../requests/mail';
import type { DeskRequest } from '../requests/store';

/** A plausible address, normalised (trimmed, lower case); undefined when it is not one. */
export function emailAddress(text: string): string | undefined {
  const address = normaliseEmail(text);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? address : undefined;
}

/** Is `value` this (normalised) address, in any case or spacing? */
export const sameAddress = (value: unknown, address: string): boolean =>
  typeof value === 'string' && normaliseEmail(value) === address;

/** Does an outbox item concern the address: sent to it, replying to it (the owner's mail), or a digest naming it? */
export function mailConcerns(mail: OutboxMail, address: string, submissionIds: ReadonlySet<string>): boolean {
  return (
    (mail.to ?? []).some((to) => sameAddress(to, address)) ||
    (mail.replyTo ?? []).some((to) => sameAddress(to, address)) ||
    (mail.submissionId !== undefined && submissionIds.has(mail.submissionId)) ||
    (mail.entries ?? []).some((entry) => sameAddress(entry.email, address))
  );
}

/**
 * Outbox items keyed by a keyed hash of the address (security review N5) rather than holding it: its
 * acknowledgement counters (`counter#ack#<hash>#<hour>`) and its newsletter campaign records
 * (`campaign#<id>#<subscriberId>`).
 */
export function isDerivedRecord(mailId: string, hashes: { ackCounterPrefix: string; subscriberId: string }): boolean {
  return (
    mailId.startsWith(hashes.ackCounterPrefix) ||
    (mailId.startsWith('campaign#') && mailId.endsWith(`#${hashes.subscriberId}`))
  );
}

/** Everything held about one address, as read from the tables. */
export interface HeldAbout {
  address: string;
  requests: DeskRequest[];
  /** Outbox mails to it or about it (`mailConcerns`). */
  mails: OutboxMail[];
  /** Outbox items keyed by a hash of it (`isDerivedRecord`). */
  derived: OutboxMail[];
}

/** Picks, from whole tables, what concerns the address. */
export function heldAbout(
  address: string,
  tables: { requests: readonly DeskRequest[]; outbox: readonly OutboxMail[] },
  hashes: { ackCounterPrefix: string; subscriberId: string },
): HeldAbout {
  const requests = tables.requests.filter((request) => sameAddress(request.email, address));
  const ids = new Set(requests.map((request) => request.submissionId));
  const mails = tables.outbox.filter((mail) => mailConcerns(mail, address, ids));
  const derived = tables.outbox.filter((item) => !mails.includes(item) && isDerivedRecord(item.mailId, hashes));
  return { address, requests, mails, derived };
}

/** Requests kept (anonymised) rather than deleted: the week's option or booking refers to them. */
export const keptStatuses: ReadonlySet<string> = new Set(['booked', 'optioned']);

/** The writes `privacy forget` makes, decided before any is made. */
export interface ErasurePlan {
  /** Requests deleted: closed or open ones nothing refers to. */
  deleteRequests: string[];
  /** Booked or optioned requests kept with the personal fields erased. */
  anonymiseRequests: Array<{ submissionId: string; reference: string }>;
  /** What an anonymised request's fields become: `set` to these values, `remove`d. */
  anonymise: { set: Record<string, string>; remove: string[] };
  /** Digests that also list other guests: rewritten with only their entries. */
  editDigests: Array<{ mail: OutboxMail; entries: DigestEntry[] }>;
  /** Mail ids deleted: mails to or about the address, and the records keyed by its hash. */
  deleteMails: string[];
  deleteRecords: string[];
}

export function erasurePlan(held: HeldAbout): ErasurePlan {
  // Each personal field of the request list (common/contracts/requestFields.ts), set or removed.
  const erasure = personalErasure();
  const plan: ErasurePlan = {
    deleteRequests: [],
    anonymiseRequests: [],
    anonymise: { set: erasure.set, remove: [...erasure.remove, 'contentHash'] },
    editDigests: [],
    deleteMails: [],
    deleteRecords: [],
  };
  for (const request of held.requests) {
    if (request.status && keptStatuses.has(request.status)) {
      plan.anonymiseRequests.push({
        submissionId: request.submissionId,
        reference: request.reference ?? request.submissionId,
      });
    } else plan.deleteRequests.push(request.submissionId);
  }
  const ids = new Set(held.requests.map((request) => request.submissionId));
  for (const mail of held.mails) {
    // A digest's entries are requests' (functions/requests/mail.ts puts them there).
    const others = ((mail.entries ?? []) as DigestEntry[]).filter(
      (entry) => !sameAddress(entry.email, held.address) && !ids.has(entry.submissionId),
    );
    // A digest also listing other guests: only this guest's lines go.
    if (mail.kind === 'digest' && others.length > 0) plan.editDigests.push({ mail, entries: others });
    else plan.deleteMails.push(mail.mailId);
  }
  plan.deleteRecords = held.derived.map((item) => item.mailId);
  return plan;
}

/** One mail as `privacy export` shows it: of a digest, only the address's own entries. */
export function exportedMail(mail: OutboxMail, address: string) {
  return {
    mailId: mail.mailId,
    kind: mail.kind,
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject ?? null,
    state: mail.state ?? (mail.sentAt ? 'sent' : mail.withdrawn ? 'withdrawn' : null),
    createdAt: mail.createdAt,
    sentAt: mail.sentAt ?? null,
    text: mail.text ?? null,
    entries: mail.entries?.filter((entry) => sameAddress(entry.email, address)) ?? null,
  };
}

/** A subscriber as the owner reads it (`subscribers --json`, `privacy export`): no keyed hash, times in ISO. */
export function subscriberJson(subscriber: Subscriber) {
  return {
    state: subscriber.state,
    locale: subscriber.locale,
    email: subscriber.email ?? null,
    suppressed: subscriber.suppressed ?? null,
    requestedAt: subscriber.consent?.requestedAt ?? null,
    confirmedAt: subscriber.consent?.confirmedAt ?? null,
    noticeVersion: subscriber.consent?.noticeVersion ?? null,
    expiresAt: subscriber.expiresAt ? new Date(subscriber.expiresAt * 1000).toISOString() : null,
    updatedAt: subscriber.updatedAt,
  };
}

/** `privacy export`'s document: everything held about the address. */
export function exportDocument(held: HeldAbout, subscription: Subscriber | undefined, now: Date) {
  return {
    email: held.address,
    exportedAt: now.toISOString(),
    requests: held.requests,
    subscription: subscription
      ? {
          ...subscriberJson(subscription),
          subscriberId: subscription.subscriberId,
          consent: subscription.consent ?? null,
        }
      : null,
    mail: held.mails.map((mail) => exportedMail(mail, held.address)),
    // Campaigns sent to the address and its acknowledgement counters (keyed by a hash of it).
    records: held.derived.map((item) => ({ ...item })),
  };
}
