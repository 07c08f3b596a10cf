import { conditional, isConditionFailure } from '../platform/conditional';
import { randomBytes } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { privacyNoticeVersion } from '../../src/data/privacyNotice';
import { localePrefix, type Locale } from '../../src/i18n/locales';
import { dynamo } from '../platform/clients';
import { tableName, subscriberMailSettings, type SubscriberMailSettings } from '../platform/config';
import { keyedHash, keyedMac, sameMac } from '../platform/privacyKey';

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
export type SubscriberState = 'pending' | 'confirmed' | 'unsubscribed';
export const subscriberStates = ['pending', 'confirmed', 'unsubscribed'] as const satisfies SubscriberState[];
export type Suppression = 'unsubscribed' | 'bounce' | 'complaint' | 'forgotten';
/** Suppressions after which the address is never mailed again, even if someone signs it up again. */
export const permanentSuppressions: readonly Suppression[] = ['bounce', 'complaint'];

export interface Consent {
  /** When the sign-up was received (ISO). */
  requestedAt: string;
  /** The language the sign-up was made in. */
  locale: Locale;
  /** The privacy notice version shown then (src/data/privacyNotice.ts). */
  noticeVersion: string;
  /** When the address was confirmed through the link (ISO). */
  confirmedAt?: string;
}

export interface Subscriber {
  subscriberId: string;
  state: SubscriberState;
  /** The address; absent once unsubscribed, suppressed or forgotten. */
  email?: string;
  locale: Locale;
  consent?: Consent;
  /** Pending only: the nonce the confirmation link carries. */
  confirmNonce?: string;
  /** Pending only: epoch seconds, now + 48 h (DynamoDB TTL). */
  expiresAt?: number;
  suppressed?: Suppression;
  updatedAt: string;
  /** Pending only: confirmation mails sent for this sign-up (capped), and when the last one was queued. */
  confirmMails?: number;
  lastConfirmMailAt?: string;
}

/** A pending sign-up may be confirmed for this long. */
export const pendingSeconds = 48 * 3_600;
/** A pending address signed up again gets another confirmation mail only after this long … */
export const confirmResendAfterMs = 10 * 60_000;
/** … and at most this many per sign-up (a new sign-up after the 48 h starts again). */
export const maxConfirmMails = 3;

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The form of an address the id is computed from: trimmed, lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The subscriber id of an address: keyedHash('subscriber', normalised address), base64url. */
export function subscriberIdOf(email: string): string {
  return keyedHash('subscriber', normaliseEmail(email));
}

// Tokens: base64url of fixed-length binary parts, so nothing in them is readable or guessable.
const idBytes = 32;
const nonceBytes = 16;
const macBytes = 16;

function idToBytes(subscriberId: string): Buffer | undefined {
  const bytes = Buffer.from(subscriberId, 'base64url');
  return bytes.length === idBytes && bytes.toString('base64url') === subscriberId ? bytes : undefined;
}

const tokenPattern = /^[A-Za-z0-9_-]+$/;

/** The confirmation link's token: subscriberId + nonce + HMAC('confirm', both), base64url. */
export function confirmToken(subscriberId: string, nonce: string): string {
  const id = idToBytes(subscriberId);
  const secret = Buffer.from(nonce, 'base64url');
  if (!id || secret.length !== nonceBytes) throw new Error('confirmToken needs a subscriberId and a 16-byte nonce');
  const body = Buffer.concat([id, secret]);
  return Buffer.concat([body, keyedMac('confirm', body).subarray(0, macBytes)]).toString('base64url');
}

/** The subscriber and nonce of a confirmation token, or undefined when it is malformed or not ours. */
export function readConfirmToken(token: unknown): { subscriberId: string; nonce: string } | undefined {
  if (typeof token !== 'string' || token.length > 200 || !tokenPattern.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== idBytes + nonceBytes + macBytes) return undefined;
  const body = bytes.subarray(0, idBytes + nonceBytes);
  if (!sameMac(bytes.subarray(idBytes + nonceBytes), keyedMac('confirm', body).subarray(0, macBytes))) return undefined;
  return {
    subscriberId: body.subarray(0, idBytes).toString('base64url'),
    nonce: body.subarray(idBytes).toString('base64url'),
  };
}

/** The unsubscribe token: subscriberId + HMAC('unsubscribe', it). Stable, so every mail's link keeps working. */
export function unsubscribeToken(subscriberId: string): string {
  const id = idToBytes(subscriberId);
  if (!id) throw new Error('unsubscribeToken needs a subscriberId');
  return Buffer.concat([id, keyedMac('unsubscribe', id).subarray(0, macBytes)]).toString('base64url');
}

/** The subscriber an unsubscribe token names, or undefined when it is malformed or not ours. */
export function readUnsubscribeToken(token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 200 || !tokenPattern.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== idBytes + macBytes) return undefined;
  const id = bytes.subarray(0, idBytes);
  if (!sameMac(bytes.subarray(idBytes), keyedMac('unsubscribe', id).subarray(0, macBytes))) return undefined;
  return id.toString('base64url');
}

/** The site page that confirms a sign-up (it POSTs the token to /api/newsletter/confirm). */
export function confirmPageUrl(
  token: string,
  locale: Locale,
  settings: Pick<SubscriberMailSettings, 'siteOrigin'> = subscriberMailSettings(),
): string {
  return `${settings.siteOrigin}${localePrefix(locale)}/newsletter/confirm/?token=${token}`;
}

/** The localized unsubscribe page (`state` done or invalid after a form post, or a token to offer the button). */
export function unsubscribePageUrl(
  locale: Locale,
  query: { token: string } | { state: 'done' | 'invalid' },
  settings: Pick<SubscriberMailSettings, 'siteOrigin'> = subscriberMailSettings(),
): string {
  const search = 'token' in query ? `token=${query.token}` : `state=${query.state}`;
  return `${settings.siteOrigin}${localePrefix(locale)}/newsletter/unsubscribe/?${search}`;
}

export interface SubscriberMailExtras {
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058), for the outbox's `headers`. */
  headers: Record<string, string>;
  /** The one-click API URL (POST unsubscribes; GET only redirects to the page). */
  unsubscribeUrl: string;
  /** The page to link visibly in the text and HTML. */
  unsubscribePageUrl: string;
}

/**
 * What every mail to a subscriber carries (the confirmation, each newsletter): the list headers for
 * one-click unsubscribe and the visible link.
 */
export function subscriberMailExtras(
  subscriber: Pick<Subscriber, 'subscriberId' | 'locale'>,
  settings: SubscriberMailSettings = subscriberMailSettings(),
): SubscriberMailExtras {
  const token = unsubscribeToken(subscriber.subscriberId);
  const unsubscribeUrl = `${settings.siteOrigin}/api/newsletter/unsubscribe?token=${token}`;
  return {
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${settings.senderEmail}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    unsubscribeUrl,
    unsubscribePageUrl: unsubscribePageUrl(subscriber.locale, { token }, settings),
  };
}

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
      const items: Subscriber[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }), deadline());
        items.push(...((page.Items ?? []) as Subscriber[]));
        start = page.LastEvaluatedKey;
      } while (start);
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
     * Confirms a pending sign-up whose nonce matches and has not expired; 'expired' for anything else
     * (unknown, already used, expired, superseded by a newer sign-up).
     */
    async confirm(subscriberId: string, nonce: string, now: Date): Promise<'confirmed' | 'expired'> {
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
      return done ? 'confirmed' : 'expired';
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
