import { rateLimitedMessage } from '../../../common/contracts/rateLimited';
import { replyTime, sailingMonthsText } from '../../../common/facts/charter';
import { nothingHeldYet } from '../../../common/facts/charterPath';
import type { Localized } from '../../../common/locales';

export const calendarCopy = {
  title: { en: 'Choose your week', it: 'Scegliete la vostra settimana' },
  help: {
    en: 'Pick any day: the whole week it belongs to is selected. Weeks run from Saturday to Saturday.',
    it: 'Scegliete un giorno qualsiasi: verrà selezionata l’intera settimana. Le settimane vanno da sabato a sabato.',
  },
  /** The weeks list the page carries before the calendar mounts (and without JavaScript). */
  snapshotAsOf: { en: 'Availability as of {date}:', it: 'Disponibilità al {date}:' },
  snapshotWeek: { en: 'Week', it: 'Settimana' },
  snapshotStatus: { en: 'Status', it: 'Stato' },
  legend: { en: 'Legend', it: 'Legenda' },
  status: {
    available: { en: 'Available', it: 'Disponibile' },
    optioned: { en: 'Optioned', it: 'Opzionata' },
    'not-available': { en: 'Not available', it: 'Non disponibile' },
    past: { en: 'Past', it: 'Passata' },
    /** A week of the positioning passage between two areas: sailed without guests, not offered. */
    passage: {
      en: 'Positioning passage: not for charter',
      it: 'Traversata di trasferimento: non a noleggio',
    },
    /** A day of the shown months outside every week of the seasons (before a season opens, between legs). */
    closed: { en: 'Out of season', it: 'Fuori stagione' },
    selected: { en: 'Your week', it: 'La vostra settimana' },
  },
  /** No week can be chosen because no season ahead is published; the form asks for preferred dates. */
  closedTitle: { en: 'The next season is not yet published', it: 'La prossima stagione non è ancora pubblicata' },
  closedText: {
    en: `There is no week to choose in the calendar yet. Tell us the dates you would like in the form: the owners reply ${replyTime.en}, and propose a week as soon as the calendar is set. The newsletter announces every new season first.`,
    it: `Nel calendario non ci sono ancora settimane da scegliere. Indicateci nel modulo le date che preferite: gli armatori vi rispondono ${replyTime.it} e vi propongono una settimana non appena il calendario è definito. La newsletter annuncia per prima ogni nuova stagione.`,
  },
  /** A season is published but none of its weeks can be chosen. */
  fullTitle: { en: 'Every week is taken', it: 'Tutte le settimane sono occupate' },
  fullText: {
    en: 'No week of the published season can be chosen now. Tell us the dates you would like in the form: the owners will tell you what they can offer.',
    it: 'Al momento non si può scegliere nessuna settimana della stagione pubblicata. Indicateci nel modulo le date che preferite: gli armatori vi diranno cosa possono proporvi.',
  },
  /** Under the calendar: a positioning passage between two areas, not offered for charter. */
  passage: {
    en: 'Libeccio makes her passage without guests ({fromArea} → {toArea}), {dates}: those days are not offered for charter.',
    it: 'Libeccio compie la traversata senza ospiti ({fromArea} → {toArea}) {dates}: quei giorni non sono disponibili per il noleggio.',
  },
  closedLink: { en: 'Join the newsletter', it: 'Iscrivetevi alla newsletter' },
  /**
   * The served page's weeks list when the build knows no week ahead: the owner may have opened a
   * season since, so it says nothing of what is published; the live calendar replaces it.
   */
  snapshotPending: {
    en: 'The calendar of the weeks on offer appears here. You can also write to us with the dates you have in mind.',
    it: 'Qui compare il calendario delle settimane disponibili. Potete anche scriverci indicando le date che avete in mente.',
  },
  /** Without JavaScript, in place of the calendar and the form; followed by the e-mail address and WhatsApp number. */
  noScript: {
    en: 'The calendar and the request form need JavaScript, which is off in this browser. Write to the owners with the dates you have in mind instead:',
    it: 'Il calendario e il modulo di richiesta hanno bisogno di JavaScript, che in questo browser è disattivato. Scrivete invece agli armatori indicando le date che avete in mente:',
  },
  /** Shown when /api/availability cannot be reached and the calendar keeps the list built into the page. */
  snapshotNotice: {
    en: 'We could not load the latest availability: the calendar shows it as of {date}.',
    it: 'Non siamo riusciti a caricare le disponibilità aggiornate: il calendario le mostra com’erano il {date}.',
  },
} as const;

