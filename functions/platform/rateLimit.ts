import { envVars } from '../../common/env';
import { logEvents } from '../../common/logEvents';
import { tables } from '../../common/tables';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { messageFor } from '../../common/contracts/messages';
import { dynamo } from './clients';
import { now as siteNow } from './clock';
import { isConditionFailure } from './conditional';
import { clientAddress, json, maxBodyBytes, requestLocale, widerNetwork, type ApiEvent, type ApiResult } from './http';
import { log, pseudonym } from './log';
import { errorText } from './errorText';

/**
 * The per-client limits, one counter each: every uncached route has one (security review 2026-11-28,
 * F7), GETs included. The action links' page views (GET/HEAD) count apart from their POSTs, so a link
 * scanner's views never use up the owner's presses, nor the reverse.
 */
export type LimitedRoute =
  | 'join-requests'
  | 'newsletter-subscriptions'
  | 'newsletter-confirm'
  | 'newsletter-unsubscribe'
  | 'owner-actions'
  | 'owner-actions-page';

/** Requests one client may make to one route in one clock minute, unless RATE_LIMIT_PER_MINUTE says otherwise. */
export const defaultRateLimitPerMinute = 10;

/**
 * An IPv6 client is also counted with its whole /48, at this many times the per-client limit: one
 * network (a household, an office, a phone's) stays well inside it, while cycling through the /64s
 * of one /48 no longer buys fresh limits.
 */
export const widerNetworkFactor = 6;

/** A counter outlives its minute by this long, then DynamoDB TTL (locally the sweep) deletes it. */
const keepSeconds = 120;

/** The counter is one small write: if it cannot answer in this time, the request goes on uncounted. */
const deadlineMs = 1_000;

/**
 * RATE_LIMIT_PER_MINUTE: a whole number, 0 turns the limit off. RATE_LIMITS_TABLE: the counters' table.
 * Read on every call (cheap), so the local stack and the tests can change them.
 */
export function rateLimitSettings(env: NodeJS.ProcessEnv = process.env): { perMinute: number; table: string } {
  const raw = env[envVars.rateLimitPerMinute];
  const perMinute = raw === undefined || raw === '' ? defaultRateLimitPerMinute : Number(raw);
  if (!Number.isInteger(perMinute) || perMinute < 0) {
    throw new Error(`RATE_LIMIT_PER_MINUTE must be a whole number (0 turns the limit off), got "${raw}"`);
  }
  return { perMinute, table: env[tables.rateLimits.envVar] ?? '' };
}

/**
 * The per-client limit of a route: a fixed window of one clock minute per client and route,
 * counted with ONE conditional `UpdateItem ADD` on `client#route#minute`. Under the limit the count
 * goes up and the handler carries on (undefined); at the limit the condition fails, nothing is
 * written, and the answer is 429 with a translated message and Retry-After. Each client has its own
 * counters, so a flood from one address never touches another's. If the counter cannot be reached
 * the request is let through (logged): the API-wide stage throttle is still the backstop.
 *
 * The minute is the site clock's (functions/platform/clock.ts: the real one in AWS; locally a
 * date-time SITE_CLOCK holds it still, for the tests); the counter's expiry is real time, which
 * DynamoDB TTL (locally the sweep) reads.
 */
export async function rateLimit(
  event: ApiEvent,
  route: LimitedRoute,
  realNow = Date.now(),
  db: DynamoDBDocumentClient = dynamo,
): Promise<ApiResult | undefined> {
  let settings: ReturnType<typeof rateLimitSettings>;
  try {
    settings = rateLimitSettings();
    if (settings.perMinute > 0 && !settings.table) throw new Error(`${tables.rateLimits.envVar} is not set`);
  } catch (error) {
    log('warn', 'rate limit not checked', { route, error: errorText(error) });
    return undefined;
  }
  if (settings.perMinute === 0) return undefined;
  const client = clientAddress(event);
  const now = siteNow(new Date(realNow)).getTime();
  const minute = Math.floor(now / 60_000);
  const expires = (Math.floor(realNow / 60_000) + 1) * 60 + keepSeconds;
  /** One hit on a counter: false at its limit; true (let through) when the counter cannot be reached. */
  const hit = async (key: string, limit: number) => {
    try {
      await db.send(
        new UpdateCommand({
          TableName: settings.table,
          Key: { counter: `${key}#${route}#${minute}` },
          UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expires)',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': expires },
        }),
        { abortSignal: AbortSignal.timeout(deadlineMs) },
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      log('warn', 'rate limit not checked', { route, error: error instanceof Error ? error.name : String(error) });
      return true;
    }
  };
  const network = widerNetwork(client);
  if (
    (await hit(client, settings.perMinute)) &&
    (!network || (await hit(network, settings.perMinute * widerNetworkFactor)))
  ) {
    return undefined;
  }
  const retryAfter = Math.max(1, (minute + 1) * 60 - Math.floor(now / 1000));
  log('warn', logEvents.rateLimited, { route, client: pseudonym(client), limit: settings.perMinute });
  const locale = requestLocale(event, bodyLocale(event));
  const result = json(429, { error: 'rate_limited', message: messageFor('rateLimited', locale), retryAfter });
  result.headers = { ...result.headers, 'retry-after': String(retryAfter) };
  return result;
}

/** The `locale` of a JSON body, without failing on anything else (the handler parses it properly later). */
function bodyLocale(event: ApiEvent): { locale?: unknown } | undefined {
  try {
    const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '');
    if (raw.length > maxBodyBytes) return undefined;
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return value && typeof value === 'object' ? (value as { locale?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/** A route's counter by method: one for all, or one per method (a method not named is not counted). */
export type LimitedRoutes = LimitedRoute | Partial<Record<'GET' | 'HEAD' | 'POST', LimitedRoute>>;

/**
 * The per-client limit as handlerFor's prologue runs it (`rateLimit: perClient('join-requests')`): every
 * request counted on its route's counter (or the counter of its method), a JSON 429 when over, or the
 * answer `refused` makes of it (a page, not JSON).
 */
export function perClient(
  routes: LimitedRoutes,
  refused?: (event: ApiEvent, limited: ApiResult) => ApiResult,
): (event: ApiEvent) => Promise<ApiResult | undefined> {
  return async (event) => {
    const method = (event.requestContext?.http?.method ?? 'GET') as 'GET' | 'HEAD' | 'POST';
    const route = typeof routes === 'string' ? routes : routes[method];
    if (!route) return undefined;
    const limited = await rateLimit(event, route);
    return limited && refused ? refused(event, limited) : limited;
  };
}
