import { envVars } from '../common/env';
import { tables } from '../common/tables';
import type { Context } from 'aws-lambda';
import { createOutbox, type SweepCounts } from './mail/outbox';
import { outboxKinds } from './mailKinds';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';
import { queueOptionReminders } from './requests/optionReminders';

/** Time kept back at the end of a run: no mail is claimed once less than this remains. */
const reserveMs = 15_000;

/** The outbox on every kind it sends (functions/mailKinds.ts): the local stack's sweep and the tests use it too. */
export const outbox = createOutbox(outboxKinds);

/**
 * One sweep (the Lambda's every minute, the local stack's every few seconds): queues the reminders of
 * options that end in two days, then sends the outbox's due mail (owner notifications,
 * digests, visitors' acknowledgements, option reminders, newsletter confirmations). The outbox logs
 * `outbox swept` with the age of the oldest pending mail.
 */
export async function sweepOnce(options: { stopClaimingAt?: number } = {}): Promise<SweepCounts> {
  const now = new Date();
  await queueOptionReminders(now);
  return outbox.sweepOutbox({ now, ...options });
}

async function sweep(_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<void> {
  const remaining = context?.getRemainingTimeInMillis?.() ?? 50_000;
  await sweepOnce({ stopClaimingAt: Date.now() + remaining - reserveMs });
}

export const handler = handlerFor(
  {
    env: [
      tables.outbox.envVar,
      tables.weeks.envVar,
      envVars.ownerEmail,
      envVars.senderEmail,
      envVars.sesConfigurationSet,
      // The action links in digests and option reminders (functions/requests/mail.ts `actionLinks`).
      envVars.siteOrigin,
    ],
    privacy: loadPrivacySecret, // log pseudonyms of the recipients
  },
  sweep,
);
