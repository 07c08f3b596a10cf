import { conditional, isConditionFailure } from '../platform/conditional';
import { randomBytes } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { privacyNoticeVersion } from '../../common/facts/privacyNotice';
import type { Locale } from '../../common/locales';
import { dynamo } from '../platform/clients';
import { tableName } from '../platform/config';
import { scanAll } from '../platform/pages';
import {
  nonceBytes,
  normaliseEmail,
  permanentSuppressions,
  subscriberIdOf,
  type Subscriber,
  type SubscriberState,
  type Suppression,
} from './subscriberTokens';

/**
 * Newsletter subscribers, keyed by `subscriberId` = keyedHash('subscriber', the address trimmed and
 * lower-cased): the table never needs the address to find someone, and keeps only the id once a
 * person unsubscribed, bounced, complained or asked to be forgotten, so they are never mailed again
 * without asking again.
 *
 * Life of an item:
 * - sign-up → `pending`, with `email`, `consent` (when, language, privacy notice version), a random
 *   `confirmNonce` and `expiresAt` = now + 48 h (DynamoDB TTL deletes it if never confirmed);
 * - confirmation (the signed link) → `confirmed`: `consent.confirmedAt`, nonce and expiry removed;
 * - unsubscribe (one click, RFC 8058), bounce, complaint, `privacy forget` → `unsubscribed` with
 *   `suppressed` saying why, and no `email`.
 */
