import type { Localized } from '../../../common/locales';
import type { Phased } from '../../../common/facts/seedSeason';
import { guests } from '../../../common/facts/charter';

export interface Highlight {
  title: Localized;
  text: Localized;
}

export const home = {
  title: {
    en: 'Sailing yacht charter in the Mediterranean',
    it: 'Noleggio con equipaggio di un ketch a vela nel Mediterraneo',
  },
  hero: {
    eyebrow: { en: 'Crewed sailing ketch · 85 ft', it: 'Ketch a vela con equipaggio · 26 metri' },
    title: { en: 'The Mediterranean, under sail', it: 'Il Mediterraneo, a vela' },
    text: {
      en: 'Libeccio is an 85 ft aluminium ketch with four cabins and a crew of four.',
      it: 'Libeccio è un ketch in alluminio di 26 metri, con quattro cabine e un equipaggio di quattro persone.',
    },
    /** Follows `text`; `{year}` and `{areas}` are the next open season's; `after`: none ahead is published. */
    season: {
      before: {
        en: 'In summer {year} she sails {areas}, and for a week she can be yours.',
        it: 'Nell’estate {year} naviga tra {areas}, e per una settimana può essere vostra.',
      },
      during: {
        en: 'Her summer {year} is under way, in {areas}, and for a week she can be yours.',
        it: 'La sua estate {year} è già cominciata, tra {areas}, e per una settimana può essere vostra.',
      },
      after: {
        en: 'Her next season is not yet published: tell us when you would like to sail, and the owners will be in touch.',
        it: 'La sua prossima stagione non è ancora pubblicata: diteci quando vorreste navigare e gli armatori vi ricontatteranno.',
      },
    } satisfies Phased,
    primary: {
      before: { en: 'Sail with us in summer {year}', it: 'Salite a bordo per l’estate {year}' },
      during: { en: 'Sail with us in summer {year}', it: 'Salite a bordo per l’estate {year}' },
      after: { en: 'Tell us your dates', it: 'Indicateci le vostre date' },
    } satisfies Phased,
    secondary: { en: 'Discover the yacht', it: 'Scoprite la barca' },
  },
  highlights: [
    {
      title: { en: 'A true sailing yacht', it: 'Una vera barca a vela' },
      text: {
        en: 'Two masts, 620 sqm of canvas downwind and ten knots at an easy cruise. Sail her, or watch her sail.',
        it: 'Due alberi, 620 m² di vele alle andature portanti e dieci nodi di crociera senza sforzo. Potete stare al timone o guardarla navigare dal pozzetto.',
      },
    },
    {
      title: { en: 'Yours alone', it: 'Solo vostra' },
      text: {
        en: `Chartered in full only: ${guests.upTo.en.toLowerCase()}, in four cabins, each with its own bathroom. Nobody aboard but your party and the crew.`,
        it: `Si noleggia solo per intero: ${guests.upTo.it.toLowerCase()}, in quattro cabine, ciascuna con il proprio bagno. A bordo solo voi e l’equipaggio.`,
      },
    },
    {
      title: { en: 'A crew who know the way', it: 'Un equipaggio che conosce la rotta' },
      text: {
        en: 'Captain, hostess, cook and sailor, who know every anchorage, market and wind.',
        it: 'Comandante, hostess, cuoco e marinaio: ancoraggi, mercati e venti sono il loro mestiere.',
      },
    },
  ] satisfies readonly Highlight[],
  journey: {
    title: { en: 'Follow the journey', it: 'Seguite il viaggio' },
    text: {
      en: 'Passages, anchorages, sunsets and the odd regatta: the log of Libeccio, posted from aboard.',
      it: 'Traversate, ancoraggi, tramonti e qualche regata: il diario di bordo di Libeccio, pubblicato direttamente dalla barca.',
    },
    cta: { en: 'Follow us on Instagram', it: 'Seguiteci su Instagram' },
  },
  teaser: {
    eyebrow: { en: 'The yacht', it: 'La barca' },
    title: {
      en: 'Built to cross oceans, fitted for long summers',
      it: 'Nata per attraversare gli oceani, pensata per lunghe estati',
    },
    text: {
      en: 'An aluminium hull, a ketch rig that a small crew can handle in any weather, and an interior of warm wood and linen. Twenty-six metres that soon feel like home.',
      it: 'Uno scafo in alluminio, un armo a ketch che un piccolo equipaggio governa con qualsiasi tempo e interni caldi, in legno e lino. Ventisei metri in cui ci si sente subito a casa.',
    },
    cta: { en: 'Technical features and interiors', it: 'Caratteristiche tecniche e interni' },
  },
  experience: {
    eyebrow: { en: 'The experience', it: 'L’esperienza' },
    title: { en: 'A week set by the wind', it: 'Una settimana al ritmo del vento' },
    items: [
      {
        title: { en: 'Mornings', it: 'Il mattino' },
        text: {
          en: 'Coffee in the cockpit, a swim off the stern before anyone else is in the water.',
          it: 'Il caffè in pozzetto, un tuffo dalla plancetta di poppa, quando in acqua non c’è ancora nessuno.',
        },
      },
      {
        title: { en: 'Days', it: 'Le giornate' },
        text: {
          en: 'A passage under sail, paddleboards, kayaks and snorkelling gear for the anchorage, lunch from the galley.',
          it: 'Una navigazione a vela, SUP, kayak e attrezzatura da snorkeling alla fonda, e il pranzo preparato a bordo dal cuoco.',
        },
      },
      {
        title: { en: 'Evenings', it: 'La sera' },
        text: {
          en: 'Dinner on deck or ashore in a village harbour, then a night at anchor so quiet you can hear the water on the hull.',
          it: 'Cena in coperta o a terra in un porticciolo, poi una notte alla fonda così quieta da sentire l’acqua contro lo scafo.',
        },
      },
    ] satisfies readonly Highlight[],
    cta: {
      before: { en: 'See the itinerary and availability', it: 'Itinerario e disponibilità' },
      during: { en: 'See the itinerary and availability', it: 'Itinerario e disponibilità' },
      after: { en: 'See the itineraries', it: 'Scoprite gli itinerari' },
    } satisfies Phased,
  },
};
