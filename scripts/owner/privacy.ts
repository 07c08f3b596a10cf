import { personalErasure } from '../../functions/requests/fields';
import { fieldLabel, fieldsWhere } from '../../src/contracts/requestFields';
import {
  DeleteCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keyedHash } from '../../functions/platform/privacyKey';
import type { OutboxMail } from '../../functions/mail/outboxStore';
import type { DeskRequest } from '../../functions/requests/desk';
import {
  normaliseEmail,
  subscriberIdOf,
  subscribersStore,
  subscriberStates,
  type Subscriber,
} from '../../functions/newsletter/subscribers';
import { locales } from '../../src/i18n/locales';
import type { Io } from './cli';
import { toCsv } from './csv';
import { OwnerError } from './errors';
import { italianTime } from './requests';
import { table } from './table';
import type { Target } from './target';

export const privacyUsage = `  subscribers                             newsletter subscribers: counts by state and language, then
                                          each one: state, language, address (or "(hash only)" once
                                          unsubscribed, bounced, complained or forgotten), requested
                                          and confirmed (Italian time). Pending sign-ups expire 48 h
                                          after the request unless confirmed through the e-mailed link
  export subscribers --csv [--out FILE]   the same list as CSV (RFC 4180, UTF-8 with BOM)
  privacy export <email>                  everything held about one address, as JSON: its charter
                                          requests, its newsletter subscription and consent (when,
                                          language, privacy notice version, confirmation), and the
                                          mails to or about it in the outbox (the mail log)
  privacy forget <email>                  erases the address everywhere: deletes its charter requests
                                          (a booked or optioned one is kept for your records with the
                                          name, e-mail, phone and message erased), deletes its mails
                                          from the outbox, and keeps of its subscription only the
                                          keyed hash, marked "forgotten", so it is never mailed again
                                          unless it signs up again; prints what it did in each table
`;

async function scanAll<T>(db: DynamoDBDocumentClient, tableName: string): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The tables these commands use; each missing one is a one-line refusal. */
function tablesOf(target: Target) {
  if (!target.subscriptionsTable || !target.joinRequestsTable || !target.outboxTable) {
    throw new OwnerError(
      `The ${target.where} lacks the subscriptions, requests or outbox table outputs: deploy the current version (\`npm run deploy\`).`,
    );
  }
  return { subscriptions: target.subscriptionsTable, requests: target.joinRequestsTable, outbox: target.outboxTable };
}

const time = (iso: string | undefined) => (iso ? italianTime(iso) : '');

function subscriberJson(subscriber: Subscriber) {
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

/** Counts by state × language, every state and language present (zeros included). */
export function subscriberCounts(list: readonly Subscriber[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const state of subscriberStates) counts[state] = Object.fromEntries(locales.map((locale) => [locale, 0]));
  for (const subscriber of list) {
    const row = (counts[subscriber.state] ??= Object.fromEntries(locales.map((locale) => [locale, 0])));
    row[subscriber.locale] = (row[subscriber.locale] ?? 0) + 1;
  }
  return counts;
}

/** `subscribers [--json]` */
export async function listSubscribers(target: Target, json: boolean, io: Io): Promise<void> {
  const list = await subscribersStore(target.db, tablesOf(target).subscriptions).list();
  const counts = subscriberCounts(list);
  if (json) {
    io.out(JSON.stringify({ counts, subscribers: list.map(subscriberJson) }, null, 2));
    return;
  }
  for (const line of table(
    ['State', ...locales, 'Total'],
    Object.entries(counts).map(([state, row]) => [
      state,
      ...locales.map((locale) => String(row[locale] ?? 0)),
      String(Object.values(row).reduce((sum, count) => sum + count, 0)),
    ]),
  )) {
    io.out(line);
  }
  io.out('');
  if (list.length === 0) {
    io.out('No subscribers yet.');
    return;
  }
  const rows = list.map((subscriber) => [
    subscriber.suppressed && subscriber.suppressed !== 'unsubscribed'
      ? `${subscriber.state} (${subscriber.suppressed})`
      : subscriber.state,
    subscriber.locale,
    subscriber.email ?? '(hash only)',
    time(subscriber.consent?.requestedAt),
    time(subscriber.consent?.confirmedAt),
  ]);
  for (const line of table(['State', 'Language', 'Address', 'Requested', 'Confirmed'], rows)) io.out(line);
}

/** `export subscribers --csv` */
export async function subscribersCsv(target: Target): Promise<string> {
  const list = await subscribersStore(target.db, tablesOf(target).subscriptions).list();
  return toCsv(
    [
      'state',
      'language',
      'email',
      'suppressed',
      'requested (Italian time)',
      'confirmed (Italian time)',
      'notice version',
    ],
    list.map((subscriber) => [
      subscriber.state,
      subscriber.locale,
      subscriber.email ?? '(hash only)',
      subscriber.suppressed ?? '',
      time(subscriber.consent?.requestedAt),
      time(subscriber.consent?.confirmedAt),
      subscriber.consent?.noticeVersion ?? '',
    ]),
  );
}

function checkAddress(email: string | undefined): string {
  const address = normaliseEmail(email ?? '');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new OwnerError(`"${email ?? ''}" is not an e-mail address: give the address, e.g. guest@example.com.`);
  }
  return address;
}

