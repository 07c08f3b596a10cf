import type { Localized } from '../../i18n/locales';

export interface Highlight {
  title: Localized;
  text: Localized;
}

export const home = {
  title: { en: 'Sailing yacht charter in the Mediterranean', it: 'Charter a vela nel Mediterraneo' },
  hero: {
    eyebrow: { en: 'Private sailing ketch · 85 ft', it: 'Ketch a vela privato · 26 metri' },
    title: { en: 'The Mediterranean, under sail', it: 'Il Mediterraneo, a vela' },
    text: {
      en: 'Libeccio is an 85 ft aluminium ketch with four cabins and a crew of four. This summer she sails the Aeolian Islands and Menorca, and she can be yours for a week.',
      it: 'Libeccio è un ketch in alluminio di 26 metri, con quattro cabine e quattro persone di equipaggio. Quest’estate naviga tra le Eolie e Minorca, e per una settimana può essere vostro.',
    },
    primary: { en: 'Join summer 2025', it: 'Partecipa all’estate 2025' },
    secondary: { en: 'Discover the yacht', it: 'Scopri la barca' },
  },
  highlights: [
    {
      title: { en: 'A true sailing yacht', it: 'Una vera barca a vela' },
      text: {
        en: 'Two masts, 620 sqm of canvas downwind and ten knots at an easy cruise. Sail her, or watch her sail.',
        it: 'Due alberi, 620 m² di vela in poppa e dieci nodi di crociera senza sforzo. Potete timonarla o godervela dal pozzetto.',
      },
    },
    {
      title: { en: 'Yours alone', it: 'Solo vostra' },
      text: {
        en: 'Chartered in full only: up to eight guests in four cabins, each with its own bathroom. No strangers aboard.',
        it: 'Si noleggia solo per intero: fino a otto ospiti in quattro cabine, ognuna con il suo bagno. Nessun estraneo a bordo.',
      },
    },
    {
      title: { en: 'A crew who know the way', it: 'Un equipaggio che conosce la rotta' },
      text: {
        en: 'Captain, hostess, cook and sailor: the anchorages, the markets and the wind are their business.',
        it: 'Comandante, hostess, cuoco e marinaio: ancoraggi, mercati e vento sono affar loro.',
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
      en: 'An aluminium hull, a ketch rig that a small crew can handle in any weather, and an interior of warm wood and linen. Twenty-six metres that feel like a home.',
      it: 'Uno scafo in alluminio, un armo a ketch che un piccolo equipaggio governa con qualsiasi tempo e interni in legno caldo e lino. Ventisei metri che sanno di casa.',
    },
    cta: { en: 'Technical features and interiors', it: 'Caratteristiche tecniche e interni' },
  },
  experience: {
    eyebrow: { en: 'The experience', it: 'L’esperienza' },
    title: { en: 'A week that runs at the speed of the wind', it: 'Una settimana al ritmo del vento' },
    items: [
      {
        title: { en: 'Mornings', it: 'Il mattino' },
        text: {
          en: 'Coffee in the cockpit, a swim off the stern before anyone else is in the water.',
          it: 'Il caffè in pozzetto, un tuffo dalla poppa prima che chiunque altro sia in acqua.',
        },
      },
      {
        title: { en: 'Days', it: 'Il giorno' },
        text: {
          en: 'A passage under sail, paddleboards, kayaks and snorkelling gear for the anchorage, lunch from the galley.',
          it: 'Una navigazione a vela, sup, kayak e attrezzatura da snorkeling all’ancora, il pranzo dalla cambusa.',
        },
      },
      {
        title: { en: 'Evenings', it: 'La sera' },
        text: {
          en: 'Dinner on deck or ashore in a village harbour, and a night so quiet you hear the anchor chain.',
          it: 'Cena in coperta o a terra in un porticciolo, e una notte così quieta da sentire la catena dell’ancora.',
        },
      },
    ] satisfies readonly Highlight[],
    cta: { en: 'See the itinerary and availability', it: 'Itinerario e disponibilità' },
  },
};
