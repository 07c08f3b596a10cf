import { fill, formatDate, type Locale, type Localized } from '../locales';
import type { IsoDate } from '../yachtDay';
import { embarkation, replyTime } from './charter';
import { itinerary } from './itinerary';

/**
 * The path to a charter, what she includes and what she does not, written once for the charter guide, the
 * Join us page, the request form's success box, the itinerary PDF and the guest mails (plain data and
 * functions: no React). A week is booked only once the signed contract and the deposit are in; a reply
 * alone confirms nothing. Each statement is a line of docs/owner-checklist.md ("The path to a charter").
 */

export interface PathStep {
  id: 'request' | 'reply' | 'option' | 'contract' | 'sign' | 'booked';
  title: Localized;
  text: Localized;
}

/** Request → the owners reply → option until a date → the contract → signed contract and deposit → booked. */
export const charterPath: readonly PathStep[] = [
  {
    id: 'request',
    title: { en: 'Your request', it: 'La vostra richiesta' },
    text: {
      en: 'Choose a free week in the calendar on our website (between seasons, give your dates there), or write to us, and tell us who is coming.',
      it: 'Scegliete una settimana libera nel calendario del nostro sito (tra una stagione e l’altra indicateci lì le vostre date), oppure scriveteci, e diteci chi sarà a bordo.',
    },
  },
  {
    id: 'reply',
    title: { en: 'The owners reply', it: 'La risposta degli armatori' },
    text: {
      en: `The owners reply personally, ${replyTime.en}, and arrange a call: your group, your dates, the islands you would like to see.`,
      it: `Gli armatori rispondono personalmente, ${replyTime.it}, e vi propongono una telefonata: il vostro gruppo, le date, le isole che vorreste vedere.`,
    },
  },
  {
    id: 'option',
    title: { en: 'The week held as an option', it: 'La settimana in opzione' },
    text: {
      en: 'If the week is free, the owners hold it for you as an option until a date they give you in writing. Nobody else can book it meanwhile, and you are not committed.',
      it: 'Se la settimana è libera, gli armatori ve la bloccano in opzione fino a una data che vi comunicano per iscritto. Nel frattempo nessun altro può prenotarla e voi non vi impegnate a nulla.',
    },
  },
  {
    id: 'contract',
    title: { en: 'The owners send the contract', it: 'Gli armatori vi inviano il contratto' },
    text: {
      en: 'The owners send you the written charter contract: the week, the price, the payment dates and the cancellation terms.',
      it: 'Gli armatori vi inviano il contratto di noleggio scritto: la settimana, il prezzo, le scadenze dei pagamenti e le condizioni di annullamento.',
    },
  },
  {
    id: 'sign',
    title: { en: 'Sign and pay the deposit', it: 'Firma e acconto' },
    text: {
      en: 'To confirm, sign the contract and pay the deposit by bank transfer by the option’s last day. A reply alone does not confirm the week. If you need more time, ask the owners before the option’s last day.',
      it: 'Per confermare, firmate il contratto e versate l’acconto con bonifico bancario entro l’ultimo giorno dell’opzione. Una semplice risposta non conferma la settimana. Se vi serve più tempo, chiedetelo agli armatori prima dell’ultimo giorno dell’opzione.',
    },
  },
  {
    id: 'booked',
    title: { en: 'Booked', it: 'Prenotata' },
    text: {
      en: 'Once the signed contract and the deposit are in, the week is yours and the owners write to say so. The balance, also by bank transfer, falls due on the date the contract sets, ahead of embarkation.',
      it: 'Quando gli armatori hanno ricevuto il contratto firmato e l’acconto, la settimana è vostra e ve lo scrivono. Il saldo, anch’esso con bonifico bancario, va versato entro la data fissata dal contratto, prima dell’imbarco.',
    },
  },
];

/** Under a request just sent: what it does and does not do. */
export const nothingHeldYet: Localized = {
  en: 'Nothing is held until the owners offer you an option, and nothing is booked until you sign the contract and pay the deposit.',
  it: 'Nulla è bloccato finché gli armatori non vi propongono un’opzione, e nulla è prenotato finché non firmate il contratto e versate l’acconto.',
};

