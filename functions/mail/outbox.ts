import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { logEvents } from '../../common/logEvents';
import { dynamo, ses as defaultSes } from '../platform/clients';
import { senderEmail, sesConfigurationSet, tableName } from '../platform/config';
import { errorText } from '../platform/errorText';
import { log, pseudonym } from '../platform/log';
import type { Email } from './layout';
import { mailExpiresAt, type OutboxMail, type OutboxStore } from './outboxMail';
import { outboxStore } from './outboxStore';
import { leaseMs, maxAttempts, retryDelayMs } from './retryPolicy';
import { toOwner, type OutboxKinds } from './templates';
import { sendEmail } from './transport';
import { sourceTagName } from './sesNotifications';

/** Where the outbox keeps its mail and how it reaches SES; tests pass their own store or client. */
export interface OutboxDeps {
  store: OutboxStore;
  ses: Pick<SESv2Client, 'send'>;
}

/** The outbox on the configured table (`OUTBOX_TABLE`) and the functions' SES client. */
export const defaultDeps = (): OutboxDeps => ({ store: outboxStore(dynamo, tableName('outbox')), ses: defaultSes });

export type Outcome = 'sent' | 'failed' | 'dead' | 'skipped';

/** Error text for logs and `lastError`: addresses blanked (SES's refusals name the recipient). */
const errorName = errorText;

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

export type SweepCounts = Record<Outcome | 'errors', number> & {
  oldestPendingSeconds: number;
  /** The outcomes by kind of mail (e.g. how many option reminders went out). */
  byKind: Partial<Record<string, Partial<Record<Outcome, number>>>>;
};

export interface SweepOptions extends AttemptOptions {
  /** Epoch ms after which no new mail is claimed (the function's end minus a reserve). */
  stopClaimingAt?: number;
  pageSize?: number;
}

/**
 * The outbox on the kinds of mail it sends, as its entry point wires them (functions/mailKinds.ts): a
 * kind's audience says how logs name the recipient, its hooks compose a mail when it is sent (a digest),
 * drop one no longer wanted, or record a sent one elsewhere.
 */
export function createOutbox(kinds: OutboxKinds) {
  return {
    attemptMail: (mail: OutboxMail, options?: AttemptOptions) => attemptMail(kinds, mail, options),
    sweepOutbox: (options?: SweepOptions) => sweepOutbox(kinds, options),
    deliverNow: (mails: OutboxMail[], sesDeadlineMs?: number, deps?: OutboxDeps) =>
      deliverNow(kinds, mails, sesDeadlineMs, deps),
  };
}

/** The outbox's entry points on a set of kinds (`createOutbox`). */
export type Outbox = ReturnType<typeof createOutbox>;

/** Where a mail goes, as logs may say it: the owner, or the visitor's pseudonym. */
const recipientForLog = (kinds: OutboxKinds, mail: OutboxMail) =>
  toOwner(kinds, mail.kind) ? { recipient: 'owner' } : { visitor: pseudonym(mail.to[0] ?? '') };

/** The mail as SES takes it: composed now by its kind, or as stored. */
const render = (kinds: OutboxKinds, mail: OutboxMail): Email =>
  kinds[mail.kind]?.render?.(mail) ?? { subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html ?? '' };

/** The mail through the one transport, From the site's sender address, within `deadlineMs`. */
function sendThroughSes(
  kinds: OutboxKinds,
  mail: OutboxMail,
  ses: OutboxDeps['ses'],
  deadlineMs: number,
): Promise<string> {
  const sender = { ses, senderEmail: senderEmail(), configurationSet: sesConfigurationSet() };
  return sendEmail(
    sender,
    {
      ...render(kinds, mail),
      to: mail.to,
      replyTo: mail.replyTo,
      headers: mail.headers,
      ...(mail.sourceTag ? { tags: { [sourceTagName]: mail.sourceTag } } : {}),
    },
    deadlineMs,
  );
}

/**
 * One attempt at one mail: parked as dead if its attempts ran out, else claimed (the attempt counted
 * and the next try moved out first), sent with a deadline, and its MessageId recorded. Never throws
 * for an SES failure; a storage failure throws (the sweep isolates it).
 */
export async function attemptMail(
  kinds: OutboxKinds,
  mail: OutboxMail,
  options: AttemptOptions = {},
): Promise<Outcome> {
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
  // A mail whose reason went away meanwhile (an option reminder, the option changed) is not sent.
  const unwanted = await kinds[claimed.kind]?.unwanted?.(claimed);
  if (unwanted) {
    if (await store.cancel(claimed.mailId, unwanted))
      log('info', 'mail not sent: no longer wanted', { mailId: claimed.mailId, reason: unwanted });
    return 'skipped';
  }

  let messageId: string;
  try {
    messageId = await sendThroughSes(kinds, claimed, deps.ses, sesDeadlineMs);
  } catch (error) {
    log('warn', 'mail not accepted by SES; will retry', {
      mailId: claimed.mailId,
      kind: claimed.kind,
      ...recipientForLog(kinds, claimed),
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
    ...recipientForLog(kinds, claimed),
    attempts: claimed.attempts,
  });
  await recordSent(claimed.mailId, messageId, store, recordUntil);
  await kinds[claimed.kind]
    ?.afterSent?.(claimed, messageId)
    .catch((error: unknown) =>
      log('error', 'mail sent but its follow-up not recorded', { mailId: claimed.mailId, error: errorName(error) }),
    );
  return 'sent';
}

/**
 * Sends every due mail: reads only mail whose next attempt has come (index `due`, page by page), one
 * item's error never stops the others, stops claiming when its time is up, and logs `outbox swept`
 * with the age of the oldest pending mail.
 */
export async function sweepOutbox(kinds: OutboxKinds, options: SweepOptions = {}): Promise<SweepCounts> {
  const { now = new Date(), stopClaimingAt = Number.POSITIVE_INFINITY, pageSize = 25 } = options;
  const deps = options.deps ?? defaultDeps();
  const counts: SweepCounts = {
    sent: 0,
    failed: 0,
    dead: 0,
    skipped: 0,
    errors: 0,
    oldestPendingSeconds: 0,
    byKind: {},
  };
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
          const outcome = await attemptMail(kinds, mail, { ...options, now, deps });
          counts[outcome] += 1;
          const kind = (counts.byKind[mail.kind] ??= {});
          kind[outcome] = (kind[outcome] ?? 0) + 1;
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
export async function deliverNow(
  kinds: OutboxKinds,
  mails: OutboxMail[],
  sesDeadlineMs = 2_500,
  deps?: OutboxDeps,
): Promise<void> {
  // Recording stops 3 s after SES's deadline, so the function ends well inside its 10 s.
  const recordUntil = Date.now() + sesDeadlineMs + 3_000;
  const store = (deps ?? defaultDeps()).store;
  // What this process sent earlier but could not record yet, first.
  for (const [mailId, messageId] of [...unrecorded]) await recordSent(mailId, messageId, store, recordUntil, []);
  await Promise.all(
    mails.map((mail) =>
      // Claimed as of its hold's end: the hold is this process's (see functions/mail/hourlyCaps.ts).
      attemptMail(kinds, mail, {
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
