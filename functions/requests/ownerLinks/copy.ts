import { fill, type Locale, type Localized } from '../../../common/locales';
import type { RequestStatus } from '../store';

/**
 * What the action-link page (functions/owner-actions.ts) shows and does: the request, what its button
 * will do, and on POST the same desk function the owner CLI runs, recorded as "by e-mail link".
 */
export const ownerActionCopy = {
  title: { en: 'Charter request {reference}', it: 'Richiesta di noleggio {reference}' },
  reference: { en: 'Reference', it: 'Riferimento' },
  name: { en: 'Name', it: 'Nome' },
  week: { en: 'Week', it: 'Settimana' },
  status: { en: 'Status', it: 'Stato' },
  optionUntil: { en: 'Option until', it: 'Opzione fino al' },
  will: {
    replied: {
      en: 'Pressing the button marks {reference} as replied. The week does not change.',
      it: 'Premendo il pulsante {reference} viene segnata come risposta inviata. La settimana non cambia.',
    },
    option: {
      en: 'Pressing the button holds the week {week} as an option for {reference} until {until} (included): the calendar shows the week as optioned.',
      it: 'Premendo il pulsante la settimana {week} resta in opzione per {reference} fino al {until} (incluso): il calendario mostra la settimana come opzionata.',
    },
    optionUntil: {
      en: 'Choose the last day of the option, then press the button: the week {week} is held as an option for {reference} until that day (included).',
      it: 'Scegliete l’ultimo giorno dell’opzione, poi premete il pulsante: la settimana {week} resta in opzione per {reference} fino a quel giorno (incluso).',
    },
    book: {
      en: 'Pressing the button books the week {week} for {reference}: the calendar shows it as not available.',
      it: 'Premendo il pulsante la settimana {week} viene confermata per {reference}: il calendario la mostra come non disponibile.',
    },
    decline: {
      en: 'Pressing the button declines {reference}. The guest is not written to: reply yourself if you wish.',
      it: 'Premendo il pulsante {reference} viene rifiutata. All’ospite non viene scritto nulla: se lo desiderate, rispondete voi.',
    },
    release: {
      en: 'Pressing the button ends the option now and declines {reference}: the week {week} is available again on the calendar.',
      it: 'Premendo il pulsante l’opzione termina subito e {reference} viene rifiutata: la settimana {week} torna disponibile sul calendario.',
    },
  },
  freesWeek: {
    en: 'The week {week} becomes available again.',
    it: 'La settimana {week} torna disponibile.',
  },
  nothingYet: {
    en: 'Opening this page changed nothing.',
    it: 'L’apertura di questa pagina non ha modificato nulla.',
  },
  done: {
    replied: { en: '{reference} is now marked as replied.', it: '{reference} è ora segnata come risposta inviata.' },
    optioned: {
      en: '{reference} is now optioned until {until}: the week {week} shows as optioned on the calendar.',
      it: '{reference} è ora in opzione fino al {until}: la settimana {week} risulta opzionata sul calendario.',
    },
    booked: {
      en: '{reference} is now booked: the week {week} shows as not available on the calendar.',
      it: '{reference} è ora confermata: la settimana {week} risulta non disponibile sul calendario.',
    },
    declined: { en: '{reference} is now declined.', it: '{reference} è ora rifiutata.' },
  },
  undo: {
    en: 'Undo: back to the option until {until}',
    it: 'Annullare: tornare all’opzione fino al {until}',
  },
  noUndo: {
    en: 'This change has no undo from the link; the owner tool can change the request further.',
    it: 'Questa modifica non si annulla dal link; lo strumento del proprietario può modificare ancora la richiesta.',
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
    used: {
      en: 'This link has already been used: nothing was changed.',
      it: 'Questo link è già stato usato: non è stato modificato nulla.',
    },
    gone: {
      en: 'This request no longer exists: nothing was changed.',
      it: 'Questa richiesta non esiste più: non è stato modificato nulla.',
    },
    stale: {
      en: 'This link is from an earlier e-mail: {reference} is now {status}, so nothing was changed.',
      it: 'Questo link viene da un’e-mail precedente: {reference} ora è {status}, quindi non è stato modificato nulla.',
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
  used: 409,
  gone: 404,
  stale: 409,
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

/** The request's week, or its dates to agree in the visitor's words. */
