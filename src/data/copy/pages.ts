import type { Phased } from '../../../common/facts/seedSeason';
import { replyTime, sailingMonthsText } from '../../../common/facts/charter';

export const contactPage = {
  title: { en: 'Contact', it: 'Contatti' },
  description: {
    en: 'Write or chat with the owners of Libeccio about a charter, a visit or an article.',
    it: 'Scrivete agli armatori di Libeccio, anche su WhatsApp, per un noleggio, una visita o una richiesta della stampa.',
  },
  lead: {
    en: 'Questions about a week aboard, the itinerary or the yacht herself: the owners answer personally.',
    it: 'Domande su una settimana a bordo, sull’itinerario o sulla barca: rispondono personalmente gli armatori.',
  },
  email: {
    title: { en: 'Write to us', it: 'Scriveteci' },
    text: {
      en: `For charter enquiries, the press and everything else. We reply ${replyTime.en}.`,
      it: `Per il noleggio, per le richieste della stampa e per tutto il resto. Rispondiamo ${replyTime.it}.`,
    },
  },
  chat: {
    title: { en: 'Chat now', it: 'Scriveteci in chat' },
    text: {
      en: 'A quick question? Message us on WhatsApp.',
      it: 'Una domanda veloce? Scriveteci su WhatsApp.',
    },
    cta: { en: 'Chat now on WhatsApp', it: 'Aprite la chat su WhatsApp' },
  },
} as const satisfies Record<string, unknown>;

