import type { Locale, Localized } from '../i18n/locales';

/**
 * Every message the forms and the functions show, by key. The English ones
 * are the spec's, word for word.
 */
export const formMessages = {
  name: { en: 'Please input your name', it: 'Inserisci il tuo nome' },
  email: { en: 'Please input a valid email', it: 'Inserisci un indirizzo email valido' },
  phone: { en: 'Please input a valid phone number', it: 'Inserisci un numero di telefono valido' },
  week: { en: 'Please choose a week from the calendar', it: 'Scegli una settimana dal calendario' },
  message: {
    en: 'Please keep your message under 2000 characters',
    it: 'Il messaggio non può superare i 2000 caratteri',
  },
  weekTaken: {
    en: 'This week is no longer available. Please choose another week from the calendar.',
    it: 'Questa settimana non è più disponibile. Scegline un’altra dal calendario.',
  },
  invalid: { en: 'Please check the form', it: 'Controlla il modulo' },
} as const satisfies Record<string, Localized>;

export type MessageKey = keyof typeof formMessages;

export function messageFor(key: string, locale: Locale): string {
  const entry = (formMessages as Record<string, Localized>)[key] ?? formMessages.invalid;
  return entry[locale];
}
