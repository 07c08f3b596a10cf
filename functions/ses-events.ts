import { envVars } from '../common/env';
import { tables } from '../common/tables';
import { handlerFor } from './platform/lambda';
import type { SNSEvent } from 'aws-lambda';
import { log, pseudonym } from './platform/log';
import { loadPrivacySecret } from './platform/privacyKey';
import { logEvents } from '../common/logEvents';
import { bounceLogMessage, readSesNotification } from './mail/sesNotifications';
import { subscriberIdOf, subscribers } from './newsletter/subscriberStore';

/**
 * SES bounces and complaints (the configuration set's SNS topic): a permanent bounce or a complaint
 * suppresses the recipient's keyed id, removing the address, so it is never mailed again; a complaint
 * also logs `newsletter complaint` (warn), which alarms the owner. Transient bounces are only logged.
 * Logs carry pseudonyms only. A storage error throws: SNS retries the delivery.
 */
async function handle(event: SNSEvent): Promise<void> {
  await loadPrivacySecret();
  const store = subscribers();
  const owner = process.env[envVars.ownerEmail]?.trim().toLowerCase();
  for (const record of event.Records ?? []) {
    const notification = readSesNotification(record.Sns?.Message ?? '');
    if (!notification) {
      log('info', 'SES notification ignored', { type: record.Sns?.Subject ?? 'unknown' });
      continue;
    }
    for (const address of notification.recipients) {
      const subscriber = pseudonym(subscriberIdOf(address));
      // The owner's mailbox refusing the site's mail (a typo, a full or closed box): every enquiry
      // would look sent yet never arrive, so this alarms (security review N11).
      if (owner && address.trim().toLowerCase() === owner && notification.kind !== 'transient-bounce') {
        log('error', logEvents.ownerMailBounced, { kind: notification.kind, detail: notification.detail });
      }
      if (notification.kind === 'transient-bounce') {
        log('info', 'mail bounced transiently', { subscriber, detail: notification.detail });
        continue;
      }
      await store.suppressAddress(address, notification.kind, new Date());
      if (notification.kind === 'complaint')
        log('warn', logEvents.complaint, { subscriber, detail: notification.detail });
      else log('info', bounceLogMessage, { subscriber, detail: notification.detail });
    }
  }
}

export const handler = handlerFor([tables.subscriptions.envVar], handle);
