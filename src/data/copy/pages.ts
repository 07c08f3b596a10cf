import type { Localized } from '../../i18n/locales';

export const contactPage = {
  title: { en: 'Contact', it: 'Contatti' },
  description: {
    en: 'Write or chat with the owners of Libeccio about a charter, a visit or the press.',
    it: 'Scrivete o chattate con gli armatori di Libeccio per un charter, una visita o la stampa.',
  },
  lead: {
    en: 'Questions about a week aboard, the itinerary or the yacht herself: the owners answer personally.',
    it: 'Domande su una settimana a bordo, sull’itinerario o sulla barca: rispondono personalmente gli armatori.',
  },
  email: {
    title: { en: 'Write to us', it: 'Scriveteci' },
    text: {
      en: 'For charter enquiries, press and everything else. We reply within a day.',
      it: 'Per richieste di charter, stampa e tutto il resto. Rispondiamo entro un giorno.',
    },
  },
  chat: {
    title: { en: 'Chat now', it: 'Chatta ora' },
    text: {
      en: 'A quick question? Message us on WhatsApp.',
      it: 'Una domanda veloce? Scriveteci su WhatsApp.',
    },
    cta: { en: 'Chat now on WhatsApp', it: 'Chatta ora su WhatsApp' },
  },
} as const satisfies Record<string, unknown>;

export const joinUsPage = {
  title: { en: 'Join us — summer 2025', it: 'Unisciti a noi — estate 2025' },
  heading: { en: 'Join us for summer 2025', it: 'Unisciti a noi per l’estate 2025' },
  description: {
    en: 'Charter Libeccio for a week in summer 2025: the Aeolian Islands from April 28 to August 30, Menorca from August 31 to November 1.',
    it: 'Noleggia Libeccio per una settimana nell’estate 2025: le Eolie dal 28 aprile al 30 agosto, Minorca dal 31 agosto al 1° novembre.',
  },
  lead: {
    en: 'Two legs, one summer. Pick a week, tell us who is coming, and the owners will be in touch.',
    it: 'Due tappe, un’estate. Scegliete una settimana, diteci chi viene e gli armatori vi ricontatteranno.',
  },
  legDates: { en: 'From {from} to {to}', it: 'Dal {from} al {to}' },
  base: { en: 'Embark and disembark', it: 'Imbarco e sbarco' },
  typicalWeek: { en: 'A typical week', it: 'Una settimana tipo' },
  day: { en: 'Day {n}', it: 'Giorno {n}' },
  included: { en: 'What is included', it: 'Cosa è incluso' },
  bookingTitle: { en: 'Booked in full only', it: 'Solo noleggio completo' },
  pdf: {
    title: { en: 'Take the itinerary with you', it: 'Portate con voi l’itinerario' },
    cta: { en: 'Download the itinerary (PDF)', it: 'Scarica l’itinerario (PDF)' },
  },
  availability: {
    title: { en: 'Availability and request', it: 'Disponibilità e richiesta' },
    text: {
      en: 'Pick a free week in the calendar and tell us who is coming; the owners answer every request personally. Questions first? Write to',
      it: 'Scegliete una settimana libera nel calendario e diteci chi viene: gli armatori rispondono personalmente a ogni richiesta. Prima qualche domanda? Scrivete a',
    },
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
  home: { en: 'Back to the home page', it: 'Torna alla home page' },
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
  back: { en: 'Back to all news', it: 'Torna a tutte le notizie' },
  readMore: { en: 'Read more', it: 'Continua a leggere' },
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
      en: 'Next season’s itinerary and the odd story from aboard, a few times a year.',
      it: 'L’itinerario della prossima stagione e qualche racconto di bordo, poche volte l’anno.',
    },
  },
} as const satisfies Record<string, Localized | Record<string, Localized>>;
