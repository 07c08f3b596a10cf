import { localePrefix, type Locale } from '../../common/locales';
import { subscriberMailSettings, type SubscriberMailSettings } from '../platform/config';
import { keyedHash, keyedMac, sameMac } from '../platform/privacyKey';

/**
 * A newsletter subscriber (the subscriptions table's item, ./subscribers.ts is its store), its
 * identity and links: the id (a keyed hash of the address), the confirmation and unsubscribe tokens,
 * the site pages they open, and what every mail to a subscriber carries.
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
  /** The privacy notice version shown then (common/facts/privacyNotice.ts). */
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
export const nonceBytes = 16;
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
  subscriber: { subscriberId: string; locale: Locale },
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
