import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { logEvents } from '../../common/logEvents';
import { requestReference } from '../../src/contracts/reference';
import type { Locale } from '../../src/i18n/locales';
import { dynamo, ses as defaultSes } from '../platform/clients';
import { tables } from '../../common/tables';
import {
  tableName,
  senderEmail,
  ownerMailSettings,
  sesConfigurationSet,
  visitorMailHourlyCap,
} from '../platform/config';
import { keyedHash } from '../platform/privacyKey';
import { errorText } from '../platform/errorText';
import { log, pseudonym } from '../platform/log';
import { composeAckEmail } from '../requests/ackEmail';
import { notificationActions, withoutWeek, ownerMailLinks } from '../requests/actionLinks';
import { composeDigestEmail } from '../requests/digestEmail';
import { composeOwnerEmail, fromHeader, headerSafe } from '../requests/ownerEmail';
import { viewOf } from '../requests/fields';
import {
  mailExpiresAt,
  outboxStore,
  type DigestEntry,
  type MailKind,
  type OutboxMail,
  type OutboxStore,
} from './outboxStore';
import { permanentSuppressions, subscribers } from '../newsletter/subscribers';

/** The first retry waits this long; each next one twice as long … */
const firstRetryMs = 30_000;
/** … up to an hour. */
const maxRetryMs = 3_600_000;
/** An attempt holds a mail at least this long (more than one send's deadline). */
const leaseMs = 60_000;
/** Failed (or killed) attempts keep a mail pending at least this long before it is parked as dead. */
export const retryBudgetMs = 26 * 3_600_000;
const counterRetentionSeconds = 2 * 86_400;

/** How long to wait after the `attempts`-th attempt: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), maxRetryMs);
}

/** The fewest attempts whose waits in between add up to more than `budgetMs`. */
export function attemptsToCover(budgetMs: number): number {
  let attempts = 1;
  let waited = 0;
  while (waited <= budgetMs) {
    waited += Math.max(leaseMs, retryDelayMs(attempts));
    attempts += 1;
  }
  return attempts;
}

/** After this many attempts (more than 26 h of retries) a mail is parked as dead until the owner re-drives it. */
export const maxAttempts = attemptsToCover(retryBudgetMs);

export type Outcome = 'sent' | 'failed' | 'dead' | 'skipped';

export interface OutboxDeps {
  store: OutboxStore;
  ses: Pick<SESv2Client, 'send'>;
  /** True when an address bounced or complained (the subscriptions table's suppression): no acknowledgement. */
  suppressed?: (address: string) => Promise<boolean>;
}

