import { rateLimitedMessage } from '../../common/contracts/rateLimited';
import type { Locale } from '../../common/locales';

/**
 * POSTs JSON, retrying network failures and 5xx twice (safe: the API is idempotent on its ids).
 * Any 4xx is answered at once, never retried: a 429 (too many requests from this visitor, or the
 * API-wide throttle) would only be refused again and count against the visitor's limit.
 */
export async function postJson(url: string, body: unknown, attempts = 3): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status < 500 || attempt === attempts) return response;
    } catch (error) {
      lastError = error;
      if (attempt === attempts) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 600 * attempt));
  }
  throw lastError;
}

/**
 * The message to show for a 429, in the page's language; undefined for any other answer. The
 * per-client limit sends the same text, but the API-wide throttle answers in English only, so the
 * form always uses its own copy.
 */
export function tooManyRequestsMessage(response: Response, locale: Locale): string | undefined {
  return response.status === 429 ? rateLimitedMessage[locale] : undefined;
}