const sameAddress = (value: unknown, address: string) => typeof value === 'string' && normaliseEmail(value) === address;

/** Does an outbox item concern the address: sent to it, replying to it (the owner's mail), or a digest naming it? */
function mailConcerns(mail: OutboxMail, address: string, submissionIds: ReadonlySet<string>): boolean {
  return (
    (mail.to ?? []).some((to) => sameAddress(to, address)) ||
    (mail.replyTo ?? []).some((to) => sameAddress(to, address)) ||
    (mail.submissionId !== undefined && submissionIds.has(mail.submissionId)) ||
    (mail.entries ?? []).some((entry) => sameAddress(entry.email, address))
  );
}

async function gather(target: Target, address: string) {
  const names = tablesOf(target);
  const requests = (await scanAll<DeskRequest>(target.db, names.requests)).filter((request) =>
    sameAddress(request.email, address),
  );
  const ids = new Set(requests.map((request) => request.submissionId));
  const outbox = await scanAll<OutboxMail>(target.db, names.outbox);
  const mails = outbox.filter((mail) => mailConcerns(mail, address, ids));
  const subscription = await subscribersStore(target.db, names.subscriptions).get(address);
  // Items keyed by a hash of the address (security review N5): its acknowledgement counters
  // (`counter#ack#<keyed hash>#<hour>`) and its newsletter campaign records (`campaign#<id>#<subscriberId>`).
  const ackCounters = `counter#ack#${keyedHash('ack-cap', address)}#`;
  const subscriberId = subscriberIdOf(address);
  const derived = outbox.filter(
    (item) =>
      !mails.includes(item) &&
      (item.mailId.startsWith(ackCounters) ||
        (item.mailId.startsWith('campaign#') && item.mailId.endsWith(`#${subscriberId}`))),
  );
  return { names, requests, mails, subscription, derived };
}

/** `privacy export <email>`: everything held about the address, as JSON. */
export async function privacyExport(target: Target, email: string | undefined, io: Io): Promise<void> {
  const address = checkAddress(email);
  const { requests, mails, subscription, derived } = await gather(target, address);
  io.out(
    JSON.stringify(
      {
        email: address,
        exportedAt: new Date().toISOString(),
        requests,
        subscription: subscription
          ? {
              ...subscriberJson(subscription),
              subscriberId: subscription.subscriberId,
              consent: subscription.consent ?? null,
            }
          : null,
        mail: mails.map((mail) => ({
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
        })),
        // Campaigns sent to the address and its acknowledgement counters (keyed by a hash of it).
        records: derived.map((item) => ({ ...item })),
      },
      null,
      2,
    ),
  );
}

