import type { Localized } from '../locales';

/**
 * A 429: this visitor sent too many requests in a minute (or the whole API is throttled). A module of its
 * own because every page's newsletter form shows it: importing all the forms' messages (messages.ts, with
 * every request field's copy) would put them in every page's main script.
 */
export const rateLimitedMessage = {
  en: 'Too many requests from your connection. Please wait a minute, then try again.',
  it: 'Troppe richieste dalla vostra connessione. Attendete un minuto, poi riprovate.',
} as const satisfies Localized;
