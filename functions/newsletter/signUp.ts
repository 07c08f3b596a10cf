import type { Locale } from '../../common/locales';
import { dynamo } from '../platform/clients';
import { tableName, subscriberMailSettings } from '../platform/config';
import { log, pseudonym } from '../platform/log';
import { mailSource, queueVisitorMail, sourceBudget } from '../mail/hourlyCaps';
import type { OutboxStore } from '../mail/outboxMail';
import { outboxStore } from '../mail/outboxStore';
import { newsletterMails } from './mail';
import { subscribers, type SignUpOutcome, type SubscribersStore } from './subscriberStore';
import { confirmPageUrl, confirmToken, subscriberMailExtras, subscriberIdOf } from './subscriberTokens';

export interface NewsletterDeps {
  subscribers: SubscribersStore;
  outbox: OutboxStore;
}

const defaultDeps = (): NewsletterDeps => ({
  subscribers: subscribers(),
  outbox: outboxStore(dynamo, tableName('outbox')),
});

/** The confirmation mail of a sign-up: in the sign-up's language, with the list headers. */
function confirmationMail(outcome: Extract<SignUpOutcome, { action: 'confirm-mail' }>, locale: Locale, now: Date) {
  const { subscriber, nonce } = outcome;
  const extras = subscriberMailExtras({ subscriberId: subscriber.subscriberId, locale });
  const settings = subscriberMailSettings();
  return {
    mailId: `confirm#${subscriber.subscriberId}#${now.toISOString()}`,
    kind: 'confirm' as const,
    to: [subscriber.email!],
    ...newsletterMails.confirm.compose({
      locale,
      confirmUrl: confirmPageUrl(confirmToken(subscriber.subscriberId, nonce), locale, settings),
      unsubscribeUrl: extras.unsubscribePageUrl,
    }),
    headers: extras.headers,
  };
}

/**
 * A valid sign-up: records it (functions/newsletter/subscriberStore.ts signUp) and queues the confirmation mail
 * when one is due and allowed (functions/mail/hourlyCaps.ts): while visitor mail is not paused by the
 * day's bounces, the sign-up's source (`client`, when known) is within its hourly budget, and the
 * confirmations' own site-wide hourly cap (which acknowledgements cannot use up) has room. Otherwise the
 * sign-up stays pending and the person can ask again later. The caller answers the same whatever happened here.
 */
export async function signUpForNewsletter(
  email: string,
  locale: Locale,
  now = new Date(),
  deps: NewsletterDeps = defaultDeps(),
  client?: string,
): Promise<SignUpOutcome> {
  const outcome = await deps.subscribers.signUp(email, locale, now);
  const subscriber = pseudonym(subscriberIdOf(email));
  let held: string | undefined;
  if (outcome.action === 'confirm-mail') {
    const source = client ? mailSource(client) : undefined;
    const queued = await queueVisitorMail(deps.outbox, {
      // Due at once: only the sweep sends it (no answer waits on it).
      mail: {
        ...confirmationMail(outcome, locale, now),
        nextAttemptAt: now.toISOString(),
        ...(source ? { sourceTag: source.network } : {}),
      },
      address: email,
      reference: 'newsletter confirmation',
      now,
      overBudget: sourceBudget(deps.outbox, source, now),
    });
    held = queued.noAck;
  }
  log('info', 'newsletter sign-up', {
    // The id's pseudonym, as confirm and unsubscribe log it.
    subscriber,
    outcome:
      outcome.action === 'confirm-mail'
        ? held
          ? `confirmation not sent: ${held}`
          : `confirmation mail ${outcome.mailNumber}`
        : outcome.reason,
  });
  return outcome;
}