/** The personal fields as the owner reads them: "name, e-mail, phone and message". */
function erasedNames(): string {
  const names = fieldsWhere('personal').map((key) => fieldLabel(key, 'en').toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** Requests kept (anonymised) rather than deleted: the week's option or booking refers to them. */
const keptStatuses = new Set(['booked', 'optioned']);

/** `privacy forget <email>`: erase or anonymise everywhere, then say what was done per table. */
export async function privacyForget(target: Target, email: string | undefined, json: boolean, io: Io): Promise<void> {
  const address = checkAddress(email);
  const { names, requests, mails, derived } = await gather(target, address);
  const now = new Date();
  const done = {
    requestsDeleted: 0,
    requestsAnonymised: [] as string[],
    mailsDeleted: 0,
    digestsEdited: 0,
    recordsDeleted: 0,
  };

  for (const request of requests) {
    if (request.status && keptStatuses.has(request.status)) {
      // Every field declared personal (src/contracts/requestFields.ts), and the hash that would match them.
      const { set, remove } = personalErasure();
      const setKeys = Object.keys(set);
      const removeKeys = [...remove, 'contentHash'];
      await target.db.send(
        new UpdateCommand({
          TableName: names.requests,
          Key: { submissionId: request.submissionId },
          UpdateExpression: `SET ${setKeys.map((_, i) => `#s${i} = :s${i}`).join(', ')}, forgottenAt = :now REMOVE ${removeKeys.map((_, i) => `#r${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries([
            ...setKeys.map((key, i) => [`#s${i}`, key]),
            ...removeKeys.map((key, i) => [`#r${i}`, key]),
          ]),
          ExpressionAttributeValues: {
            ...Object.fromEntries(setKeys.map((key, i) => [`:s${i}`, set[key]])),
            ':now': now.toISOString(),
          },
        }),
      );
      done.requestsAnonymised.push(request.reference ?? request.submissionId);
    } else {
      await target.db.send(
        new DeleteCommand({ TableName: names.requests, Key: { submissionId: request.submissionId } }),
      );
      done.requestsDeleted += 1;
    }
  }
  const ids = new Set(requests.map((request) => request.submissionId));
  for (const mail of mails) {
    const others = (mail.entries ?? []).filter(
      (entry) => !sameAddress(entry.email, address) && !ids.has(entry.submissionId),
    );
    if (mail.kind === 'digest' && others.length > 0) {
      // A digest also listing other guests: only this guest's lines go.
      await target.db.send(new PutCommand({ TableName: names.outbox, Item: { ...mail, entries: others } }));
      done.digestsEdited += 1;
    } else {
      await target.db.send(new DeleteCommand({ TableName: names.outbox, Key: { mailId: mail.mailId } }));
      done.mailsDeleted += 1;
    }
  }
  for (const item of derived) {
    await target.db.send(new DeleteCommand({ TableName: names.outbox, Key: { mailId: item.mailId } }));
    done.recordsDeleted += 1;
  }
  const subscription = await subscribersStore(target.db, names.subscriptions).forget(address, now);
  const subscriberId = subscriberIdOf(address);

  if (json) {
    io.out(JSON.stringify({ email: address, ...done, subscription, subscriberId }, null, 2));
    return;
  }
  io.out(`Forgot ${address} in the ${target.where}:`);
  io.out(
    `  ${names.requests}: ${done.requestsDeleted} request(s) deleted` +
      (done.requestsAnonymised.length
        ? `; ${done.requestsAnonymised.length} booked/optioned kept with ${erasedNames()} erased (${done.requestsAnonymised.join(', ')}), as its week refers to it`
        : ''),
  );
  io.out(
    `  ${names.outbox}: ${done.mailsDeleted} mail(s) deleted` +
      (done.digestsEdited ? `; ${done.digestsEdited} digest(s) kept without this guest's lines` : '') +
      `; ${done.recordsDeleted} campaign record(s) and acknowledgement counter(s) deleted`,
  );
  io.out(
    `  ${names.subscriptions}: ` +
      (subscription === 'absent'
        ? 'never subscribed; nothing held'
        : subscription === 'kept-suppression'
          ? 'address erased; its keyed hash stays suppressed (it bounced or complained), so it is never mailed again'
          : 'address, consent and language erased; only its keyed hash stays, marked "forgotten", so it is not mailed unless it signs up again'),
  );
}