export const requestFormCopy = {
  title: { en: 'Your request', it: 'La vostra richiesta' },
  // The typed fields' labels and hints: common/contracts/requestFieldCopy.ts.
  week: { en: 'Chosen week', it: 'Settimana scelta' },
  from: { en: 'Embarkation', it: 'Imbarco' },
  to: { en: 'Disembarkation', it: 'Sbarco' },
  noWeek: { en: 'No week chosen yet', it: 'Nessuna settimana scelta' },
  /** When no week can be chosen: the visitor's preferred dates instead. */
  dates: { en: 'Your preferred dates', it: 'Le date che preferite' },
  datesHint: {
    en: `Libeccio usually sails ${sailingMonthsText('en')}. Choose the months that suit you, or describe your dates in words (e.g. “two weeks in late June”), or both.`,
    it: `Libeccio di solito naviga ${sailingMonthsText('it')}. Indicate i mesi che vi interessano, oppure descrivete le date a parole (es. «due settimane a fine giugno»), o fate entrambe le cose.`,
  },
  datesFrom: { en: 'From the month of', it: 'Dal mese di' },
  datesTo: { en: 'To the month of', it: 'Al mese di' },
  /** Where the browser draws no month picker (a plain text box): the format the month fields take. */
  datesMonthFormat: {
    en: 'If your browser shows a text box, write the month like this: {example}.',
    it: 'Se il browser mostra una casella di testo, scrivete il mese così: {example}.',
  },
  datesWords: { en: 'In your own words (optional)', it: 'A parole vostre (facoltativo)' },
  honeypot: { en: 'Leave this field empty', it: 'Lasciate vuoto questo campo' },
  submit: { en: 'Send request', it: 'Inviate la richiesta' },
  sending: { en: 'Sending…', it: 'Invio in corso…' },
  successTitle: { en: 'Request sent', it: 'Richiesta inviata' },
  successText: {
    en: `Your request has been received. The owners will contact you ${replyTime.en}.`,
    it: `La vostra richiesta è stata ricevuta. Gli armatori vi contatteranno ${replyTime.it}.`,
  },
  successTextDates: {
    en: `Your request has been received. The owners will reply ${replyTime.en}, and propose a week that matches your dates as soon as the calendar is set.`,
    it: `La vostra richiesta è stata ricevuta. Gli armatori vi risponderanno ${replyTime.it} e vi proporranno una settimana adatta alle vostre date non appena il calendario sarà definito.`,
  },
  /** Under the success text (which gives the reply time, common/facts/charter.ts): what happens next. */
  successNext: {
    en: `What happens next: the owners will write to tell you whether the week is free. ${nothingHeldYet.en}`,
    it: `Cosa succede ora: gli armatori vi scriveranno per dirvi se la settimana è libera. ${nothingHeldYet.it}`,
  },
  successNextDates: {
    en: `What happens next: the owners will write to talk through your dates. ${nothingHeldYet.en}`,
    it: `Cosa succede ora: gli armatori vi scriveranno per parlare delle vostre date. ${nothingHeldYet.it}`,
  },
  /** The API queued the guest's acknowledgement (its answer's `acknowledgementQueued`)… */
  acknowledged: {
    en: 'An e-mail with your request is on its way to your inbox.',
    it: 'Un’e-mail con la vostra richiesta sta arrivando nella vostra casella di posta.',
  },
  /** … or held it back (too many requests from one connection this hour, an address that bounced): no promise. */
  notAcknowledged: {
    en: 'The owners have your request, but we could not send you an e-mail copy this time: please note your reference.',
    it: 'Gli armatori hanno ricevuto la richiesta, ma questa volta non abbiamo potuto inviarvene una copia per e-mail: annotate il vostro riferimento.',
  },
  reference: { en: 'Your reference', it: 'Il vostro riferimento' },
  referenceHint: {
    // No phone number is published (docs/owner-checklist.md): the guest writes, by e-mail or WhatsApp.
    en: 'Quote it if you write to the owners about this request.',
    it: 'Citatelo se scrivete agli armatori per questa richiesta.',
  },
  another: { en: 'Send another request', it: 'Inviate un’altra richiesta' },
  retry: { en: 'Try again', it: 'Riprovate' },
  /** Under the send button, followed by the link to the privacy notice. */
  notice: {
    en: 'We use your details only to answer your request and arrange your charter.',
    it: 'Usiamo i vostri dati solo per rispondere alla richiesta e organizzare il noleggio.',
  },
} as const satisfies Record<string, Localized>;

/**
 * The request form's error box: what failed, in its title, and what to do, in its body; every failure but
 * a refused field also offers the other ways to reach the owners (`otherWays`, the contact facts filled in).
 */
export const requestFailureCopy = {
  /** The request never reached the server (no connection, or the form's own code could not load). */
  network: {
    title: { en: 'Not sent: no connection', it: 'Non inviata: nessuna connessione' },
    text: {
      en: 'Your request did not reach us. Everything you typed is kept here: tap “Try again” once you are back online.',
      it: 'La richiesta non ci è arrivata. Quello che avete scritto resta qui: toccate «Riprovate» quando sarete di nuovo online.',
    },
  },
  /** The server answered with a fault (a 5xx, or an answer the form cannot read). */
  server: {
    title: { en: 'Not sent: a fault on our side', it: 'Non inviata: un guasto da parte nostra' },
    text: {
      en: 'Our server could not take your request just now. Everything you typed is kept here: please try again in a few minutes.',
      it: 'Il nostro server non ha potuto ricevere la richiesta. Quello che avete scritto resta qui: riprovate tra qualche minuto.',
    },
  },
  /** A 429: too many requests from this connection. */
  limited: {
    title: { en: 'Not sent: too many requests', it: 'Non inviata: troppe richieste' },
    text: rateLimitedMessage,
  },
  /** A field refused, by the form or the server: each says why beside it. */
  invalid: {
    title: { en: 'Not sent: some details need checking', it: 'Non inviata: alcuni dati vanno controllati' },
    text: {
      en: 'Please correct the fields marked below, then send again.',
      it: 'Correggete i campi segnalati qui sotto, poi inviate di nuovo.',
    },
  },
  /** Followed by the e-mail address and the WhatsApp number, as links. */
  otherWays: {
    en: 'You can also write to the owners directly:',
    it: 'Potete anche scrivere direttamente agli armatori:',
  },
  or: { en: 'or on WhatsApp', it: 'oppure su WhatsApp' },
} as const;

/** The newsletter form's copy and the privacy link label: in every page's footer, so in a module of their own. */
export { newsletterCopy, privacyLinkLabel } from './newsletter';
