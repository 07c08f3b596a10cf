import { envVars } from '../common/env';
import { tables } from '../common/tables';
import type { Context } from 'aws-lambda';
import { createOutbox, type SweepCounts } from './mail/outbox';
import { outboxKinds } from './mailKinds';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';
import { dynamo } from './platform/clients';
import { tableName } from './platform/config';
import { errorText } from './platform/errorText';
import { log } from './platform/log';
import { requestDesk } from './requests/desk';
import { queueOptionReminders } from './requests/optionReminders';

/** Time kept back at the end of a run: no mail is claimed once less than this remains. */
const reserveMs = 15_000;

/** The outbox on every kind it sends (functions/mailKinds.ts): the local stack's sweep and the tests use it too. */
export const outbox = createOutbox(outboxKinds);

/**
 * One sweep (the Lambda's every minute, the local stack's every few seconds): settles the desk's changes
 * left unfinished (functions/requests/desk.ts, settleAll: a week whose request moved shows it), queues
 * the reminders of options that end in two days, then sends the outbox's due mail (owner notifications,
 * digests, visitors' acknowledgements, option reminders, newsletter confirmations). The outbox logs
 * `outbox swept` with the age of the oldest pending mail.
 */
export async function sweepOnce(options: { stopClaimingAt?: number } = {}): Promise<SweepCounts & { settled: number }> {
  const now = new Date();
  const settled = await requestDesk(dynamo, { requests: tableName('joinRequests'), weeks: tableName('weeks') })
    .settleAll(now)
    .catch((error: unknown) => {
      // The mail goes out all the same; the next sweep (or command) settles.
      log('error', 'settling the desk failed', { error: errorText(error) });
      return 0;
    });
  if (settled) log('warn', 'desk changes settled', { settled });
  await queueOptionReminders(now);
  return { ...(await outbox.sweepOutbox({ now, ...options })), settled };
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
      // The desk's unfinished changes: the request each names is read, and fenced or left.
      tables.joinRequests.envVar,
      envVars.ownerEmail,
      envVars.senderEmail,
      envVars.sesConfigurationSet,
      // The action links in digests and option reminders (functions/requests/ownerLinks/tokens.ts).
      envVars.siteOrigin,
    ],
    privacy: loadPrivacySecret, // log pseudonyms of the recipients
  },
  sweep,
);
