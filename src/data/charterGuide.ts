import { fill, type Localized } from '../../common/locales';
import type { Phased } from '../../common/facts/seedSeason';
import { charterPath, included, notIncluded, toBring } from '../../common/facts/charterPath';
import { embarkation, freshWater, guests, portorosaAirports, saloon } from '../../common/facts/charter';
import { terms, type Terms } from '../../common/facts/terms';
import { isConfirmed } from '../../common/facts/toConfirm';
import { dayMiles, itinerary } from '../../common/facts/itinerary';

/** The shortest and the longest day's sail of the typical weeks, in miles. */
const allMiles = itinerary.flatMap(dayMiles);
const miles = { least: Math.min(...allMiles), most: Math.max(...allMiles) };

/**
 * "How chartering Libeccio works": the answers a client looks for before writing, in both languages.
 * Rendered by src/pages/charter-guide.tsx, questions and answers also as FAQPage structured data.
 * The specification states none of this beyond the inclusions and the booking rule (common/facts/seedSeason.ts):
 * every statement is listed in docs/owner-checklist.md for the owners to confirm. No price, fee,
 * percentage or amount appears here, by the specification's rule: amounts are in the contract. The facts
 * other pages and the mails state too (reply time, guests, times, water) come from common/facts/charter.ts;
 * the terms from the owners' choices in common/facts/terms.ts.
 */
export interface GuideStep {
  title: Localized;
  text: Localized;
}

export interface GuideQuestion {
  /** Fragment id: /charter-guide/#{id}. */
  id: string;
  q: Localized;
  a: Localized;
  /** Lines listed under the answer (the page shows a list; the structured data joins them). */
  list?: readonly Localized[];
  /** An answer the owners have not given yet: the page says they will confirm it; no structured data. */
  pending?: boolean;
  /** A place for details only the owners can give: the question shows only once `list` has a line. */
  onlyWithList?: boolean;
}

export interface GuideSection {
  id: string;
  title: Localized;
  questions: readonly GuideQuestion[];
}

export const charterGuidePage = {
  title: { en: 'How chartering Libeccio works', it: 'Come funziona il noleggio di Libeccio' },
  description: {
    en: 'Booking a week aboard Libeccio step by step: the option, the contract and payment, VAT and expenses, what is and is not included, cancellation and weather, children, getting to Portorosa and Mahón, the crew and life aboard.',
    it: 'Il noleggio di una settimana a bordo di Libeccio passo per passo: l’opzione, il contratto e il pagamento, IVA e spese, cosa è incluso e cosa no, annullamento e meteo, bambini, come raggiungere Portorosa e Mahón, l’equipaggio e la vita a bordo.',
  },
  lead: {
    en: 'Answers to the questions every charter client asks, so you have them before you write. For anything else, ask the owners: they reply personally.',
    it: 'Le risposte alle domande che ogni cliente si pone, da leggere prima di scriverci. Per tutto il resto chiedete agli armatori: rispondono personalmente.',
  },
  /** The link on the Join us page, in the footer and in the acknowledgement mail. */
  link: { en: 'How chartering Libeccio works', it: 'Come funziona il noleggio di Libeccio' },
  joinUsHint: {
    en: 'Before you send a request: the option, the contract, what is not included, getting there and life aboard, in a few lines.',
    it: 'Prima di inviare una richiesta: l’opzione, il contratto, cosa non è incluso, come arrivare e la vita a bordo, in poche righe.',
  },
  /** The button to the Join us page: between seasons there are no weeks to see, only dates to give. */
  cta: {
    before: { en: 'Choose a free week and send a request', it: 'Scoprite le settimane libere e inviate una richiesta' },
    during: { en: 'Choose a free week and send a request', it: 'Scoprite le settimane libere e inviate una richiesta' },
    after: { en: 'Tell us your dates', it: 'Indicateci le vostre date' },
  } satisfies Phased,
  /**
   * The one line for every answer the owners have not given yet (common/facts/terms.ts), over the list of
   * those questions: one line, never the same line under each.
   */
  pending: {
    q: { en: 'Still to be confirmed', it: 'Ancora da confermare' },
    a: {
      en: 'On these points, ask the owners when you write; the contract states them in any case:',
      it: 'Su questi punti chiedete agli armatori quando scrivete; li stabilisce comunque il contratto:',
    },
  },
} as const;