/** The outbox on the configured table and SES client; tests pass their own store or client. */
export function defaultDeps(): OutboxDeps {
  return {
    store: outboxStore(dynamo, tableName('outbox')),
    ses: defaultSes,
    // Where the function may read the subscriptions table (join-requests): bounced or complained-about
    // addresses (SesEvents records them there for every mail, acknowledgements too) get no acknowledgement.
    ...(process.env[tables.subscriptions.envVar] ? { suppressed: isSuppressed } : {}),
  };
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

const hourOf = (now: Date) => now.toISOString().slice(0, 13);
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Error text for logs and `lastError`: addresses blanked (SES's refusals name the recipient). */
const errorName = errorText;
/** Where a mail goes, as logs may say it: the owner, or the visitor's pseudonym. */
const recipientForLog = (mail: OutboxMail) =>
  mail.kind === 'owner' || mail.kind === 'digest' ? { recipient: 'owner' } : { visitor: pseudonym(mail.to[0] ?? '') };

/** A stored request, as the outbox needs it. */
export type RequestForMail = Omit<DigestEntry, 'reference'>;

/**
 * Stores the mails a stored request gives, before anything is sent (again for a repeat of the request:
 * nothing is queued twice, and what a first try failed to queue is queued now): the owner's notification
 * (or, past `OWNER_MAIL_HOURLY_CAP` this hour, a line in the hour's digest) and the visitor's
 * acknowledgement (unless that address had `ACK_HOURLY_CAP_PER_ADDRESS` this hour). Returns the mails
 * to try right away; the digest waits for the end of its hour.
 */
/** How long a just-queued mail belongs to the process that queued it; after that the sweep takes it. */
const queueHoldMs = 30_000;

export async function enqueueRequestMails(
  request: RequestForMail,
  now = new Date(),
  deps: OutboxDeps = defaultDeps(),
): Promise<OutboxMail[]> {
  const { ownerEmail, ownerLocale, ownerMailHourlyCap, ackHourlyCapPerAddress } = ownerMailSettings();
  const { store } = deps;
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
      mailId: `owner#${request.submissionId}`,
      kind: 'owner',
      to: [ownerEmail],
      replyTo: [request.email],
      reference,
      submissionId: request.submissionId,
      ...composeOwnerEmail(request, ownerLocale, requestLinks(request, ownerLocale, now)),
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
      mailId: `ack#${request.submissionId}`,
      kind: 'ack',
      to: [request.email],
      replyTo: [ownerEmail],
      reference,
      submissionId: request.submissionId,
      ...composeAckEmail({ ...request, reference }),
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

/** The action and reply links of a request's owner mail (or digest entry), written for a new request. */
function requestLinks(request: RequestForMail, locale: Locale, now = new Date()) {
  return ownerMailLinks(
    {
      submissionId: request.submissionId,
      status: 'new',
      actions: request.weekFrom ? notificationActions.new : withoutWeek(notificationActions.new),
      guest: request,
    },
    locale,
    now,
  );
}

/** The mail as SES takes it. */
function render(mail: OutboxMail): { subject: string; text: string; html: string } {
  if (mail.kind === 'digest') {
    const locale = ownerMailSettings().ownerLocale;
    return composeDigestEmail(mail.entries ?? [], locale, (entry) => requestLinks(entry, locale), mail.overflow);
  }
  return { subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html ?? '' };
}

async function sendThroughSes(mail: OutboxMail, ses: OutboxDeps['ses'], deadlineMs: number): Promise<string> {
  const content = render(mail);
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: fromHeader(senderEmail()),
      Destination: { ToAddresses: mail.to.map(headerSafe) },
      ...(mail.replyTo ? { ReplyToAddresses: mail.replyTo.map(headerSafe) } : {}),
      // Bounces and complaints come back through it (functions/ses-events.ts).
      ConfigurationSetName: sesConfigurationSet(),
      Content: {
        Simple: {
          Subject: { Data: headerSafe(content.subject), Charset: 'UTF-8' },
          Body: { Text: { Data: content.text, Charset: 'UTF-8' }, Html: { Data: content.html, Charset: 'UTF-8' } },
          ...(mail.headers
            ? {
                Headers: Object.entries(mail.headers).map(([name, value]) => ({
                  Name: headerSafe(name),
                  Value: headerSafe(value),
                })),
              }
            : {}),
        },
      },
    }),
    // The whole send, SDK retries included, ends by this deadline whatever the connection does.
    { abortSignal: AbortSignal.timeout(deadlineMs) },
  );
  if (!result.MessageId) throw new Error('SES answered without a MessageId');
  return result.MessageId;
}

/**
 * Mails SES accepted whose MessageId could not be stored yet (this process): never sent again, their
 * record is retried first by every sweep in this process.
 */
const unrecorded = new Map<string, string>();

/** Records SES's MessageId, retrying on its own: a storage error here never makes the mail a failure. */
async function recordSent(
  mailId: string,
  messageId: string,
  store: OutboxStore,
  until = Number.POSITIVE_INFINITY,
  pauses = [100, 400, 1_000],
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await store.markSent(mailId, messageId, new Date(), mailExpiresAt(new Date()));
      unrecorded.delete(mailId);
      return true;
    } catch (error) {
      // Out of tries, or of the caller's time: kept in this process, recorded by its next sweep or request.
      if (attempt >= pauses.length || Date.now() + pauses[attempt]! > until) {
        unrecorded.set(mailId, messageId);
        log('error', 'mail sent but its MessageId not recorded; recording again next sweep, never resending', {
          mailId,
          sesMessageId: messageId,
          error: errorName(error),
        });
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, pauses[attempt]));
    }
  }
}

export interface AttemptOptions {
  now?: Date;
  /** The deadline of the SES call, SDK retries included. */
  sesDeadlineMs?: number;
  /** Epoch ms after which recording a MessageId is not tried again in this call (it stays in this process). */
  recordUntil?: number;
  deps?: OutboxDeps;
}

/**
 * One attempt at one mail: parked as dead if its attempts ran out, else claimed (the attempt counted
 * and the next try moved out first), sent with a deadline, and its MessageId recorded. Never throws
 * for an SES failure; a storage failure throws (the sweep isolates it).
 */
