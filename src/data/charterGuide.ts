import type { Localized } from '../../common/locales';
import { included } from '../../common/facts/seedSeason';

/**
 * "How chartering Libeccio works": the answers a client looks for before writing, in both languages.
 * Rendered by src/pages/charter-guide.tsx, questions and answers also as FAQPage structured data.
 * The specification states none of this beyond the inclusions and the booking rule (common/facts/seedSeason.ts):
 * every statement is listed in docs/owner-checklist.md for the owners to confirm. No price, fee,
 * percentage or amount appears here, by the specification's rule: amounts are in the contract.
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
}

export interface GuideSection {
  id: string;
  title: Localized;
  questions: readonly GuideQuestion[];
}

export const charterGuidePage = {
  title: { en: 'How chartering Libeccio works', it: 'Come funziona il noleggio di Libeccio' },
  description: {
    en: 'Booking a week aboard Libeccio step by step: the option, the contract and payment, what is and is not included, cancellation and weather, children, getting to Portorosa and Mahón, the crew and life aboard.',
    it: 'Il noleggio di una settimana a bordo di Libeccio passo per passo: l’opzione, il contratto e il pagamento, cosa è incluso e cosa no, annullamento e meteo, bambini, come raggiungere Portorosa e Mahón, l’equipaggio e la vita a bordo.',
  },
  lead: {
    en: 'The answers to the questions every charter client asks, before you write to us. Anything else: ask the owners, they answer personally.',
    it: 'Le risposte alle domande che ogni cliente si pone, prima ancora di scriverci. Per tutto il resto chiedete agli armatori: rispondono personalmente.',
  },
  stepsTitle: { en: 'From enquiry to embarkation', it: 'Dalla richiesta all’imbarco' },
  /** The link on the Join us page, in the footer and in the acknowledgement mail. */
  link: { en: 'How chartering Libeccio works', it: 'Come funziona il noleggio di Libeccio' },
  joinUsHint: {
    en: 'Before you send a request: the option, the contract, what is not included, getting there and life aboard, in a few lines.',
    it: 'Prima di inviare una richiesta: l’opzione, il contratto, cosa non è incluso, come arrivare e la vita a bordo, in poche righe.',
  },
  cta: { en: 'See the weeks and send a request', it: 'Vedete le settimane e inviate una richiesta' },
} as const;

/** Enquiry → call → option → contract → payment. */
export const guideSteps: readonly GuideStep[] = [
  {
    title: { en: 'Your enquiry', it: 'La vostra richiesta' },
    text: {
      en: 'Pick a week in the calendar on the Join us page, or write to us, and tell us who is coming.',
      it: 'Scegliete una settimana nel calendario della pagina Salite a bordo, oppure scriveteci, e diteci chi sarà a bordo.',
    },
  },
  {
    title: { en: 'A call with the owners', it: 'Una telefonata con gli armatori' },
    text: {
      en: 'The owners reply personally and arrange a call: your group, your dates, the islands you would like to see.',
      it: 'Gli armatori rispondono personalmente e vi propongono una telefonata: il vostro gruppo, le date, le isole che vorreste vedere.',
    },
  },
  {
    title: { en: 'The week held as an option', it: 'La settimana in opzione' },
    text: {
      en: 'If the week is free, we hold it for you until an agreed date. Nobody else can book it meanwhile, and you are not committed.',
      it: 'Se la settimana è libera, la teniamo per voi fino a una data concordata. Nel frattempo nessun altro può prenotarla e voi non vi impegnate a nulla.',
    },
  },
  {
    title: { en: 'The charter contract', it: 'Il contratto di noleggio' },
    text: {
      en: 'To confirm, you sign a written charter contract: the week, the terms, the payment schedule and the cancellation terms.',
      it: 'Per confermare firmate un contratto di noleggio scritto: la settimana, le condizioni, le scadenze dei pagamenti e le condizioni di annullamento.',
    },
  },
  {
    title: { en: 'Deposit and balance', it: 'Acconto e saldo' },
    text: {
      en: 'A deposit on signing, the balance before you embark, both by bank transfer. The amounts and dates are in the contract.',
      it: 'Un acconto alla firma e il saldo prima dell’imbarco, entrambi con bonifico bancario. Importi e scadenze sono indicati nel contratto.',
    },
  },
];

