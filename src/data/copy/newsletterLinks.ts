import type { Localized } from '../../../common/locales';

/**
 * The two pages the newsletter's e-mails link to: /newsletter/confirm/ (the
 * double opt-in) and /newsletter/unsubscribe/. Neither acts on opening: only
 * the button does.
 */
export const confirmPage = {
  title: { en: 'Confirm your subscription', it: 'Confermate l’iscrizione' },
  /** The heading once it is confirmed (now or before). */
  doneTitle: { en: 'Subscription confirmed', it: 'Iscrizione confermata' },
  description: {
    en: 'Confirm your subscription to Libeccio’s newsletter.',
    it: 'Confermate l’iscrizione alla newsletter di Libeccio.',
  },
  text: {
    en: 'Press the button to confirm, and the newsletter will bring you next season’s itinerary and the charter weeks still free, and the odd story from aboard, a few times a year.',
    it: 'Premete il pulsante per confermare: poche volte l’anno la newsletter vi porterà l’itinerario della prossima stagione e le settimane di noleggio ancora libere, e qualche racconto di bordo.',
  },
  button: { en: 'Confirm my subscription', it: 'Confermo l’iscrizione' },
  sending: { en: 'Confirming…', it: 'Conferma in corso…' },
  done: {
    en: 'Your subscription is confirmed. Thank you: you will receive the next newsletter.',
    it: 'L’iscrizione è confermata. Grazie: la prossima newsletter arriverà anche a voi.',
  },
  /** The link opened again after the subscription was confirmed. */
  alreadyConfirmed: {
    en: 'Your subscription was already confirmed: there is nothing more to do. The next newsletter will reach you.',
    it: 'L’iscrizione era già confermata: non c’è altro da fare. La prossima newsletter arriverà anche a voi.',
  },
  expired: {
    en: 'This link has expired or was already used. Sign up again and we will send you a new one.',
    it: 'Questo link è scaduto oppure è già stato usato. Iscrivetevi di nuovo e ve ne invieremo uno nuovo.',
  },
  signUpAgain: { en: 'Sign up again', it: 'Iscrivetevi di nuovo' },
  invalid: {
    en: 'This confirmation link is not valid. Check that you opened the whole link from the e-mail, or sign up again.',
    it: 'Questo link di conferma non è valido. Verificate di aver aperto il link completo dell’e-mail, oppure iscrivetevi di nuovo.',
  },
} as const satisfies Record<string, Localized>;

export const unsubscribePage = {
  title: { en: 'Unsubscribe from the newsletter', it: 'Cancellazione dalla newsletter' },
  description: {
    en: 'Stop receiving Libeccio’s newsletter.',
    it: 'Smettete di ricevere la newsletter di Libeccio.',
  },
  text: {
    en: 'Press the button and we will stop sending you the newsletter.',
    it: 'Premete il pulsante e non vi invieremo più la newsletter.',
  },
  button: { en: 'Unsubscribe', it: 'Annullo l’iscrizione' },
  sending: { en: 'Unsubscribing…', it: 'Cancellazione in corso…' },
  done: {
    en: 'You are unsubscribed; we won’t e-mail you again.',
    it: 'La vostra iscrizione è stata annullata: non vi scriveremo più.',
  },
  /** Without JavaScript the page cannot read its link; followed by the contact address. */
  noScript: {
    en: 'This page needs JavaScript to read your link. If you cannot use JavaScript, write to us and we will take you off the list:',
    it: 'Questa pagina ha bisogno di JavaScript per leggere il vostro link. Se non potete usare JavaScript, scriveteci e vi toglieremo dalla lista:',
  },
  /** Followed by the contact address. */
  invalid: {
    en: 'This unsubscribe link is not valid. Use the link in our latest e-mail, or write to us and we will take you off the list:',
    it: 'Questo link di cancellazione non è valido. Usate il link della nostra ultima e-mail, oppure scriveteci e vi toglieremo dalla lista:',
  },
} as const satisfies Record<string, Localized>;

/** The confirm page without JavaScript; followed by the contact address. */
export const confirmNoScript: Localized = {
  en: 'This page needs JavaScript to confirm your subscription: open the link in a browser with JavaScript on. Any question, write to us:',
  it: 'Questa pagina ha bisogno di JavaScript per confermare l’iscrizione: aprite il link in un browser con JavaScript attivo. Per qualsiasi domanda scriveteci:',
};

/** Both pages: when the API cannot be reached. */
export const linkPageError: Localized = {
  en: 'An error occurred. Please try again.',
  it: 'Si è verificato un errore. Riprovate.',
};
