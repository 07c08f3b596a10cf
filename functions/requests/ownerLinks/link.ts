import { randomBytes } from 'node:crypto';
import { isLocale, type Locale } from '../../../common/locales';
import { keyedMac, sameMac } from '../../platform/privacyKey';

/**
 * The owner's request link (GET /api/owner-actions?t=…): one link per request, in every owner mail
 * about it, opening the request's page (handler.ts). It works for 14 days whatever was done in
 * between, and acts on nothing once its request is closed (declined).
 *
 * A token is `payload.mac`, both base64url: the payload is JSON naming the request (its submissionId, a
 * random UUID, no personal data), the expiry, a random nonce and the page's language; the MAC is
 * HMAC-SHA256 of the payload keyed by the privacy secret under its own purpose label
 * (functions/platform/privacyKey.ts: Secrets Manager deployed, generated locally), so no other keyed value
 * can stand in for it.
 */
export interface ActionToken {
  /** The request's submissionId. */
  r: string;
  /** Expiry, epoch seconds. */
  e: number;
  /** Random: two links are never the same string. */
  n: string;
  /** The page's language (the owner mail's). */
  l: Locale;
}

/** A link works this long after its mail was written. */
export const linkLifetimeDays = 14;
const purpose = 'owner-action';

export function signActionToken(
  fields: Pick<ActionToken, 'r' | 'l'>,
  now: Date = new Date(),
  lifetimeDays = linkLifetimeDays,
): string {
  const token: ActionToken = {
    r: fields.r,
    l: fields.l,
    e: Math.floor(now.getTime() / 1000) + lifetimeDays * 86_400,
    n: randomBytes(12).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(token)).toString('base64url');
  return `${payload}.${keyedMac(purpose, payload).toString('base64url')}`;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type TokenReading = { ok: true; token: ActionToken } | { ok: false; reason: 'invalid' | 'expired' };

/** The token if its MAC is ours (in its one canonical spelling), its fields well-formed and it has not expired. */
export function readActionToken(raw: unknown, now: Date = new Date()): TokenReading {
  if (typeof raw !== 'string' || raw.length > 600) return { ok: false, reason: 'invalid' };
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(raw);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, payload = '', mac = ''] = match;
  const given = Buffer.from(mac, 'base64url');
  // 43 characters carry 258 bits for 256: only the spelling the MAC encodes to is accepted (F10 a).
  if (given.toString('base64url') !== mac) return { ok: false, reason: 'invalid' };
  if (!sameMac(keyedMac(purpose, payload), given)) return { ok: false, reason: 'invalid' };
  let fields: Partial<Record<keyof ActionToken, unknown>>;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof fields;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { r, e, n, l } = typeof fields === 'object' && fields !== null ? fields : {};
  if (typeof r !== 'string' || !uuid.test(r) || !Number.isInteger(e) || typeof n !== 'string' || n.length < 16)
    return { ok: false, reason: 'invalid' };
  if (!isLocale(l)) return { ok: false, reason: 'invalid' };
  if ((e as number) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, token: { r, e: e as number, n, l } };
}

/** The request's page a token opens, on the site's origin (same origin as the API). */
export const actionUrl = (siteOrigin: string, token: string) => `${siteOrigin}/api/owner-actions?t=${token}`;