/** A pending sign-up may be confirmed for this long. */
export const pendingSeconds = 48 * 3_600;
/** A pending address signed up again gets another confirmation mail only after this long … */
export const confirmResendAfterMs = 10 * 60_000;
/** … and at most this many per sign-up (a new sign-up after the 48 h starts again). */
export const maxConfirmMails = 3;

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What a sign-up leads to. `confirm-mail`: queue one confirmation mail (the nonce is the link's). */
export type SignUpOutcome =
  | { action: 'confirm-mail'; subscriber: Subscriber; nonce: string; mailNumber: number }
  | { action: 'none'; reason: 'confirmed' | 'recently-mailed' | 'suppressed' | 'raced' };

/** What `forget` did. */
export type ForgetOutcome = 'absent' | 'suppressed' | 'kept-suppression';

/** The subscriptions table, whatever client (the functions', the owner CLI's) and table name. */
export function subscribersStore(db: DynamoDBDocumentClient, table: string) {
  const deadline = () => ({ abortSignal: AbortSignal.timeout(3_000) });
  const getById = async (subscriberId: string): Promise<Subscriber | undefined> =>
    (await db.send(new GetCommand({ TableName: table, Key: { subscriberId }, ConsistentRead: true }), deadline()))
      .Item as Subscriber | undefined;

  /** Ends a subscription keeping only the id: state `unsubscribed`, no address, `suppressed` = why. */
  async function suppressById(
    subscriberId: string,
    reason: Suppression,
    now: Date,
    keepPermanent = true,
  ): Promise<Subscriber> {
    const result = await db.send(
      new UpdateCommand({
        TableName: table,
        Key: { subscriberId },
        UpdateExpression:
          'SET #state = :unsubscribed, updatedAt = :now, locale = if_not_exists(locale, :en), suppressed = ' +
          (keepPermanent ? 'if_not_exists(suppressed, :reason)' : ':reason') +
          ' REMOVE email, confirmNonce, expiresAt, confirmMails, lastConfirmMailAt',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':unsubscribed': 'unsubscribed',
          ':now': now.toISOString(),
          ':en': 'en',
          ':reason': reason,
        },
        ReturnValues: 'ALL_NEW',
      }),
      deadline(),
    );
    return result.Attributes as Subscriber;
  }

  return {
    table,
    getById,

    /** The subscriber of an address, if any. */
    get: (email: string) => getById(subscriberIdOf(email)),

    /** Every subscriber, optionally only one state and/or language (a scan: a few hundred items). */
    async list(filter: { state?: SubscriberState; locale?: Locale } = {}): Promise<Subscriber[]> {
      const items = await scanAll<Subscriber>(db, table, deadline);
      return items
        .filter((item) => !filter.state || item.state === filter.state)
        .filter((item) => !filter.locale || item.locale === filter.locale)
        .sort((a, b) => (a.consent?.requestedAt ?? a.updatedAt).localeCompare(b.consent?.requestedAt ?? b.updatedAt));
    },

    /**
     * A sign-up: new, expired-pending and unsubscribed addresses (also `unsubscribed`/`forgotten`
     * suppressions: the person is asking again) become pending with a new nonce and get one mail; a
     * pending one gets the same link again only after 10 minutes and at most 3 times per sign-up;
     * confirmed, bounced and complained-about addresses get nothing. Conditional on what was read, so
     * of two simultaneous sign-ups only one queues a mail.
     */
    async signUp(email: string, locale: Locale, now: Date): Promise<SignUpOutcome> {
      const address = normaliseEmail(email);
      const subscriberId = subscriberIdOf(address);
      const current = await getById(subscriberId);
      if (current?.suppressed && permanentSuppressions.includes(current.suppressed)) {
        return { action: 'none', reason: 'suppressed' };
      }
      if (current?.state === 'confirmed') return { action: 'none', reason: 'confirmed' };
      if (current?.state === 'pending' && current.confirmNonce && (current.expiresAt ?? 0) > epochSeconds(now)) {
        const sent = current.confirmMails ?? 1;
        const last = Date.parse(current.lastConfirmMailAt ?? '') || 0;
        if (sent >= maxConfirmMails || now.getTime() - last < confirmResendAfterMs) {
          return { action: 'none', reason: 'recently-mailed' };
        }
        const updated = await db
          .send(
            new UpdateCommand({
              TableName: table,
              Key: { subscriberId },
              UpdateExpression:
                'SET confirmMails = :next, lastConfirmMailAt = :now, updatedAt = :now, email = :email, locale = :locale',
              ConditionExpression: '#state = :pending AND confirmNonce = :nonce AND updatedAt = :seen',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: {
                ':next': sent + 1,
                ':now': now.toISOString(),
                ':email': address,
                ':locale': locale,
                ':pending': 'pending',
                ':nonce': current.confirmNonce,
                ':seen': current.updatedAt,
              },
              ReturnValues: 'ALL_NEW',
            }),
            deadline(),
          )
          .catch((error: unknown) => {
            if (isConditionFailure(error)) return undefined;
            throw error;
          });
        if (!updated) return { action: 'none', reason: 'raced' };
        return {
          action: 'confirm-mail',
          subscriber: updated.Attributes as Subscriber,
          nonce: current.confirmNonce,
          mailNumber: sent + 1,
        };
      }
      const nonce = randomBytes(nonceBytes).toString('base64url');
      const subscriber: Subscriber = {
        subscriberId,
        state: 'pending',
        email: address,
        locale,
        consent: { requestedAt: now.toISOString(), locale, noticeVersion: privacyNoticeVersion },
        confirmNonce: nonce,
        expiresAt: epochSeconds(now) + pendingSeconds,
        updatedAt: now.toISOString(),
        confirmMails: 1,
        lastConfirmMailAt: now.toISOString(),
      };
      const stored = await conditional(() =>
        db.send(
          new PutCommand({
            TableName: table,
            Item: subscriber,
            ...(current
              ? { ConditionExpression: 'updatedAt = :seen', ExpressionAttributeValues: { ':seen': current.updatedAt } }
              : { ConditionExpression: 'attribute_not_exists(subscriberId)' }),
          }),
          deadline(),
        ),
      );
      if (!stored) return { action: 'none', reason: 'raced' };
      return { action: 'confirm-mail', subscriber, nonce, mailNumber: 1 };
    },

    /**
     * Confirms a pending sign-up whose nonce matches and has not expired; 'already-confirmed' when the
     * subscription is confirmed (its link opened again: the token is signed for this subscriber); 'expired'
     * for anything else (unknown, expired, superseded by a newer sign-up, unsubscribed since).
     */
    async confirm(
      subscriberId: string,
      nonce: string,
      now: Date,
    ): Promise<'confirmed' | 'already-confirmed' | 'expired'> {
      const done = await conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { subscriberId },
            UpdateExpression:
              'SET #state = :confirmed, consent.confirmedAt = :now, updatedAt = :now ' +
              'REMOVE confirmNonce, expiresAt, confirmMails, lastConfirmMailAt',
            ConditionExpression: '#state = :pending AND confirmNonce = :nonce AND expiresAt > :epoch',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':confirmed': 'confirmed',
              ':pending': 'pending',
              ':nonce': nonce,
              ':now': now.toISOString(),
              ':epoch': epochSeconds(now),
            },
          }),
          deadline(),
        ),
      );
      if (done) return 'confirmed';
      return (await getById(subscriberId))?.state === 'confirmed' ? 'already-confirmed' : 'expired';
    },

    /** One-click unsubscribe: idempotent; keeps a bounce or complaint suppression as it is. */
    unsubscribe: (subscriberId: string, now: Date) => suppressById(subscriberId, 'unsubscribed', now),

    /**
     * A permanent bounce or a complaint about an address (SES events): never mailed again, address
     * removed (an item is created when the address was not a subscriber, so a later sign-up is not mailed).
     */
    suppressAddress: (email: string, reason: 'bounce' | 'complaint', now: Date) =>
      suppressById(subscriberIdOf(email), reason, now, false),

    /** Marks an id suppressed for a reason (the owner's tools). */
    suppressById,

    /**
     * `privacy forget`: the item keeps only its id and `suppressed` ('forgotten', or a bounce/complaint
     * suppression, which stays so the address is never mailed); consent and language go too.
     */
    async forget(email: string, now: Date): Promise<ForgetOutcome> {
      const subscriberId = subscriberIdOf(email);
      const current = await getById(subscriberId);
      if (!current) return 'absent';
      const keep = current.suppressed && permanentSuppressions.includes(current.suppressed);
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            subscriberId,
            state: 'unsubscribed',
            locale: 'en',
            suppressed: keep ? current.suppressed : 'forgotten',
            updatedAt: now.toISOString(),
          } satisfies Subscriber,
        }),
        deadline(),
      );
      return keep ? 'kept-suppression' : 'suppressed';
    },

    /** Deletes an item outright (the retention sweep and tests; the owner's commands suppress instead). */
    async remove(subscriberId: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName: table, Key: { subscriberId } }), deadline());
    },
  };
}

export type SubscribersStore = ReturnType<typeof subscribersStore>;

/** The subscribers on the functions' client and configured table (SUBSCRIPTIONS_TABLE). */
export function subscribers(): SubscribersStore {
  return subscribersStore(dynamo, tableName('subscriptions'));
}

/**
 * What the subscriptions table knows of an address (ses-events.ts records a suppression for every mail the
 * site sent that bounced or drew a complaint): `suppressed`, `proven` (a confirmed subscriber), or `unknown`.
 * The join-requests entry gives it to the acknowledgement (functions/requests/mail.ts).
 */
export async function addressStanding(address: string): Promise<'suppressed' | 'proven' | 'unknown'> {
  const subscriber = await subscribers().get(address);
  if (subscriber?.suppressed !== undefined && permanentSuppressions.includes(subscriber.suppressed))
    return 'suppressed';
  return subscriber?.state === 'confirmed' ? 'proven' : 'unknown';
}
