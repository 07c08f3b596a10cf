import { envVars } from '../common/env';
import { tables } from '../common/tables';
import { handlerFor } from './platform/lambda';
import type { Context } from 'aws-lambda';
import { loadPrivacySecret } from './platform/privacyKey';
import { sweepOutbox } from './mail/outbox';
import { queueOptionReminders } from './requests/optionReminders';

/** Time kept back at the end of a run: no mail is claimed once less than this remains. */
const reserveMs = 15_000;

/**
 * Scheduled every minute: queues the reminders of options that end in two days, then sends the
 * outbox's due mail (owner notifications, digests, visitors' acknowledgements, option reminders,
 * newsletter confirmations). Each sweep logs `outbox swept` with the age of the oldest pending mail.
 */
async function sweep(_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<void> {
  const remaining = context?.getRemainingTimeInMillis?.() ?? 50_000;
  await loadPrivacySecret(); // log pseudonyms of the recipients
  await queueOptionReminders();
  await sweepOutbox({ stopClaimingAt: Date.now() + remaining - reserveMs });
}

export const handler = handlerFor(
  [
    tables.outbox.envVar,
    tables.weeks.envVar,
    envVars.ownerEmail,
    envVars.senderEmail,
    envVars.sesConfigurationSet,
    // The action links in digests and option reminders (functions/requests/ownerLinks/tokens.ts).
    envVars.siteOrigin,
  ],
  sweep,
);