export const guideSections: readonly GuideSection[] = [
  {
    id: 'booking',
    title: { en: 'Booking and the option', it: 'Prenotazione e opzione' },
    questions: [
      {
        id: 'option',
        q: { en: 'What does “Optioned” mean in the calendar?', it: 'Che cosa significa «Opzionata» nel calendario?' },
        a: {
          en: 'Someone is holding that week while they decide, until a date agreed with the owners. If they do not confirm by then, the option lapses by itself: the calendar shows the week as available again the next day, and nobody owes anything.',
          it: 'Qualcuno tiene quella settimana mentre decide, fino a una data concordata con gli armatori. Se entro quella data non conferma, l’opzione decade da sola: dal giorno dopo il calendario mostra di nuovo la settimana come disponibile e nessuno deve nulla.',
        },
      },
      {
        id: 'next-in-line',
        q: {
          en: 'Can we be next in line for an optioned week?',
          it: 'Possiamo metterci in coda per una settimana opzionata?',
        },
        a: {
          en: 'Yes: write to us about it. If the option lapses, the owners tell you before anyone else.',
          it: 'Sì: scriveteci. Se l’opzione decade, gli armatori vi avvisano per primi.',
        },
      },
      {
        id: 'payment',
        q: { en: 'How and when do we pay?', it: 'Come e quando si paga?' },
        a: {
          en: 'By bank transfer: a deposit when you sign the charter contract, the balance before embarkation. The contract states the amounts and the dates; this site shows no prices.',
          it: 'Con bonifico bancario: un acconto alla firma del contratto di noleggio, il saldo prima dell’imbarco. Il contratto indica importi e scadenze; questo sito non mostra prezzi.',
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
        list: [
          {
            en: 'food and drink, bought for you to your wishes',
            it: 'cibo e bevande, acquistati per voi secondo i vostri desideri',
          },
          { en: 'fuel for the yacht and the tender', it: 'carburante della barca e del tender' },
          { en: 'harbour, marina and mooring fees', it: 'diritti portuali, di marina e di ormeggio' },
          { en: 'transfers to and from the yacht', it: 'trasferimenti da e per la barca' },
          {
            en: 'a gratuity for the crew, at your discretion',
            it: 'una mancia per l’equipaggio, a vostra discrezione',
          },
        ],
      },
      {
        id: 'food',
        q: { en: 'Who plans the meals?', it: 'Chi pensa ai pasti?' },
        a: {
          en: 'The cook, around your tastes: breakfast and lunch aboard most days, dinner aboard or ashore as you prefer. Tell us about diets and allergies when we speak, not in the form.',
          it: 'Il cuoco, secondo i vostri gusti: colazione e pranzo a bordo quasi tutti i giorni, la cena a bordo o a terra come preferite. Diete e allergie ce le direte a voce, non nel modulo.',
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
          it: 'Il comandante decide, per la sicurezza degli ospiti, dell’equipaggio e della barca, dove e quando navigare, e cambia programma quando il vento lo richiede. Tra le isole c’è di solito un ancoraggio riparato sul lato sottovento. Cosa succede se la barca non può proprio lasciare il porto è stabilito nel contratto.',
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
          en: 'Yes. Children count among the eight guests. Tell us their ages when you enquire, so that the crew have life jackets in their sizes aboard.',
          it: 'Sì. I bambini rientrano negli otto ospiti. Indicateci la loro età nella richiesta, così l’equipaggio avrà a bordo giubbotti di salvataggio della loro taglia.',
        },
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
          en: 'Boarding is by gangway from the quay, or by tender at anchor, and the cabins are below deck, down a steep companionway. Tell us about any mobility needs and the owners will say honestly what is possible.',
          it: 'Si sale a bordo dalla banchina con la passerella, oppure in tender quando la barca è alla fonda, e le cabine sono sottocoperta, in fondo a una scaletta ripida. Parlateci delle vostre esigenze di mobilità: gli armatori vi diranno con franchezza cosa è possibile.',
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
          en: 'Portorosa is on the north coast of Sicily, between Milazzo and Tindari. The nearest airports are Catania and Palermo, each about two hours away by car; Reggio Calabria is another option, across the Strait of Messina. We can help arrange a transfer.',
          it: 'Portorosa è sulla costa settentrionale della Sicilia, tra Milazzo e Tindari. Gli aeroporti più vicini sono Catania e Palermo, entrambi a circa due ore di auto; un’altra possibilità è Reggio Calabria, al di là dello Stretto di Messina. Possiamo aiutarvi a organizzare il trasferimento.',
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
          en: 'Embarkation is from 17:00 on the first day of your week, disembarkation by 09:00 on the last. Please pack in soft bags: hard suitcases do not fit in the cabins’ lockers.',
          it: 'L’imbarco è dalle 17:00 del primo giorno della settimana, lo sbarco entro le 9:00 dell’ultimo. Vi preghiamo di usare borse morbide: le valigie rigide non entrano negli stipetti delle cabine.',
        },
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
          it: 'Un equipaggio di quattro persone, che vive a bordo in alloggi propri:',
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
            it: 'il marinaio: la coperta, il tender, gli ormeggi e i water toys',
          },
        ],
      },
      {
        id: 'languages',
        q: { en: 'Which languages do the crew speak?', it: 'Quali lingue parla l’equipaggio?' },
        a: { en: 'Italian and English.', it: 'Italiano e inglese.' },
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
          en: 'Yes: there are 230 V European sockets in the cabins and the saloon. Bring an adapter if your plugs are different.',
          it: 'Sì: nelle cabine e nel salone ci sono prese europee a 230 V. Portate un adattatore se le vostre spine sono diverse.',
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
        a: {
          en: 'The tank holds 2,200 litres for guests and crew together; short showers make it last between harbours, where the crew fill it up again.',
          it: 'Il serbatoio contiene 2.200 litri per ospiti ed equipaggio insieme; docce brevi lo fanno bastare da un porto all’altro, dove l’equipaggio lo riempie di nuovo.',
        },
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
          en: 'Most passages among the islands are short, and a yacht of this size moves gently. If you are prone to it, bring your usual remedy and tell the captain, who will plan the passages with it in mind.',
          it: 'Tra le isole le navigazioni sono quasi tutte brevi e una barca di queste dimensioni si muove dolcemente. Se ne soffrite, portate il vostro rimedio abituale e ditelo al comandante, che organizzerà le navigazioni tenendone conto.',
        },
      },
    ],
  },
];
