import type { Localized } from '../../../common/locales';

/**
 * The newsletter form's copy: in the footer of every page, so in main.js; a module of its own so that the
 * request form's and the calendar's copy (forms.ts) ship only with the pages that show them.
 */
export const newsletterCopy = {
  label: { en: 'Your e-mail address', it: 'Il vostro indirizzo e-mail' },
  placeholder: { en: 'name@example.com', it: 'nome@esempio.it' },
  submit: { en: 'Subscribe', it: 'Iscrivetevi' },
  sending: { en: 'Subscribing…', it: 'Iscrizione in corso…' },
  // Double opt-in: the API answers every valid sign-up the same way, and the e-mailed link confirms it.
  successToast: { en: 'Almost there: check your inbox', it: 'Manca poco: controllate la posta' },
  successText: {
    en: 'We have sent a link to {email}: open it to confirm your subscription. Nothing else will arrive until you do.',
    it: 'Abbiamo inviato un link a {email}: apritelo per confermare l’iscrizione. Fino ad allora non riceverete altro.',
  },
  errorToast: { en: 'An error occurred.', it: 'Si è verificato un errore.' },
  errorText: { en: 'An error occurred. Please try again.', it: 'Si è verificato un errore. Riprovate.' },
  /** Under the field, followed by the link to the privacy notice. */
  notice: {
    en: 'We’ll e-mail you a link to confirm. Unsubscribe any time.',
    it: 'Vi invieremo un link per confermare. Potete annullare l’iscrizione quando volete.',
  },
} as const satisfies Record<string, Localized>;

/** The link to the privacy notice after each form's notice. */
export const privacyLinkLabel: Localized = { en: 'Privacy notice', it: 'Informativa sulla privacy' };