/** What confirms an optioned week, and what to do for more time: the option mail's "what happens next". */
export function toConfirmBy(until: IsoDate, locale: Locale): string {
  return fill(
    locale === 'it'
      ? 'Per confermare, firmate il contratto che vi inviano gli armatori e versate l’acconto entro il {until}. Se vi serve più tempo, chiedetelo prima di quella data.'
      : 'To confirm, sign the contract the owners send you and pay the deposit by {until}. If you need more time, ask before then.',
    { until: formatDate(until, locale) },
  );
}

/** The balance, as the booking mail and the guide state it. */
export const balanceDue: Localized = {
  en: 'The balance falls due on the date your contract sets.',
  it: 'Il saldo va versato entro la data fissata dal vostro contratto.',
};

/**
 * Where and when guests board and leave in an area (common/facts/charter.ts `embarkation`, the itinerary's
 * base), in one sentence.
 */
export function boardingText(area: string, locale: Locale): string {
  const at = itinerary.find((leg) => leg.leg.id === area)?.embarkAt[locale];
  const times = { from: embarkation.from, until: embarkation.until, at: at ?? '' };
  if (locale === 'it')
    return fill(
      at
        ? 'Imbarco dalle {from} del primo giorno {at}; sbarco entro le {until} dell’ultimo giorno.'
        : 'Imbarco dalle {from} del primo giorno; sbarco entro le {until} dell’ultimo giorno.',
      { ...times, until: embarkation.until.replace(/^0/, '') },
    );
  return fill(
    at
      ? 'Boarding from {from} on the first day at {at}; leaving by {until} on the last day.'
      : 'Boarding from {from} on the first day; leaving by {until} on the last day.',
    times,
  );
}

/** What to bring aboard. */
export const toBring: readonly Localized[] = [
  {
    en: 'a passport or identity card for everyone aboard, children too: the captain needs them for the list of people aboard',
    it: 'passaporto o carta d’identità per tutti, bambini compresi: il comandante ne ha bisogno per l’elenco delle persone a bordo',
  },
  {
    en: 'soft bags: hard suitcases do not fit in the cabins’ lockers',
    it: 'borse morbide: le valigie rigide non entrano negli stipetti delle cabine',
  },
];

/** What every charter includes (the specification's list, without its capacity lines). No prices or fees. */
export const included: readonly Localized[] = [
  {
    en: 'A crew of four: captain, hostess, cook and sailor, their wages and their food',
    it: 'Un equipaggio di quattro persone: comandante, hostess, cuoco e marinaio, con i loro compensi e il loro vitto',
  },
  {
    en: '10+ water toys, from paddleboards to snorkelling kits',
    it: 'Almeno 10 attrezzature per il mare, dai SUP allo snorkeling',
  },
  { en: 'Linen and final cleaning', it: 'Biancheria da letto e da bagno, pulizia finale' },
  { en: 'Yacht and liability insurance', it: 'Assicurazione della barca e RC verso terzi' },
];

/** What a client pays on top of the charter, as the contract sets out. */
export const notIncluded: readonly Localized[] = [
  {
    en: 'Food and drink, bought for you to your wishes',
    it: 'Cibo e bevande, acquistati per voi secondo i vostri desideri',
  },
  {
    en: 'Fuel for the yacht, the tender and the generator (air conditioning at night)',
    it: 'Carburante della barca, del tender e del generatore (aria condizionata di notte)',
  },
  {
    en: 'Harbour, marina and mooring fees, and marina water and electricity',
    it: 'Diritti portuali, di marina e di ormeggio, acqua ed elettricità in marina',
  },
  { en: 'Your travel and transfers to and from the yacht', it: 'Viaggio e trasferimenti da e per la barca' },
  {
    en: 'Travel, cancellation and medical insurance for your party',
    it: 'Assicurazione di viaggio, di annullamento e sanitaria per il vostro gruppo',
  },
  { en: 'A gratuity for the crew, at your discretion', it: 'Una mancia per l’equipaggio, a vostra discrezione' },
];

/** The headings of the path and the two lists, wherever they are shown. */
export const pathTitles = {
  path: { en: 'From request to booking', it: 'Dalla richiesta alla prenotazione' },
  included: { en: 'What is included', it: 'Incluso nel noleggio' },
  notIncluded: { en: 'Not included', it: 'Non incluso nel noleggio' },
} as const satisfies Record<string, Localized>;
