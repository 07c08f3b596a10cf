import type { Localized } from '../../common/locales';

/** What the newsletter's mails say (functions/newsletter/mail.ts composes them), Italian in the "voi" register. */
export const confirmMailCopy = {
  subject: {
    en: 'Please confirm your subscription to the {yacht} newsletter',
    it: 'Confermate l’iscrizione alla newsletter di {yacht}',
  },
  greeting: { en: 'Hello,', it: 'Buongiorno,' },
  intro: {
    en: 'We have been asked to send the {yacht} newsletter to this address: a few e-mails a year with next season’s itinerary and the charter weeks still free, and the odd story from aboard.',
    it: 'abbiamo ricevuto una richiesta di iscrizione alla newsletter di {yacht} per questo indirizzo: poche e-mail all’anno con l’itinerario della prossima stagione e le settimane di noleggio ancora libere, e qualche racconto di bordo.',
  },
  action: {
    en: 'To confirm, press the button below (or open this link) within 48 hours:',
    it: 'Per confermare, premete il pulsante qui sotto (o aprite questo link) entro 48 ore:',
  },
  button: { en: 'Confirm my subscription', it: 'Confermo l’iscrizione' },
  notYou: {
    en: 'If you did not ask for it, simply ignore this e-mail: without confirmation you will not be subscribed, and we will not write to you again.',
    it: 'Se non l’avete chiesto voi, ignorate semplicemente questa e-mail: senza conferma non sarete iscritti e non vi scriveremo più.',
  },
  signature: { en: 'Fair winds,\nThe owners of {yacht}', it: 'Buon vento,\ngli armatori di {yacht}' },
  /** What the unsubscribe link does to a pending sign-up: ends it (a later sign-up may ask again). */
  cancel: { en: 'Cancel this sign-up now', it: 'Annullate subito questa iscrizione' },
  why: {
    en: 'You are receiving this e-mail because this address was entered on the {yacht} newsletter form.',
    it: 'Ricevete questa e-mail perché questo indirizzo è stato inserito nel modulo della newsletter di {yacht}.',
  },
} satisfies Record<string, Localized>;

export const campaignMailCopy = {
  why: {
    en: 'You are receiving this e-mail because you subscribed to the {yacht} newsletter and confirmed your address.',
    it: 'Ricevete questa e-mail perché vi siete iscritti alla newsletter di {yacht} e avete confermato il vostro indirizzo.',
  },
  unsubscribeLead: { en: 'No longer want these e-mails? ', it: 'Non volete più ricevere queste e-mail? ' },
  unsubscribeLink: { en: 'Unsubscribe', it: 'Annullate l’iscrizione' },
  site: { en: 'Website', it: 'Sito' },
} satisfies Record<string, Localized>;