export const joinUsPage = {
  /** `{year}`: the next open season's; `after`: no season ahead is published. */
  title: {
    before: { en: 'Join us — summer {year}', it: 'Salite a bordo — estate {year}' },
    during: { en: 'Join us — summer {year}', it: 'Salite a bordo — estate {year}' },
    after: { en: 'Join us', it: 'Salite a bordo' },
  } satisfies Phased,
  heading: {
    before: { en: 'Join us for summer {year}', it: 'Salite a bordo per l’estate {year}' },
    during: { en: 'Join us for summer {year}', it: 'Salite a bordo per l’estate {year}' },
    after: { en: 'Join us aboard', it: 'Salite a bordo' },
  } satisfies Phased,
  /** The page description; `{legs}` lists the next season's legs with their dates. */
  description: {
    before: {
      en: 'Summer {year} aboard Libeccio, chartered by the week with her crew: {legs}.',
      it: 'L’estate {year} a bordo di Libeccio, noleggio con equipaggio a settimana: {legs}.',
    },
    during: {
      en: 'Summer {year} aboard Libeccio, chartered by the week with her crew: {legs}.',
      it: 'L’estate {year} a bordo di Libeccio, noleggio con equipaggio a settimana: {legs}.',
    },
    after: {
      en: 'Libeccio is chartered by the week with her crew. Her next season is not yet published: send the dates you would like and the owners will reply.',
      it: 'Libeccio si noleggia a settimana con il suo equipaggio. La prossima stagione non è ancora pubblicata: inviate le date che preferite e gli armatori vi risponderanno.',
    },
  } satisfies Phased,
  /** One leg in the description: "the Aeolian Islands (24 April – 28 August 2027)", "le Eolie dal 24 aprile al 28 agosto 2027". */
  descriptionLeg: { en: '{area} ({dates})', it: '{area} {dates}' },
  /** The itinerary PDF's lead, as the build sees the seasons (`after`: none ahead is published). */
  lead: {
    before: {
      en: 'Summer {year}: {areas}. Pick a week, tell us who is coming, and the owners will be in touch.',
      it: 'Estate {year}: {areas}. Scegliete una settimana, diteci chi sarà a bordo e gli armatori vi ricontatteranno.',
    },
    during: {
      en: 'Summer {year}: {areas}. Pick a week that is still free, tell us who is coming, and the owners will be in touch.',
      it: 'Estate {year}: {areas}. Scegliete una settimana ancora libera, diteci chi sarà a bordo e gli armatori vi ricontatteranno.',
    },
    after: {
      en: 'These are the waters Libeccio sails. Her next season is not yet published: tell us the dates you have in mind on the Join us page, and the owners will be in touch.',
      it: 'Queste sono le acque in cui naviga Libeccio. La prossima stagione non è ancora pubblicata: indicateci le date che avete in mente nella pagina Salite a bordo e gli armatori vi ricontatteranno.',
    },
  } satisfies Phased,
  leadByPhase: {
    before: {
      en: 'Summer {year}: {areas}. Pick a week, tell us who is coming, and the owners will be in touch.',
      it: 'Estate {year}: {areas}. Scegliete una settimana, diteci chi sarà a bordo e gli armatori vi ricontatteranno.',
    },
    during: {
      en: 'Summer {year}: {areas}, and the season is under way. Pick a week that is still free, tell us who is coming, and the owners will be in touch.',
      it: 'Estate {year}: {areas}, e la stagione è già cominciata. Scegliete una settimana ancora libera, diteci chi sarà a bordo e gli armatori vi ricontatteranno.',
    },
    after: {
      // The calendar's box below says the next season is not yet published: said once, not twice.
      en: `She usually sails ${sailingMonthsText('en')}: tell us the dates you have in mind below, and the owners will reply ${replyTime.en}.`,
      it: `Di solito naviga ${sailingMonthsText('it')}: indicateci qui sotto le date che avete in mente e gli armatori vi risponderanno ${replyTime.it}.`,
    },
  } satisfies Phased,
  /**
   * What the served page says before the live seasons are read (and all a crawler or a reader without
   * JavaScript sees): true whatever the owner has opened or closed since the build. The live seasons
   * then add `leadByPhase` under it; they never replace it.
   */
  leadServed: {
    en: 'Libeccio charters in two cruising areas, the Aeolian Islands and Menorca, by the week with her crew of four. Read a typical week in each below, then choose your week in the calendar or tell us the dates you have in mind.',
    it: 'Libeccio naviga in due zone, le Eolie e Minorca, e si noleggia a settimana con il suo equipaggio di quattro persone. Qui sotto trovate una settimana tipo in ciascuna zona; poi scegliete la vostra settimana nel calendario o indicateci le date che avete in mente.',
  },
  /** The description as served (see `leadServed`); the live seasons' `description` follows in the browser. */
  descriptionServed: {
    en: 'Libeccio is chartered by the week with her crew, in the Aeolian Islands and Menorca: typical weeks, what is included, the calendar and the request form.',
    it: 'Libeccio si noleggia a settimana con il suo equipaggio, alle Eolie e a Minorca: settimane tipo, cosa è incluso, il calendario e il modulo di richiesta.',
  },
  /** The itinerary PDF's lead: a file kept for months, so it names no season; the Join us page has the dates. */
  pdfLead: {
    en: 'These are the waters Libeccio sails, chartered by the week with her crew. The season’s dates and the weeks still free are on the Join us page: {url}',
    it: 'Queste sono le acque in cui naviga Libeccio, che si noleggia a settimana con il suo equipaggio. Le date della stagione e le settimane ancora libere sono nella pagina Salite a bordo: {url}',
  },
  base: { en: 'Embark and disembark', it: 'Imbarco e sbarco' },
  typicalWeek: { en: 'A typical week', it: 'Una settimana tipo' },
  day: { en: 'Day {n}', it: 'Giorno {n}' },
  /** A day's distance along its drawn route (common/facts/itinerary.ts `dayMiles`). */
  miles: { en: 'about {n} miles', it: 'circa {n} miglia' },
  bookingTitle: { en: 'Booked in full only', it: 'Noleggio esclusivo dell’intera barca' },
  /** The itinerary maps (src/components/ItineraryMap). */
  map: {
    overviewTitle: {
      en: 'The two areas, and the passage between them',
      it: 'Le due zone e la traversata tra l’una e l’altra',
    },
    /** Under the overview's title: the positioning passage, whatever the season's dates. */
    overviewText: {
      en: 'Between the two areas Libeccio sails from Sicily to Menorca without guests: the days of that passage are not offered for charter, and the calendar marks them.',
      it: 'Tra le due zone Libeccio naviga senza ospiti dalla Sicilia a Minorca: i giorni di questa traversata non sono disponibili per il noleggio, e il calendario li segnala.',
    },
    /** Caption under a leg's map. */
    legCaption: {
      en: 'The route of a typical week; the numbers are the days above.',
      it: 'La rotta di una settimana tipo; i numeri sono i giorni descritti qui sopra.',
    },
    /** The text alternative of each leg's map; {stops} lists "1 Vulcano, 2 Lipari…". */
    legAlt: {
      aeolian: {
        en: 'Map of the Aeolian Islands with the route of a typical week from Portorosa marina in Sicily: {stops}.',
        it: 'Mappa delle Isole Eolie con la rotta di una settimana tipo, con partenza dalla Marina di Portorosa in Sicilia: {stops}.',
      },
      menorca: {
        en: 'Map of Menorca with the route of a typical week from the port of Mahón (Maó): {stops}. A close-up in the corner shows the port of Mahón and the first day’s route down it.',
        it: 'Mappa di Minorca con la rotta di una settimana tipo, con partenza dal porto di Mahón (Maó): {stops}. Un riquadro nell’angolo mostra ingrandito il porto di Mahón e la rotta del primo giorno.',
      },
    },
    overviewAlt: {
      en: 'Map of the western Mediterranean: the {first} off the north coast of Sicily, {second} in the Balearics, and the positioning passage between them, from Portorosa along the north coast of Sicily and south of Sardinia to Mahón.',
      it: 'Mappa del Mediterraneo occidentale: le {first} a nord della Sicilia, {second} nelle Baleari e la traversata tra le due zone, da Portorosa lungo la costa settentrionale della Sicilia e a sud della Sardegna fino a Mahón.',
    },
    /** Licence attributions: OpenStreetMap (ODbL) for the legs, Natural Earth (public domain) for the overview. */
    osm: { en: 'Coastline © OpenStreetMap contributors', it: 'Linea di costa © Contributori di OpenStreetMap' },
    naturalEarth: { en: 'Made with Natural Earth', it: 'Realizzata con Natural Earth' },
  },
  /** The header's first button: down to the calendar and the request form (#availability). */
  toAvailability: {
    en: 'Check availability and send a request',
    it: 'Verificate la disponibilità e inviate una richiesta',
  },
  pdf: {
    title: { en: 'Take the itinerary with you', it: 'Portate con voi l’itinerario' },
    cta: { en: 'Download the itinerary (PDF)', it: 'Scaricate l’itinerario (PDF)' },
  },
  availability: {
    title: { en: 'Availability and request', it: 'Disponibilità e richiesta' },
    /** Followed by the e-mail address. */
    text: {
      before: {
        en: 'Pick a free week in the calendar and tell us who is coming; the owners answer every request personally. Any questions first? Write to',
        it: 'Scegliete una settimana libera nel calendario e diteci chi sarà a bordo: gli armatori rispondono personalmente a ogni richiesta. Avete qualche domanda? Scrivete a',
      },
      during: {
        en: 'Pick a week that is still free in the calendar and tell us who is coming; the owners answer every request personally. Any questions first? Write to',
        it: 'Scegliete nel calendario una settimana ancora libera e diteci chi sarà a bordo: gli armatori rispondono personalmente a ogni richiesta. Avete qualche domanda? Scrivete a',
      },
      after: {
        en: `Send your preferred dates with the form below; the owners answer every request personally, ${replyTime.en}. Any questions first? Write to`,
        it: `Inviate le date che preferite con il modulo qui sotto: gli armatori rispondono personalmente a ogni richiesta, ${replyTime.it}. Avete qualche domanda? Scrivete a`,
      },
    } satisfies Phased,
    /** Followed by the e-mail address; as served, before the live seasons are read (see `leadServed`). */
    textServed: {
      en: 'Choose a week in the calendar, or tell us the dates you have in mind; the owners answer every request personally. Any questions first? Write to',
      it: 'Scegliete una settimana nel calendario, oppure indicateci le date che avete in mente: gli armatori rispondono personalmente a ogni richiesta. Avete qualche domanda? Scrivete a',
    },
    feed: {
      en: 'Follow the seasons in your own calendar app:',
      it: 'Seguite le stagioni nella vostra app di calendario:',
    },
    feedLink: {
      en: 'subscribe to the availability calendar (iCal)',
      it: 'aggiungete il calendario delle disponibilità (iCal)',
    },
  },
} as const;