/** The path to a charter (common/facts/charterPath.ts): the same words as Join us, the PDF and the mails. */
export const guideSteps: readonly GuideStep[] = charterPath;

/**
 * Details only the owners can give, each a line of docs/owner-checklist.md ("What a client still cannot
 * find out"). Until they are filled in the guide shows nothing of them (an empty list shows no question).
 */
export const ownerDetails: Readonly<Record<'crew' | 'children' | 'toys' | 'comfort', readonly Localized[]>> = {
  /** One line per crew member: name, role, a line about them (the captain's licence and years in these waters). */
  crew: [],
  /** Under the children's answer: the minimum age, infants, guard-rail safety netting. */
  children: [],
  /** The tender (length, engine), SUPs, kayaks, snorkelling sets, towables, each with how many. */
  toys: [],
  /** Starlink or mobile data only, stabilisers, air conditioning hours (the generator at night). */
  comfort: [],
};

/** A question whose answer is the owners' choice in common/facts/terms.ts, worded for each choice. */
function termQuestion<K extends keyof Terms>(
  key: K,
  { q, answers }: { q: Localized; answers: Record<Exclude<Terms[K], 'owners to confirm'>, Localized> },
): GuideQuestion {
  const choice = terms[key];
  const id = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  if (!isConfirmed(choice)) return { id, q, a: charterGuidePage.pending.a, pending: true };
  return { id, q, a: answers[choice as Exclude<Terms[K], 'owners to confirm'>] };
}

