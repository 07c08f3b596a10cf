import type { Localized } from '../../i18n/locales';
import type { Phased } from '../season';

export const contactPage = {
  title: { en: 'Contact', it: 'Contatti' },
  description: {
    en: 'Write or chat with the owners of Libeccio about a charter, a visit or press enquiries.',
    it: 'Scrivete agli armatori di Libeccio, anche su WhatsApp, per un noleggio, una visita o una richiesta della stampa.',
  },
  lead: {
    en: 'Questions about a week aboard, the itinerary or the yacht herself: the owners answer personally.',
    it: 'Domande su una settimana a bordo, sull’itinerario o sulla barca: rispondono personalmente gli armatori.',
  },
  email: {
    title: { en: 'Write to us', it: 'Scriveteci' },
    text: {
      en: 'For charter enquiries, press enquiries and everything else. We reply within a day.',
      it: 'Per il noleggio, per le richieste della stampa e per tutto il resto. Rispondiamo entro un giorno.',
    },
  },
  chat: {
    title: { en: 'Chat now', it: 'Chattate con noi' },
    text: {
      en: 'A quick question? Message us on WhatsApp.',
      it: 'Una domanda veloce? Scriveteci su WhatsApp.',
    },
    cta: { en: 'Chat now on WhatsApp', it: 'Chattate con noi su WhatsApp' },
  },
} as const satisfies Record<string, unknown>;

export const joinUsPage = {
  title: { en: 'Join us — summer 2025', it: 'Salite a bordo — estate 2025' },
  heading: { en: 'Join us for summer 2025', it: 'Salite a bordo per l’estate 2025' },
  description: {
    en: 'Summer 2025 aboard Libeccio, chartered by the week with her crew: the Aeolian Islands from 28 April to 30 August, Menorca from 31 August to 1 November.',
    it: 'L’estate 2025 a bordo di Libeccio, noleggio con equipaggio a settimana: le Eolie dal 28 aprile al 30 agosto, Minorca dal 31 agosto al 1° novembre.',
  },
  /** The itinerary PDF's lead; the page shows `leadByPhase`. */
  lead: {
    en: 'Two legs, one summer. Pick a week, tell us who is coming, and the owners will be in touch.',
    it: 'Due tappe, un’estate. Scegliete una settimana, diteci chi sarà a bordo e gli armatori vi ricontatteranno.',
  },
  leadByPhase: {
    before: {
      en: 'Two legs, one summer. Pick a week, tell us who is coming, and the owners will be in touch.',
      it: 'Due tappe, un’estate. Scegliete una settimana, diteci chi sarà a bordo e gli armatori vi ricontatteranno.',
    },
    during: {
      en: 'Two legs, one summer, and the season is under way. Pick a week that is still free, tell us who is coming, and the owners will be in touch.',
      it: 'Due tappe, un’estate, e la stagione è già cominciata. Scegliete una settimana ancora libera, diteci chi sarà a bordo e gli armatori vi ricontatteranno.',
    },
    after: {
      en: 'Two legs, one summer: this is where Libeccio sailed in {year}. The weeks of her next season will be announced in the newsletter first.',
      it: 'Due tappe, un’estate: ecco dove ha navigato Libeccio nel {year}. Le settimane della prossima stagione saranno annunciate in anteprima nella newsletter.',
    },
  } satisfies Phased,
  legDates: { en: 'From {from} to {to}', it: 'Dal {from} al {to}' },
  base: { en: 'Embark and disembark', it: 'Imbarco e sbarco' },
  typicalWeek: { en: 'A typical week', it: 'Una settimana tipo' },
  day: { en: 'Day {n}', it: 'Giorno {n}' },
  included: { en: 'What is included', it: 'Incluso nel noleggio' },
  bookingTitle: { en: 'Booked in full only', it: 'Noleggio esclusivo dell’intera barca' },
  /** The itinerary maps (src/components/ItineraryMap). */
  map: {
    overviewTitle: {
      en: 'The two areas, and the passage between them',
      it: 'Le due zone e la traversata tra l’una e l’altra',
    },
    /** Caption under a leg's map. */
    legCaption: {
      en: 'The route of a typical week; the numbers are the days above.',
      it: 'La rotta di una settimana tipo; i numeri sono i giorni descritti qui sopra.',
    },
    /** The text alternative of a leg's map; {stops} lists "1 Vulcano, 2 Lipari…". */
    legAlt: {
      en: 'Map of the {area}, with the route of a typical week from {base}: {stops}.',
      it: 'Mappa: {area}, con la rotta di una settimana tipo da {base}: {stops}.',
    },
    overviewAlt: {
      en: 'Map of the western Mediterranean: the {first} off the north coast of Sicily, {second} in the Balearics, and the positioning passage between them, from Portorosa along the north coast of Sicily and south of Sardinia to Mahón.',
      it: 'Mappa del Mediterraneo occidentale: {first} a nord della Sicilia, {second} nelle Baleari e la traversata tra le due zone, da Portorosa lungo la costa settentrionale della Sicilia e a sud della Sardegna fino a Mahón.',
    },
    /** Licence attributions: OpenStreetMap (ODbL) for the legs, Natural Earth (public domain) for the overview. */
    osm: { en: 'Coastline © OpenStreetMap contributors', it: 'Linea di costa © Contributori di OpenStreetMap' },
    naturalEarth: { en: 'Made with Natural Earth', it: 'Realizzata con Natural Earth' },
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
        en: 'The {year} season is over and its calendar is closed. Questions about next season? Write to',
        it: 'La stagione {year} si è conclusa e il calendario è chiuso. Domande sulla prossima stagione? Scrivete a',
      },
    } satisfies Phased,
    feed: {
      en: 'Follow the season in your own calendar app:',
      it: 'Seguite la stagione nella vostra app di calendario:',
    },
    feedLink: {
      en: 'subscribe to the availability calendar (iCal)',
      it: 'iscrivetevi al calendario delle disponibilità (iCal)',
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
  home: { en: 'Back to the home page', it: 'Tornate alla home page' },
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
  back: { en: 'Back to all news', it: 'Tornate a tutte le notizie' },
  readMore: { en: 'Read more', it: 'Continuate a leggere' },
} as const;

export const layoutCopy = {
  followUs: { en: 'Follow us', it: 'Seguiteci' },
  followUsText: {
    en: 'The log of Libeccio, from the islands.',
    it: 'Il diario di bordo di Libeccio, dalle isole.',
  },
  newsletter: {
    title: { en: 'Newsletter', it: 'Newsletter' },
    text: {
      en: 'Next season’s itinerary and the charter weeks still free, and the odd story from aboard, a few times a year.',
      it: 'L’itinerario della prossima stagione e le settimane di noleggio ancora libere, e qualche racconto di bordo, poche volte l’anno.',
    },
  },
  /** The footer's operator line (src/theme/Footer/Copyright). */
  legal: {
    label: { en: 'Legal information', it: 'Note legali' },
    privacy: { en: 'Privacy notice', it: 'Informativa sulla privacy' },
    accessibility: { en: 'Accessibility', it: 'Accessibilità' },
  },
} as const satisfies Record<string, Localized | Record<string, Localized>>;
