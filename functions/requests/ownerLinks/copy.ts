import { fill, type Locale, type Localized } from '../../../common/locales';
import type { RequestStatus } from '../store';

/** What the request's page offers, each on a page of its own (handler.ts `actionsNow`). */
export const ownerActions = [
  'replied',
  'option7',
  'optionUntil',
  'extend7',
  'book',
  'decline',
  'week',
  'undo',
] as const;
export type OwnerAction = (typeof ownerActions)[number];

/**
 * What the action-link page (functions/owner-actions.ts) shows and does: the request, what its button
 * will do, and on POST the same desk function the owner CLI runs, recorded as "by e-mail link".
 */
export const ownerActionCopy = {
  title: { en: 'Charter request {reference}', it: 'Richiesta di noleggio {reference}' },
  reference: { en: 'Reference', it: 'Riferimento' },
  name: { en: 'Name', it: 'Nome' },
  week: { en: 'Week', it: 'Settimana' },
  dates: { en: 'Dates', it: 'Date' },
  area: { en: 'Cruising area', it: 'Zona di navigazione' },
  language: { en: 'Writes in', it: 'Scrive in' },
  status: { en: 'Status', it: 'Stato' },
  optionUntil: { en: 'Option until', it: 'Opzione fino al' },
  optionLapsed: { en: 'Option lapsed', it: 'Opzione scaduta' },
  optionLapsedValue: {
    en: 'on {until}: the website offers the week to others again',
    it: 'il {until}: il sito offre di nuovo la settimana ad altri',
  },
  history: { en: 'History', it: 'Cronologia' },
  received: { en: 'received', it: 'ricevuta' },
  byLink: { en: '(by e-mail link)', it: '(dal link nell’e-mail)' },
  entryUntil: { en: 'until {until}', it: 'fino al {until}' },
  actionsHeading: { en: 'What you can do now', it: 'Cosa potete fare ora' },
  actions: {
    replied: { en: 'Mark as replied', it: 'Segnare come «risposta inviata»' },
    option7: { en: 'Hold as an option for 7 days', it: 'Bloccare in opzione per 7 giorni' },
    optionUntil: { en: 'Hold as an option until a date…', it: 'Bloccare in opzione fino a una data…' },
    extend7: { en: 'Extend the option by 7 days', it: 'Prolungare l’opzione di 7 giorni' },
    book: { en: 'Book', it: 'Prenotare' },
    decline: { en: 'Decline', it: 'Rifiutare' },
    week: { en: 'Give it a week…', it: 'Assegnare una settimana…' },
    undo: { en: 'Undo the last change', it: 'Annullare l’ultima modifica' },
  } satisfies Record<OwnerAction, Localized>,
  contactHeading: { en: 'Reach {name}', it: 'Contattare {name}' },
  message: { en: 'Their message', it: 'Il suo messaggio' },
  noMessage: { en: '(no message)', it: '(nessun messaggio)' },
  requestNote: {
    en: 'This page shows the request as it is now. Each action opens a page of its own; nothing changes until you press its button. This link works until {date}.',
    it: 'Questa pagina mostra la richiesta com’è ora. Ogni azione apre una pagina a sé; nulla cambia finché non premete il suo pulsante. Questo link vale fino al {date}.',
  },
  back: { en: 'Back to the request', it: 'Tornate alla richiesta' },
  chooseWeek: { en: 'The week', it: 'La settimana' },
  noWeekOpen: {
    en: 'No week is open on the calendar now: open a season first (npm run owner -- season open).',
    it: 'Nessuna settimana è aperta sul calendario ora: aprite prima una stagione (npm run owner -- season open).',
  },
  will: {
    replied: {
      en: 'Pressing the button marks {reference} as replied. The week does not change, and nothing is sent to the guest.',
      it: 'Premendo il pulsante, la richiesta {reference} risulterà «con risposta inviata». La settimana non cambia e al cliente non viene inviato nulla.',
    },
    option: {
      en: 'Pressing the button holds the week {week} as an option for {reference} until {until} inclusive: the calendar shows the week as optioned.',
      it: 'Premendo il pulsante la settimana {week} viene bloccata in opzione per {reference} fino al {until} compreso: il calendario mostra la settimana come opzionata.',
    },
    optionUntil: {
      en: 'Choose the last day of the option, then press the button: the week {week} is held as an option for {reference} until that day inclusive.',
      it: 'Scegliete l’ultimo giorno dell’opzione, poi premete il pulsante: la settimana {week} viene bloccata in opzione per {reference} fino a quel giorno compreso.',
    },
    book: {
      en: 'Press the button once the signed contract and the deposit have reached you: the week {week} is booked for {reference}, and the calendar shows it as not available.',
      it: 'Premete il pulsante quando contratto firmato e acconto vi sono arrivati: la settimana {week} viene prenotata per {reference} e il calendario la mostra come non disponibile.',
    },
    decline: {
      en: 'Pressing the button declines {reference} and closes it: the links in your e-mails about it then act on nothing more (the owner tool can still change it).',
      it: 'Premendo il pulsante {reference} viene rifiutata e chiusa: i link nelle vostre e-mail su di essa non agiranno più (il programma degli armatori può ancora modificarla).',
    },
    week: {
      en: 'Choose the week, then press the button: {reference} becomes a request for that week, which you can then hold as an option. The guest’s own dates stay on the request.',
      it: 'Scegliete la settimana, poi premete il pulsante: {reference} diventa una richiesta per quella settimana, che potrete poi bloccare in opzione. Le date indicate dal cliente restano nella richiesta.',
    },
    undo: {
      en: 'Pressing the button undoes the last change: {reference} goes back to {status}. An undo cannot itself be undone from the link.',
      it: 'Premendo il pulsante l’ultima modifica viene annullata: {reference} torna allo stato «{status}». Un annullamento non si annulla a sua volta dal link.',
    },
    undoOption: {
      en: 'Pressing the button undoes the last change: {reference} goes back to the option until {until}, and so does the week {week}. An undo cannot itself be undone from the link.',
      it: 'Premendo il pulsante l’ultima modifica viene annullata: {reference} torna all’opzione fino al {until}, e così la settimana {week}. Un annullamento non si annulla a sua volta dal link.',
    },
  },
  freesWeek: {
    en: 'The week {week} becomes available again.',
    it: 'La settimana {week} torna disponibile.',
  },
  tell: {
    optioned: {
      en: 'E-mail {name} (in {language}): the week is held until that day, and how to confirm',
      it: 'Scrivere a {name} (in {language}): la settimana è bloccata fino a quel giorno, e come confermare',
    },
    booked: {
      en: 'E-mail {name} (in {language}): the week is theirs, with boarding, what to bring and the balance',
      it: 'Scrivere a {name} (in {language}): la settimana è sua, con imbarco, cosa portare e saldo',
    },
    corrected: {
      en: 'E-mail {name} (in {language}) a correction: their last e-mail is withdrawn, and where the request stands now',
      it: 'Scrivere a {name} (in {language}) una correzione: la sua ultima e-mail non vale, e com’è ora la richiesta',
    },
    declined: {
      en: 'E-mail {name} (in {language}): the week cannot be offered; another may be chosen',
      it: 'Scrivere a {name} (in {language}): la settimana non si può offrire; se ne può scegliere un’altra',
    },
  },
  tellHint: {
    en: 'Untick to hold the mail back and write to the guest yourself.',
    it: 'Togliete la spunta per non inviare l’e-mail e scrivere voi al cliente.',
  },
  toldWarning: {
    en: 'Careful: {name} was told of this change by e-mail, “{subject}”.',
    it: 'Attenzione: {name} è stato informato di questa modifica per e-mail, «{subject}».',
  },
  toldPending: {
    en: '{name} was to be told of this change by e-mail, “{subject}”; it has not gone yet, and undoing withdraws it.',
    it: 'A {name} stava per partire un’e-mail su questa modifica, «{subject}»; non è ancora partita, e l’annullamento la ritira.',
  },
  withdrawn: {
    en: 'The e-mail to the guest about the change had not gone yet: it is withdrawn, and nothing is sent.',
    it: 'L’e-mail al cliente sulla modifica non era ancora partita: è stata ritirata e non viene inviato nulla.',
  },
  noTell: {
    en: 'Nothing is sent to the guest: write to them yourself if you wish.',
    it: 'Al cliente non viene inviato nulla: se volete, scrivetegli voi.',
  },
  told: {
    en: 'An e-mail to {name} in {language} is on its way: “{subject}”.',
    it: 'Un’e-mail a {name} in {language} è in partenza: «{subject}».',
  },
  heldBack: {
    en: 'Nothing was sent to the guest: you held the e-mail back.',
    it: 'Al cliente non è stato inviato nulla: avete trattenuto l’e-mail.',
  },
  tellFailed: {
    en: 'The e-mail to the guest could not be queued: please write to them yourself.',
    it: 'Non è stato possibile accodare l’e-mail al cliente: scrivetegli voi, per favore.',
  },
  nothingYet: {
    en: 'Opening this page changed nothing.',
    it: 'L’apertura di questa pagina non ha modificato nulla.',
  },
  notNow: {
    en: '“{action}” is not possible now: {reference} is {status}.',
    it: '«{action}» non è possibile ora: {reference} è {status}.',
  },
  done: {
    new: { en: '{reference} is new again.', it: '{reference} è di nuovo nuova.' },
    replied: {
      en: '{reference} is now marked as replied.',
      it: '{reference} risulta ora «con risposta inviata».',
    },
    optioned: {
      en: '{reference} is now optioned until {until}: the week {week} shows as optioned on the calendar.',
      it: '{reference} è ora in opzione fino al {until}: la settimana {week} risulta opzionata sul calendario.',
    },
    booked: {
      en: '{reference} is now booked: the week {week} shows as not available on the calendar.',
      it: '{reference} è ora confermata: la settimana {week} risulta non disponibile sul calendario.',
    },
    declined: {
      en: '{reference} is now declined and closed: the links about it act on nothing more.',
      it: '{reference} è ora rifiutata e chiusa: i link su di essa non agiscono più.',
    },
  } satisfies Record<RequestStatus, Localized>,
  undone: { en: 'Undone.', it: 'Annullato.' },
  weekGiven: {
    en: '{reference} is now a request for the week {week}: you can hold it as an option.',
    it: '{reference} è ora una richiesta per la settimana {week}: potete bloccarla in opzione.',
  },
  refused: {
    invalid: {
      en: 'This link is not valid (it may have been cut short or altered): nothing was changed.',
      it: 'Questo link non è valido (potrebbe essere stato troncato o alterato): non è stato modificato nulla.',
    },
    expired: {
      en: 'This link has expired (links work for 14 days): nothing was changed.',
      it: 'Questo link è scaduto (i link valgono 14 giorni): non è stato modificato nulla.',
    },
    gone: {
      en: 'This request no longer exists: nothing was changed.',
      it: 'Questa richiesta non esiste più: non è stato modificato nulla.',
    },
    changed: {
      en: '{reference} changed after this page was opened (it is now {status}): nothing was changed. Look at the request again before you decide.',
      it: '{reference} è cambiata dopo l’apertura di questa pagina (ora è {status}): non è stato modificato nulla. Guardate di nuovo la richiesta prima di decidere.',
    },
    notNow: {
      en: '“{action}” is not possible now: {reference} is {status}, so nothing was changed.',
      it: '«{action}» non è possibile ora: {reference} è {status}, quindi non è stato modificato nulla.',
    },
    closed: {
      en: '{reference} was declined on {date}: this link acts on nothing any more. The owner tool still shows it: npm run owner -- request {reference}',
      it: '{reference} è stata rifiutata il {date}: questo link non agisce più. Il programma degli armatori la mostra ancora: npm run owner -- request {reference}',
    },
    undo: {
      en: 'This cannot be undone from the link now (the request or its week changed meanwhile, or the earlier option has ended): nothing was changed. The owner tool can change the request: npm run owner -- request {reference}',
      it: 'Questa modifica non si può annullare dal link ora (la richiesta o la sua settimana sono cambiate nel frattempo, oppure l’opzione precedente è scaduta): non è stato modificato nulla. Il programma degli armatori può modificare la richiesta: npm run owner -- request {reference}',
    },
    weekTaken: {
      en: 'That week cannot be given to {reference} now (it is no longer open, or the request changed meanwhile): nothing was changed. Choose another.',
      it: 'Quella settimana non si può assegnare a {reference} ora (non è più aperta, oppure la richiesta è cambiata nel frattempo): non è stato modificato nulla. Sceglietene un’altra.',
    },
    week: {
      en: 'The week {week} is {weekStatus}, so {reference} cannot be changed this way: nothing was changed.',
      it: 'La settimana {week} è {weekStatus}, quindi {reference} non può essere modificata così: non è stato modificato nulla.',
    },
    date: {
      en: 'Choose a day from {min} to {max} (an option ends before embarking): nothing was changed.',
      it: 'Scegliete un giorno dal {min} al {max} (un’opzione termina prima dell’imbarco): non è stato modificato nulla.',
    },
    started: {
      en: 'The week {week} has already started, so it can no longer be optioned: nothing was changed.',
      it: 'La settimana {week} è già iniziata, quindi non può più essere messa in opzione: non è stato modificato nulla.',
    },
    busy: {
      en: 'The request could not be read or changed just now: nothing was changed; please try again in a minute.',
      it: 'Non è stato possibile leggere o modificare la richiesta in questo momento: non è stato modificato nulla; riprovate tra un minuto.',
    },
  },
  statuses: {
    new: { en: 'new', it: 'nuova' },
    replied: { en: 'replied', it: 'con risposta inviata' },
    optioned: { en: 'optioned', it: 'in opzione' },
    booked: { en: 'booked', it: 'confermata' },
    declined: { en: 'declined', it: 'rifiutata' },
  } satisfies Record<RequestStatus, Localized>,
  weekStatuses: {
    available: { en: 'available', it: 'disponibile' },
    optioned: { en: 'optioned', it: 'opzionata' },
    'not-available': { en: 'not available', it: 'non disponibile' },
    missing: { en: 'not in the calendar', it: 'assente dal calendario' },
  } satisfies Record<string, Localized>,
} as const;

export type Refusal = keyof typeof ownerActionCopy.refused;

const statusCodes: Record<Refusal, number> = {
  invalid: 400,
  expired: 410,
  gone: 404,
  changed: 409,
  notNow: 409,
  closed: 409,
  undo: 409,
  weekTaken: 409,
  week: 409,
  date: 422,
  started: 409,
  busy: 503,
};

/** A refusal: its sentence and status code; nothing was changed. */
export class LinkRefused extends Error {
  override readonly name = 'LinkRefused';
  constructor(
    readonly reason: Refusal,
    readonly values: Record<string, string> = {},
  ) {
    super(reason);
  }
  get statusCode(): number {
    return statusCodes[this.reason];
  }
  sentence(locale: Locale): string {
    return fill(ownerActionCopy.refused[this.reason][locale], this.values);
  }
}