export const guideSections: readonly GuideSection[] = [
  {
    id: 'booking',
    title: { en: 'Booking and the option', it: 'Prenotazione e opzione' },
    questions: [
      {
        id: 'option',
        q: { en: 'What does “Optioned” mean in the calendar?', it: 'Che cosa significa «Opzionata» nel calendario?' },
        a: {
          en: 'Another client holds that week as an option while they decide, until a date the owners gave them. If by then they have not signed the contract and paid the deposit, the option lapses by itself: the calendar shows the week as available again the next day, and nobody owes anything.',
          it: 'Un altro cliente ha bloccato quella settimana in opzione e ha tempo per decidere fino a una data comunicata dagli armatori. Se entro quella data non ha firmato il contratto e versato l’acconto, l’opzione decade da sola: dal giorno dopo il calendario mostra di nuovo la settimana come disponibile e nessuno deve nulla.',
        },
      },
      {
        id: 'next-in-line',
        q: {
          en: 'Can we be next in line for an optioned week?',
          it: 'Possiamo metterci in lista d’attesa per una settimana già opzionata?',
        },
        a: {
          en: 'No: there is no waiting list, and a request for an optioned week cannot be taken. If the option lapses, the calendar shows the week as free again the next day, for whoever asks first. Meanwhile choose another week, or write to the owners about other dates.',
          it: 'No: non c’è una lista d’attesa e una richiesta per una settimana opzionata non può essere accettata. Se l’opzione decade, dal giorno dopo il calendario mostra di nuovo la settimana come libera, per chi la chiede per primo. Nel frattempo scegliete un’altra settimana, oppure scrivete agli armatori per altre date.',
        },
      },
      {
        id: 'payment',
        q: { en: 'How and when do we pay?', it: 'Come e quando si paga?' },
        a: {
          en: 'By bank transfer: the deposit when you sign the charter contract, by the option’s last day, and the balance by the date the contract sets, ahead of embarkation. The contract states the amounts and the dates; this site shows no prices.',
          it: 'Con bonifico bancario: l’acconto alla firma del contratto di noleggio, entro l’ultimo giorno dell’opzione, e il saldo entro la data fissata dal contratto, prima dell’imbarco. Il contratto indica importi e scadenze; questo sito non mostra prezzi.',
        },
      },
      {
        id: 'flexible',
        q: { en: 'Is the typical week fixed?', it: 'La settimana tipo è fissa?' },
        a: {
          en: 'No. It is a sample, not a timetable: the captain plans each day with you around the wind and your wishes.',
          it: 'No. È un esempio, non un orario: il comandante organizza ogni giornata insieme a voi, secondo il vento e i vostri desideri.',
        },
      },
      {
        id: 'longer-stays',
        q: {
          en: 'Can we stay longer, or start on another day?',
          it: 'Possiamo restare più a lungo, o iniziare un altro giorno?',
        },
        a: {
          en: 'Weeks run from Saturday to Saturday. For a longer stay or other days, ask the owners: they will say what the calendar allows.',
          it: 'Le settimane vanno da sabato a sabato. Per un soggiorno più lungo o giorni diversi chiedete agli armatori: vi diranno cosa permette il calendario.',
        },
      },
    ],
  },
  {
    id: 'terms',
    title: { en: 'The terms: VAT, expenses and the contract', it: 'Le condizioni: IVA, spese e contratto' },
    questions: [
      termQuestion('vat', {
        q: { en: 'Is the charter fee quoted with VAT?', it: 'Il corrispettivo del noleggio è comprensivo di IVA?' },
        answers: {
          'plus-vat': {
            en: 'The charter fee is quoted before VAT, and every quote shows the fee, the VAT at the rate of the country where your week begins (Italy for Portorosa, Spain for Mahón) and the total.',
            it: 'Il corrispettivo del noleggio è indicato IVA esclusa, e ogni preventivo riporta il corrispettivo, l’IVA con l’aliquota del Paese in cui inizia la settimana (Italia per Portorosa, Spagna per Mahón) e il totale.',
          },
          'vat-included': {
            en: 'The charter fee includes VAT, at the rate of the country where your week begins: Italy for Portorosa, Spain for Mahón.',
            it: 'Il corrispettivo del noleggio è comprensivo di IVA, con l’aliquota del Paese in cui inizia la settimana: Italia per Portorosa, Spagna per Mahón.',
          },
        },
      }),
      termQuestion('expenses', {
        q: {
          en: 'How are food, fuel and harbour fees paid?',
          it: 'Come si pagano cibo, carburante e diritti portuali?',
        },
        answers: {
          apa: {
            en: 'From an advance provisioning allowance (APA) sent with the balance: the captain keeps the accounts and the receipts; at the end of the week he returns what is left, and you settle any shortfall.',
            it: 'Con un fondo spese anticipato (APA) versato insieme al saldo: il comandante tiene la contabilità con le ricevute; a fine settimana vi restituisce quanto avanza, e voi saldate l’eventuale differenza.',
          },
          'as-they-arise': {
            en: 'As they arise during the week: the captain keeps the receipts and settles the account with you before you disembark.',
            it: 'Man mano che si presentano durante la settimana: il comandante conserva le ricevute e salda il conto con voi prima dello sbarco.',
          },
        },
      }),
      termQuestion('contract', {
        q: { en: 'What kind of contract do we sign?', it: 'Che contratto firmiamo?' },
        answers: {
          myba: {
            en: 'A written charter contract on MYBA terms, the reference for crewed charters in the Mediterranean, adapted to consumer law.',
            it: 'Un contratto di noleggio scritto secondo le condizioni MYBA, il riferimento per i noleggi con equipaggio nel Mediterraneo, adattate alla disciplina a tutela del consumatore.',
          },
          italian: {
            en: 'A written Italian charter contract (contratto di noleggio), in English or Italian as you prefer.',
            it: 'Un contratto di noleggio scritto secondo la legge italiana, in italiano o in inglese, come preferite.',
          },
        },
      }),
      {
        id: 'withdrawal',
        q: {
          en: 'Can we withdraw within fourteen days of booking?',
          it: 'Possiamo recedere entro quattordici giorni dalla prenotazione?',
        },
        a: {
          en: 'No. A charter booked for set dates is a leisure service, for which the Italian Consumer Code (art. 59, letter n) excludes the fourteen-day right of withdrawal; the cancellation terms of the contract apply instead.',
          it: 'No. Un noleggio con date fissate rientra tra i servizi per il tempo libero per cui il Codice del Consumo (art. 59, lett. n) esclude il diritto di recesso di quattordici giorni; valgono invece le condizioni di annullamento del contratto.',
        },
      },
      termQuestion('securityDeposit', {
        q: { en: 'Is there a security deposit?', it: 'È previsto un deposito cauzionale?' },
        answers: {
          none: {
            en: 'No security deposit is asked: the yacht is insured.',
            it: 'Non chiediamo alcun deposito cauzionale: la barca è assicurata.',
          },
          'in-contract': {
            en: 'Yes: the contract sets it, and says when it is returned.',
            it: 'Sì: lo stabilisce il contratto, che indica anche quando viene restituito.',
          },
        },
      }),
      termQuestion('spanishWaters', {
        q: {
          en: 'Is Libeccio licensed to charter in Spanish waters?',
          it: 'Libeccio è autorizzata al noleggio nelle acque spagnole?',
        },
        answers: {
          licensed: {
            en: 'Yes. She is Italian-flagged and commercially registered, and licensed to charter in Italian and Spanish waters.',
            it: 'Sì. Batte bandiera italiana, con annotazione dell’uso commerciale (art. 2 D.Lgs. 171/2005), ed è autorizzata al noleggio nelle acque italiane e spagnole.',
          },
        },
      }),
    ],
  },
  {
    id: 'included',
    title: { en: 'What is included, and what is not', it: 'Cosa è incluso e cosa no' },
    questions: [
      {
        id: 'what-is-included',
        q: { en: 'What is included?', it: 'Cosa è incluso?' },
        a: { en: 'Every charter includes:', it: 'Ogni noleggio comprende:' },
        list: included,
      },
      {
        id: 'not-included',
        q: { en: 'What is not included?', it: 'Cosa non è incluso?' },
        a: {
          en: 'These are paid on top of the charter, as the contract sets out:',
          it: 'Queste voci si pagano a parte, come stabilisce il contratto:',
        },
        list: notIncluded,
      },
      {
        id: 'food',
        q: { en: 'Who plans the meals?', it: 'Chi pensa ai pasti?' },
        a: {
          en: 'The cook, around your tastes: breakfast and lunch aboard most days, dinner aboard or ashore as you prefer. Tell us about diets and allergies when we call, not in the form.',
          it: 'Il cuoco, secondo i vostri gusti: colazione e pranzo a bordo quasi tutti i giorni, la cena a bordo o a terra come preferite. Diete e allergie ce le direte al telefono, non nel modulo.',
        },
      },
    ],
  },
  {
    id: 'cancellation',
    title: { en: 'Cancellation and weather', it: 'Annullamento e meteo' },
    questions: [
      {
        id: 'cancel',
        q: { en: 'What if we have to cancel?', it: 'E se dovessimo annullare?' },
        a: {
          en: 'The cancellation terms are in the charter contract, and the owners go through them with you before you sign. We recommend travel insurance that covers cancellation.',
          it: 'Le condizioni di annullamento sono nel contratto di noleggio e gli armatori le esaminano con voi prima della firma. Vi consigliamo un’assicurazione di viaggio che copra l’annullamento.',
        },
      },
      {
        id: 'weather',
        q: { en: 'What happens in bad weather?', it: 'Cosa succede con il maltempo?' },
        a: {
          en: 'The captain decides, for the safety of guests, crew and yacht, where and when to sail, and changes the plan when the wind demands it. Among the islands there is usually a sheltered anchorage on the lee side. What happens if the yacht cannot leave harbour at all is set out in the contract.',
          it: 'Il comandante decide, per la sicurezza degli ospiti, dell’equipaggio e della barca, dove e quando navigare, e cambia programma quando il vento lo richiede. Tra le isole c’è di solito un ancoraggio riparato sul lato sottovento. Il contratto stabilisce che cosa succede se la barca non può uscire dal porto.',
        },
      },
    ],
  },
  {
    id: 'guests',
    title: { en: 'Children, pets and mobility', it: 'Bambini, animali e mobilità' },
    questions: [
      {
        id: 'children',
        q: { en: 'Are children welcome?', it: 'I bambini sono i benvenuti?' },
        a: {
          en: `Yes: Libeccio takes ${guests.upTo.en.toLowerCase()}. Tell us their ages when you enquire, so that the crew have life jackets in their sizes aboard.`,
          it: `Sì: Libeccio accoglie ${guests.upTo.it.toLowerCase()}. Indicateci la loro età nella richiesta, così l’equipaggio avrà a bordo giubbotti di salvataggio della loro taglia.`,
        },
        list: ownerDetails.children,
      },
      {
        id: 'pets',
        q: { en: 'Can we bring a pet?', it: 'Possiamo portare un animale?' },
        a: {
          en: 'Please ask first: the owners decide case by case.',
          it: 'Chiedeteci prima, per favore: gli armatori valutano caso per caso.',
        },
      },
      {
        id: 'mobility',
        q: {
          en: 'Is the yacht suitable for guests with reduced mobility?',
          it: 'La barca è adatta a ospiti con mobilità ridotta?',
        },
        a: {
          en: 'Boarding is by gangway from the quay, or by tender at anchor, and the cabins are below deck, down a steep companionway. Tell the owners about any mobility needs when they call you, not in the form, and they will say honestly what is possible.',
          it: 'Si sale a bordo dalla banchina con la passerella, oppure in tender quando la barca è alla fonda, e le cabine sono sottocoperta, in fondo a una scaletta ripida. Parlate delle vostre esigenze di mobilità agli armatori quando vi telefonano, non nel modulo: vi diranno con franchezza cosa è possibile.',
        },
      },
    ],
  },
  {
    id: 'getting-there',
    title: { en: 'Getting there', it: 'Come arrivare' },
    questions: [
      {
        id: 'portorosa',
        q: { en: 'How do we get to Portorosa?', it: 'Come si arriva a Portorosa?' },
        a: {
          en: `Portorosa is on the north coast of Sicily, between Milazzo and Tindari. ${portorosaAirports.en}; Reggio Calabria is another option, across the Strait of Messina. We can recommend a transfer company.`,
          it: `Portorosa è sulla costa settentrionale della Sicilia, tra Milazzo e Tindari. ${portorosaAirports.it}; un’altra possibilità è Reggio Calabria, al di là dello Stretto di Messina. Possiamo indicarvi un servizio di transfer.`,
        },
      },
      {
        id: 'mahon',
        q: { en: 'How do we get to Mahón?', it: 'Come si arriva a Mahón?' },
        a: {
          en: 'Menorca airport is about ten minutes by taxi from the port of Mahón.',
          it: 'L’aeroporto di Minorca è a circa dieci minuti di taxi dal porto di Mahón.',
        },
      },
      {
        id: 'times',
        q: { en: 'When do we embark and disembark?', it: 'A che ora sono l’imbarco e lo sbarco?' },
        a: {
          en: fill(
            'Embarkation is from {from} on the first day of your week, disembarkation by {until} on the last, or as agreed with the captain.',
            embarkation,
          ),
          it: fill(
            'L’imbarco è dalle {from} del primo giorno della settimana, lo sbarco entro le {until} dell’ultimo, oppure negli orari concordati con il comandante.',
            { from: embarkation.from, until: embarkation.until.replace(/^0/, '') },
          ),
        },
      },
      {
        id: 'documents',
        q: { en: 'What do we bring?', it: 'Cosa portare?' },
        a: { en: 'Please bring:', it: 'Portate:' },
        list: toBring,
      },
    ],
  },
  {
    id: 'crew',
    title: { en: 'The crew', it: 'L’equipaggio' },
    questions: [
      {
        id: 'roles',
        q: { en: 'Who is aboard with us?', it: 'Chi sarà a bordo con noi?' },
        a: {
          en: 'A crew of four, who live aboard in their own quarters:',
          it: 'Un equipaggio di quattro persone, che vive a bordo, in alloggi separati dai vostri:',
        },
        list: [
          {
            en: 'the captain: the yacht, your safety and the day’s route',
            it: 'il comandante: la barca, la vostra sicurezza e la rotta del giorno',
          },
          {
            en: 'the hostess: the cabins, the table and everything you need aboard',
            it: 'la hostess: le cabine, la tavola e tutto ciò che vi serve a bordo',
          },
          {
            en: 'the cook: every meal aboard, and the shopping for it',
            it: 'il cuoco: ogni pasto a bordo, e la spesa per prepararlo',
          },
          {
            en: 'the sailor: the deck, the tender, the moorings and the water toys',
            it: 'il marinaio: la coperta, il tender, gli ormeggi e le attrezzature per il mare',
          },
        ],
      },
      {
        id: 'languages',
        q: { en: 'Which languages do the crew speak?', it: 'Quali lingue parla l’equipaggio?' },
        a: { en: 'Italian and English.', it: 'Italiano e inglese.' },
      },
      {
        id: 'people',
        q: { en: 'Who are they?', it: 'Chi sono?' },
        a: { en: 'The crew this season:', it: 'L’equipaggio di questa stagione:' },
        list: ownerDetails.crew,
        onlyWithList: true,
      },
    ],
  },
  {
    id: 'life-aboard',
    title: { en: 'Life aboard', it: 'La vita a bordo' },
    questions: [
      {
        id: 'power',
        q: { en: 'Can we charge phones and laptops?', it: 'Possiamo ricaricare telefoni e computer?' },
        a: {
          en: `Yes: there are 230 V European sockets in the cabins and the ${saloon.en}. Bring an adapter if your plugs are different.`,
          it: `Sì: nelle cabine e nel ${saloon.it} ci sono prese europee da 230 V. Portate un adattatore se le vostre spine sono diverse.`,
        },
      },
      {
        id: 'internet',
        q: { en: 'Is there internet aboard?', it: 'C’è internet a bordo?' },
        a: {
          en: 'Wi-Fi aboard runs on mobile data: good near the coast and the islands, thin on open water.',
          it: 'Il Wi-Fi di bordo usa la rete mobile: funziona bene vicino alla costa e alle isole, poco in mare aperto.',
        },
      },
      {
        id: 'water',
        q: { en: 'Is fresh water limited?', it: 'L’acqua dolce è limitata?' },
        a: freshWater.answer,
      },
      {
        id: 'smoking',
        q: { en: 'Can we smoke aboard?', it: 'Si può fumare a bordo?' },
        a: {
          en: 'Never below deck; on deck, where the crew show you.',
          it: 'Mai sottocoperta; in coperta, nel punto che vi indicherà l’equipaggio.',
        },
      },
      {
        id: 'shoes',
        q: { en: 'What shoes should we bring?', it: 'Quali scarpe portare?' },
        a: {
          en: 'Aboard, bare feet or soft shoes with light, non-marking soles; keep your other shoes for going ashore.',
          it: 'A bordo si sta scalzi o con scarpe morbide dalla suola chiara che non lascia segni; le altre scarpe tenetele per scendere a terra.',
        },
      },
      {
        id: 'seasickness',
        q: { en: 'What if we get seasick?', it: 'E se soffriamo il mal di mare?' },
        a: {
          en: `A day’s sail in the typical weeks runs from about ${miles.least} to ${miles.most} miles, and the Join us page gives each day’s. Under sail she heels, and the captain can shorten sail or motor if you prefer. If you are prone to seasickness, bring your usual remedy and tell the captain, who will plan the passages with it in mind.`,
          it: `Nelle settimane tipo una giornata di navigazione va da circa ${miles.least} a ${miles.most} miglia, e la pagina «Salite a bordo» indica quelle di ogni giorno. A vela la barca sbanda, e il comandante può ridurre le vele o procedere a motore, se lo preferite. Se soffrite il mal di mare, portate il vostro rimedio abituale e ditelo al comandante, che organizzerà le navigazioni tenendone conto.`,
        },
      },
      {
        id: 'toys',
        q: {
          en: 'Which water toys and tender are aboard?',
          it: 'Quali attrezzature per il mare e quale tender ci sono a bordo?',
        },
        a: { en: 'Aboard this season:', it: 'A bordo in questa stagione:' },
        list: ownerDetails.toys,
        onlyWithList: true,
      },
      {
        id: 'comfort',
        q: { en: 'What else is there for comfort aboard?', it: 'Cos’altro c’è a bordo per il comfort?' },
        a: { en: 'Aboard:', it: 'A bordo:' },
        list: ownerDetails.comfort,
        onlyWithList: true,
      },
    ],
  },
];

/**
 * The sections as the page and its structured data show them: a place for owner details shows once filled;
 * the questions the owners have still to answer go under one line at the end of their section, never the
 * same line under each. The Spanish licence is never shown as pending (Menorca weeks are offered): until
 * the owners confirm it, the question is not asked (and `npm run deploy` refuses).
 */
export function shownSections(sections: readonly GuideSection[] = guideSections): readonly GuideSection[] {
  return sections.map((section) => {
    const shown = section.questions.filter((question) => !question.onlyWithList || (question.list ?? []).length > 0);
    const pending = shown.filter((question) => question.pending && question.id !== 'spanish-waters');
    const answered = shown.filter((question) => !question.pending);
    if (pending.length === 0) return { ...section, questions: answered };
    const still: GuideQuestion = {
      id: `${section.id}-to-confirm`,
      ...charterGuidePage.pending,
      list: pending.map((question) => question.q),
      pending: true,
    };
    return { ...section, questions: [...answered, still] };
  });
}