export async function attemptMail(mail: OutboxMail, options: AttemptOptions = {}): Promise<Outcome> {
  const { now = new Date(), sesDeadlineMs = 5_000, deps = defaultDeps(), recordUntil } = options;
  const { store } = deps;
  const known = unrecorded.get(mail.mailId);
  if (known) return (await recordSent(mail.mailId, known, store, recordUntil)) ? 'sent' : 'skipped';

  if (mail.attempts >= maxAttempts) {
    if (!(await store.markDead(mail.mailId, now, maxAttempts, errorText(mail.lastError ?? 'attempts ran out'))))
      return 'skipped';
    log('error', logEvents.deadMail, { mailId: mail.mailId, kind: mail.kind, attempts: mail.attempts });
    return 'dead';
  }
  const attempts = mail.attempts + 1;
  const retryAt = new Date(now.getTime() + Math.max(leaseMs, retryDelayMs(attempts)));
  const claimed = await store.claim(mail.mailId, now, retryAt, maxAttempts);
  if (!claimed) return 'skipped';

  let messageId: string;
  try {
    messageId = await sendThroughSes(claimed, deps.ses, sesDeadlineMs);
  } catch (error) {
    log('warn', 'mail not accepted by SES; will retry', {
      mailId: claimed.mailId,
      kind: claimed.kind,
      ...recipientForLog(claimed),
      attempts: claimed.attempts,
      retryAt: retryAt.toISOString(),
      error: errorName(error),
    });
    await deps.store.recordFailure(claimed.mailId, errorName(error)).catch((failure: unknown) =>
      log('warn', 'mail failure not recorded (the retry time is set)', {
        mailId: claimed.mailId,
        error: errorName(failure),
      }),
    );
    return 'failed';
  }
  log('info', 'mail sent', {
    mailId: claimed.mailId,
    kind: claimed.kind,
    ...recipientForLog(claimed),
    attempts: claimed.attempts,
  });
  await recordSent(claimed.mailId, messageId, store, recordUntil);
  return 'sent';
}

export type SweepCounts = Record<Outcome | 'errors', number> & { oldestPendingSeconds: number };

export interface SweepOptions extends AttemptOptions {
  /** Epoch ms after which no new mail is claimed (the function's end minus a reserve). */
  stopClaimingAt?: number;
  pageSize?: number;
}

/**
 * Sends every due mail: reads only mail whose next attempt has come (index `due`, page by page), one
 * item's error never stops the others, stops claiming when its time is up, and logs `outbox swept`
 * with the age of the oldest pending mail.
 */
export async function sweepOutbox(options: SweepOptions = {}): Promise<SweepCounts> {
  const { now = new Date(), stopClaimingAt = Number.POSITIVE_INFINITY, pageSize = 25 } = options;
  const deps = options.deps ?? defaultDeps();
  const counts: SweepCounts = { sent: 0, failed: 0, dead: 0, skipped: 0, errors: 0, oldestPendingSeconds: 0 };
  let stopped = false;

  for (const [mailId, messageId] of [...unrecorded]) {
    if (await recordSent(mailId, messageId, deps.store)) counts.sent += 1;
  }
  let startKey: Record<string, unknown> | undefined;
  try {
    do {
      const page = await deps.store.duePage(now, startKey, pageSize);
      for (const mail of page.items) {
        if (Date.now() >= stopClaimingAt) {
          stopped = true;
          break;
        }
        try {
          counts[await attemptMail(mail, { ...options, now, deps })] += 1;
        } catch (error) {
          counts.errors += 1;
          log('error', 'mail skipped this sweep: storage error', { mailId: mail.mailId, error: errorName(error) });
        }
      }
      startKey = page.next;
    } while (startKey && !stopped);
  } catch (error) {
    counts.errors += 1;
    log('error', 'outbox not read: storage error', { error: errorName(error) });
  }
  try {
    const oldest = await deps.store.oldestPending();
    if (oldest) counts.oldestPendingSeconds = Math.max(0, Math.round((Date.now() - Date.parse(oldest)) / 1000));
  } catch (error) {
    counts.errors += 1;
    log('error', 'oldest pending mail not read: storage error', { error: errorName(error) });
  }
  log(counts.errors ? 'warn' : 'info', logEvents.outboxSwept, { ...counts, stoppedEarly: stopped });
  return counts;
}

/**
 * The request's mails, right after storing it (join-requests): both tried at once, each with a short
 * SES deadline so the visitor's answer never waits on a silent SES. Whatever is not sent stays pending.
 */
export async function deliverNow(mails: OutboxMail[], sesDeadlineMs = 2_500, deps?: OutboxDeps): Promise<void> {
  // Recording stops 3 s after SES's deadline, so the function ends well inside its 10 s.
  const recordUntil = Date.now() + sesDeadlineMs + 3_000;
  const store = (deps ?? defaultDeps()).store;
  // What this process sent earlier but could not record yet, first.
  for (const [mailId, messageId] of [...unrecorded]) await recordSent(mailId, messageId, store, recordUntil, []);
  await Promise.all(
    mails.map((mail) =>
      // Claimed as of its hold's end: the hold is this process's (see enqueueRequestMails).
      attemptMail(mail, {
        now: new Date(Math.max(Date.now(), Date.parse(mail.nextAttemptAt ?? '') || 0)),
        sesDeadlineMs,
        deps,
        recordUntil,
      }).catch((error: unknown) =>
        log('warn', 'mail stays pending for the sweep: storage error during the first attempt', {
          mailId: mail.mailId,
          error: errorName(error),
        }),
      ),
    ),
  );
}