export const notFoundPage = {
  title: { en: 'Error - Page Not Found', it: 'Errore - Pagina non trovata' },
  text: {
    en: 'Sorry, the page you are looking for does not exist.',
    it: 'Spiacenti, la pagina che cercate non esiste.',
  },
  advice: {
    en: 'Please use the navigation above to find your way, or start again from the home page.',
    it: 'Usate il menu di navigazione qui sopra per ritrovare la rotta, oppure ripartite dalla home page.',
  },
  home: { en: 'Back to the home page', it: 'Alla home page' },
} as const;

export const blogCopy = {
  title: { en: 'Blogbook', it: 'Blogbook' },
  description: {
    en: 'Press, regattas and festivals: the blogbook of the sailing ketch Libeccio, 2014 to 2020.',
    it: 'Stampa, regate e raduni: il blogbook del ketch a vela Libeccio, dal 2014 al 2020.',
  },
  lead: {
    en: 'Regattas, festivals and what the sailing press wrote about us, from 2014 to 2020.',
    it: 'Regate, raduni e quello che la stampa nautica ha scritto di noi, dal 2014 al 2020.',
  },
  back: { en: 'Back to all news', it: 'Tutte le notizie' },
  readMore: { en: 'Read more', it: 'Continuate a leggere' },
} as const;

/** The footer's copy, in a module of its own: it ships with every page (main.js), the rest of this file only with its page. */
export { layoutCopy } from './layout';
