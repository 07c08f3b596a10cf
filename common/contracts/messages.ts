import { fill, type Locale, type Localized } from '../locales';
import { sailingMonthsText } from '../facts/charter';
import { rateLimitedMessage } from './rateLimited';
import { requestFieldCopy } from './requestFieldCopy';

type FieldCopy = typeof requestFieldCopy;
/** A request field refused by its check: its copy's `error`, under the field's key. */
type FieldMessages = { [K in keyof FieldCopy as FieldCopy[K] extends { error: Localized } ? K : never]: Localized };
/** A field's message when its value is too long: `nameTooLong`. */
type TooLongMessages = {
  [K in keyof FieldCopy as FieldCopy[K] extends { tooLong: Localized } ? `${K & string}TooLong` : never]: Localized;
};
const fieldMessages = Object.fromEntries(
  Object.entries(requestFieldCopy).flatMap(([key, copy]) => [
    ...('error' in copy ? [[key, copy.error]] : []),
    ...('tooLong' in copy ? [[`${key}TooLong`, copy.tooLong]] : []),
  ]),
) as FieldMessages & TooLongMessages;

/**
 * Every message the forms and the functions show, by key. The English ones
 * are the spec's, word for word. A request field's own message is its copy's `error`
 * (common/contracts/requestFieldCopy.ts), under the field's key.
 */
export const formMessages = {
  ...fieldMessages,
  weekTaken: {
    en: 'This week is no longer available. Please choose another week from the calendar.',
    it: 'Questa settimana non è più disponibile. Sceglietene un’altra nel calendario.',
  },
  datesPast: {
    en: 'These months are already over. Please choose months still ahead.',
    it: 'Questi mesi sono già trascorsi. Scegliete mesi ancora a venire.',
  },
  /** A month range outside the months she usually sails (common/facts/charter.ts). */
  datesOutOfSeason: {
    en: fill('Libeccio usually sails {months}. Please choose months in that range, or tell us your dates in words.', {
      months: sailingMonthsText('en'),
    }),
    it: fill(
      'Libeccio di solito naviga {months}. Scegliete mesi in questo periodo, oppure descriveteci le date a parole.',
      {
        months: sailingMonthsText('it'),
      },
    ),
  },
  invalid: { en: 'Please check the form', it: 'Controllate il modulo' },
  /** The spec's form error: a 503 (the back end cannot take the request now) and any failure the form cannot name. */
  failed: { en: 'An error occurred. Please try again.', it: 'Si è verificato un errore. Riprovate.' },
  rateLimited: rateLimitedMessage,
} as const satisfies Record<string, Localized>;

/**
 * The newsletter sign-up's answer to a form posted without JavaScript (functions/newsletter/signUpResponse.ts),
 * plain text in the browser: the outcome, then the way back.
 */
export const newsletterNoScript = {
  sent: {
    en: 'We have sent a link to {email}: open it to confirm your subscription. Nothing else will arrive until you do.',
    it: 'Abbiamo inviato un link a {email}: apritelo per confermare l’iscrizione. Fino ad allora non riceverete altro.',
  },
  invalid: {
    en: 'This does not look like a valid e-mail address: nothing was saved. Please go back and check it.',
    it: 'Questo non sembra un indirizzo e-mail valido: non abbiamo salvato nulla. Tornate indietro e controllatelo.',
  },
  failed: {
    en: 'We could not save your subscription just now. Please go back and try again in a few minutes.',
    it: 'Al momento non siamo riusciti a registrare l’iscrizione. Tornate indietro e riprovate tra qualche minuto.',
  },
  back: {
    en: 'Use your browser’s Back button to return to the site.',
    it: 'Usate il pulsante Indietro del browser per tornare al sito.',
  },
} as const satisfies Record<string, Localized>;

export type MessageKey = keyof typeof formMessages;

/** A message by its key: a typo is a type error. */
export function messageFor(key: MessageKey, locale: Locale): string {
  return formMessages[key][locale];
}

/** The message of a check's issue (its key comes from the schema at run time): "Please check the form" if unknown. */
export function issueMessage(key: string, locale: Locale): string {
  return (key in formMessages ? formMessages[key as MessageKey] : formMessages.invalid)[locale];
}
