import { SendEmailCommand } from '@aws-sdk/client-ses';
import { ses } from '../commons/clients';
import { config } from '../commons/config';
import { log } from '../commons/log';
import { composeOwnerEmail, headerSafe } from './ownerEmail';
import { claimMail, markMailed, pendingMail, releaseMail, type StoredJoinRequest } from './store';

/** How long one attempt may hold a request before another may try it. */
const leaseMs = 60_000;
/** After this many failed attempts the e-mail is parked as dead and alarmed on. */
export const maxMailAttempts = 20;

/** Exponential backoff between attempts: 5 s, 10 s, 20 s … capped at 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

export type Delivery = 'sent' | 'failed' | 'dead' | 'skipped';

async function send(request: StoredJoinRequest): Promise<string> {
  const { ownerEmail, senderEmail, ownerLocale } = config();
  const mail = composeOwnerEmail(request, ownerLocale);
  const result = await ses.send(
    new SendEmailCommand({
      Source: headerSafe(senderEmail),
      Destination: { ToAddresses: [headerSafe(ownerEmail)] },
      ReplyToAddresses: [headerSafe(request.email)],
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
  return result.MessageId ?? 'unknown';
}

/**
 * Sends one stored request's e-mail to the owner, at most once at a time:
 * claim (conditional update), send, mark sent; on failure, back to the outbox
 * with a later retry time. Never throws for an SES failure.
 */
export async function deliverOwnerMail(submissionId: string, now = new Date()): Promise<Delivery> {
  const claimed = await claimMail(submissionId, now, new Date(now.getTime() + leaseMs));
  if (!claimed) return 'skipped';
  try {
    const messageId = await send(claimed);
    await markMailed(submissionId, messageId, new Date());
    log('info', 'owner mail sent', { submissionId, attempts: claimed.mailAttempts });
    return 'sent';
  } catch (error) {
    const dead = claimed.mailAttempts >= maxMailAttempts;
    await releaseMail(submissionId, new Date(Date.now() + retryDelayMs(claimed.mailAttempts)), dead);
    log(dead ? 'error' : 'warn', dead ? 'mail dead-lettered' : 'owner mail failed, will retry', {
      submissionId,
      attempts: claimed.mailAttempts,
      error: error instanceof Error ? error.name : String(error),
    });
    return dead ? 'dead' : 'failed';
  }
}

/** Sends every pending e-mail that is due. Run on a schedule (and by the local stack). */
export async function sweepOutbox(now = new Date()): Promise<Record<Delivery, number>> {
  const counts: Record<Delivery, number> = { sent: 0, failed: 0, dead: 0, skipped: 0 };
  for (const request of await pendingMail()) {
    if (request.nextMailAt && request.nextMailAt > now.toISOString()) continue;
    counts[await deliverOwnerMail(request.submissionId, now)] += 1;
  }
  return counts;
}
