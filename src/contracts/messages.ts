import type { Locale, Localized } from '../i18n/locales';

/**
 * Every message the forms and the functions show, by key. The English ones
 * are the spec's, word for word.
 */
export const formMessages = {
  name: { en: 'Please input your name', it: 'Inserite il vostro nome' },
  email: { en: 'Please input a valid email', it: 'Inserite un indirizzo e-mail valido' },
  phone: { en: 'Please input a valid phone number', it: 'Inserite un numero di telefono valido' },
  week: { en: 'Please choose a week from the calendar', it: 'Scegliete una settimana nel calendario' },
  message: {
    en: 'Please keep your message to 2,000 characters or fewer',
    it: 'Il messaggio può contenere al massimo 2.000 caratteri',
  },
  weekTaken: {
    en: 'This week is no longer available. Please choose another week from the calendar.',
    it: 'Questa settimana non è più disponibile. Sceglietene un’altra nel calendario.',
  },
  dates: {
    en: 'Please tell us your preferred dates: a month range or a few words',
    it: 'Indicateci le date che preferite: un intervallo di mesi o qualche parola',
  },
  datesPast: {
    en: 'These months are already over. Please choose months still ahead.',
    it: 'Questi mesi sono già trascorsi. Scegliete mesi ancora a venire.',
  },
  invalid: { en: 'Please check the form', it: 'Controllate il modulo' },
  /** A 429: this visitor sent too many requests in a minute (or the whole API is throttled). */
  rateLimited: {
    en: 'Too many requests from your connection. Please wait a minute, then try again.',
    it: 'Troppe richieste dalla vostra connessione. Attendete un minuto, poi riprovate.',
  },
} as const satisfies Record<string, Localized>;

export function messageFor(key: string, locale: Locale): string {
  const entry = (formMessages as Record<string, Localized>)[key] ?? formMessages.invalid;
  return entry[locale];
}
