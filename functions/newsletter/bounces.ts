import { logEvents } from '../../common/logEvents';
import { bounceLogMessage, readSesNotification } from '../mail/sesNotifications';
import { log, pseudonym } from '../platform/log';
import { subscribers } from './subscriberStore';
import { normaliseEmail, subscriberIdOf } from './subscriberTokens';

/** One SNS delivery of the SES configuration set's topic: the event JSON and SNS's subject. */
export interface SesDelivery {
  message: string;
  subject?: string;
}

/**
 * SES bounces and complaints: a permanent bounce or a complaint suppresses the recipient's keyed id,
 * removing the address, so it is never mailed again; a complaint also logs `newsletter complaint`
 * (warn), which alarms the owner. Transient bounces are only logged. The owner's own address refusing
 * the site's mail alarms too (`owner` is that address). Every other permanent bounce or complaint is
 * also counted by `countBounce` (the entry point wires the outbox's daily counters, with the mail's
 * `source` tag: functions/mail/hourlyCaps.ts recordVisitorBounce), which pause mail to unproven visitor
 * addresses when too many. Logs carry pseudonyms only. A storage error throws: SNS retries the delivery.
 */
export async function recordSesNotifications(
  deliveries: readonly SesDelivery[],
  owner?: string,
  countBounce?: (sourceTag?: string) => Promise<void>,
): Promise<void> {
  const store = subscribers();
  const ownerAddress = owner === undefined ? undefined : normaliseEmail(owner);
  for (const delivery of deliveries) {
    const notification = readSesNotification(delivery.message);
    if (!notification) {
      log('info', 'SES notification ignored', { type: delivery.subject ?? 'unknown' });
      continue;
    }
    for (const address of notification.recipients) {
      const subscriber = pseudonym(subscriberIdOf(address));
      const toOwner = normaliseEmail(address) === ownerAddress;
      // The owner's mailbox refusing the site's mail (a typo, a full or closed box): every enquiry
      // would look sent yet never arrive, so this alarms (security review N11).
      if (ownerAddress && toOwner && notification.kind !== 'transient-bounce') {
        log('error', logEvents.ownerMailBounced, { kind: notification.kind, detail: notification.detail });
      }
      if (notification.kind === 'transient-bounce') {
        log('info', 'mail bounced transiently', { subscriber, detail: notification.detail });
        continue;
      }
      await store.suppressAddress(address, notification.kind, new Date());
      if (!toOwner) await countBounce?.(notification.sourceTag);
      if (notification.kind === 'complaint')
        log('warn', logEvents.complaint, { subscriber, detail: notification.detail });
      else log('info', bounceLogMessage, { subscriber, detail: notification.detail });
    }
  }
}
