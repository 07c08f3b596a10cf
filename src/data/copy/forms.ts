import { formMessages } from '../../../common/contracts/messages';
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
    passage: { en: 'Passage, no charter', it: 'Traversata, senza ospiti' },
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
    en: 'Months as year-month, e.g. {example}.',
    it: 'Mesi nel formato anno-mese, ad es. {example}.',
  },
  datesWords: { en: 'In your own words (optional)', it: 'A parole vostre (facoltativo)' },
  honeypot: { en: 'Leave this field empty', it: 'Lasciate vuoto questo campo' },
  submit: { en: 'Send request', it: 'Inviate la richiesta' },
  sending: { en: 'Sending…', it: 'Invio in corso…' },
  successTitle: { en: 'Success!', it: 'Richiesta inviata' },
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
    en: `What happens next: a confirmation is on its way to your inbox, and the owners will write or call to confirm whether the week is free. ${nothingHeldYet.en}`,
    it: `Cosa succede ora: vi abbiamo inviato un’e-mail di conferma e gli armatori vi scriveranno o vi chiameranno per confermare se la settimana è libera. ${nothingHeldYet.it}`,
  },
  successNextDates: {
    en: `What happens next: a confirmation is on its way to your inbox, and the owners will write or call to talk through your dates. ${nothingHeldYet.en}`,
    it: `Cosa succede ora: vi abbiamo inviato un’e-mail di conferma e gli armatori vi scriveranno o vi chiameranno per parlare delle vostre date. ${nothingHeldYet.it}`,
  },
  reference: { en: 'Your reference', it: 'Il vostro riferimento' },
  referenceHint: {
    // No phone number is published (docs/owner-checklist.md): the guest writes, by e-mail or WhatsApp.
    en: 'Quote it if you write to the owners about this request.',
    it: 'Citatelo se scrivete agli armatori per questa richiesta.',
  },
  another: { en: 'Send another request', it: 'Inviate un’altra richiesta' },
  error: formMessages.failed,
  retry: { en: 'Try again', it: 'Riprovate' },
  /** Under the send button, followed by the link to the privacy notice. */
  notice: {
    en: 'We use your details only to answer your request and arrange your charter.',
    it: 'Usiamo i vostri dati solo per rispondere alla richiesta e organizzare il noleggio.',
  },
} as const satisfies Record<string, Localized>;

/** The newsletter form's copy and the privacy link label: in every page's footer, so in a module of their own. */
export { newsletterCopy, privacyLinkLabel } from './newsletter';
