import type { Localized } from '../locales';

/**
 * The copy of each charter request field (common/contracts/requestFields.ts declares the fields):
 * `label`, the field's name where the owner reads it (the owner's mail and digest, `request <ref>`; its
 * English is the CSV column), `form`, the form's label when it differs, `hint` under the form's input,
 * `error`, the message when the value is refused (its key is the field's key; the specification's words).
 */
export interface RequestFieldCopy {
  label: Localized;
  form?: Localized;
  hint?: Localized;
  error?: Localized;
  /** When the value is longer than its field takes (its key: the field's key + `TooLong`); else `error`. */
  tooLong?: Localized;
}

export const requestFieldCopy = {
  locale: { label: { en: 'Page language', it: 'Lingua della pagina' } },
  name: {
    label: { en: 'Name', it: 'Nome' },
    error: { en: 'Please enter your name', it: 'Inserite il vostro nome' },
    /** Longer than the field takes: said, never cut silently. */
    tooLong: {
      en: 'Please shorten your name to 120 characters or fewer',
      it: 'Accorciate il nome a 120 caratteri al massimo',
    },
  },
  email: {
    label: { en: 'E-mail', it: 'E-mail' },
    error: { en: 'Please enter a valid e-mail address', it: 'Inserite un indirizzo e-mail valido' },
  },
  phone: {
    label: { en: 'Phone', it: 'Telefono' },
    hint: {
      en: 'With the country code, e.g. +44 20 7946 0958',
      it: 'Per i numeri italiani basta il numero, es. 333 123 4567; per gli altri, il prefisso internazionale, es. +44 20 7946 0958',
    },
    error: { en: 'Please enter a valid phone number', it: 'Inserite un numero di telefono valido' },
  },
  week: {
    label: { en: 'Week', it: 'Settimana' },
    error: { en: 'Please choose a week from the calendar', it: 'Scegliete una settimana nel calendario' },
  },
  dates: {
    label: { en: 'Dates', it: 'Date' },
    error: {
      en: 'Please tell us your preferred dates: a month range or a few words',
      it: 'Indicateci le date che preferite: un intervallo di mesi o qualche parola',
    },
  },
  message: {
    label: { en: 'Message', it: 'Messaggio' },
    form: { en: 'Message (optional)', it: 'Messaggio (facoltativo)' },
    hint: {
      en: 'Who is coming, what you would love to do. Please leave out health details: we will ask when we call.',
      it: 'Chi sarà a bordo, cosa vi piacerebbe fare. Niente dati sanitari, per favore: ne parleremo al telefono.',
    },
    error: {
      en: 'Please keep your message to 2,000 characters or fewer',
      it: 'Il messaggio può contenere al massimo 2.000 caratteri',
    },
  },
} as const satisfies Record<string, RequestFieldCopy>;
