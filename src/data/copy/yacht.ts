import type { Localized } from '../../../common/locales';
import type { Phased } from '../../../common/facts/seedSeason';

export interface StorySection {
  id: string;
  title: Localized;
  paragraphs: readonly Localized[];
}

export const yachtPage = {
  title: { en: 'The yacht', it: 'La barca' },
  description: {
    en: 'Libeccio, an 85 ft aluminium sailing ketch: her story, how she sails, her interior and deck, and her technical features.',
    it: 'Libeccio, ketch a vela in alluminio di 26 metri: la sua storia, come naviga, gli interni e la coperta, le caratteristiche tecniche.',
  },
  lead: {
    en: 'Twenty-six metres of aluminium, two masts and a long wake of regattas, festivals and quiet anchorages.',
    it: 'Ventisei metri di alluminio, due alberi e una lunga scia di regate, raduni e ancoraggi silenziosi.',
  },
  story: {
    id: 'story',
    title: { en: 'Her story', it: 'La sua storia' },
    paragraphs: [
      {
        en: 'Libeccio was drawn as a blue-water ketch: strong enough for an ocean crossing, easy enough to be sailed by a small crew. Her aluminium hull is light and stiff, and her two masts split the sail plan into pieces that four people can handle when the mistral blows.',
        it: 'Libeccio è nata come ketch d’altura: abbastanza robusta per una traversata oceanica, abbastanza docile da essere condotta da un piccolo equipaggio. Lo scafo in alluminio è leggero e rigido, e i due alberi dividono il piano velico in superfici che quattro persone governano anche quando soffia il maestrale.',
      },
      {
        en: 'Her owners have raced her at the Barcolana, shown her at festivals and sailed her from Trieste to the Balearics. Every winter she goes back to the yard; every summer she goes back to the islands.',
        it: 'I suoi armatori l’hanno portata in regata alla Barcolana, l’hanno mostrata ai raduni e l’hanno condotta da Trieste alle Baleari. Ogni inverno torna in cantiere; ogni estate torna alle isole.',
      },
    ],
  } satisfies StorySection,
  sailing: {
    id: 'sailing-and-lifestyle',
    title: { en: 'Sailing and lifestyle', it: 'La vela e la vita a bordo' },
    paragraphs: [
      {
        en: 'With 355 sqm of sail upwind and 620 sqm downwind, Libeccio cruises at ten knots and touches fourteen when the breeze fills in. Guests are welcome at the helm and on the winches; those who prefer a cushion and a book are just as welcome.',
        it: 'Con 355 m² di vela di bolina e 620 m² alle andature portanti, Libeccio naviga in crociera a dieci nodi e ne tocca quattordici quando il vento rinforza. Gli ospiti sono benvenuti al timone e ai winch; chi preferisce un cuscino e un libro lo è altrettanto.',
      },
      {
        en: 'When the wind drops, she motors at up to twelve knots, so the day’s plan never depends on the weather alone. For the hours at anchor there are at least ten water toys aboard, from paddleboards to snorkelling kits.',
        it: 'Quando il vento cala, il motore la porta fino a dodici nodi, così il programma della giornata non dipende solo dal meteo. Per le ore alla fonda ci sono a bordo almeno dieci attrezzature per il mare, dai SUP allo snorkeling.',
      },
    ],
  } satisfies StorySection,
  interior: {
    id: 'interior-and-deck',
    title: { en: 'Interior and deck', it: 'Interni e coperta' },
    paragraphs: [
      {
        en: 'Below, four guest cabins each have their own bathroom, and the saloon seats everyone around one table. Air conditioning keeps the cabins cool through an August night at anchor.',
        it: 'Sottocoperta, ciascuna delle quattro cabine ospiti ha il proprio bagno, e il quadrato riunisce tutti attorno a un unico tavolo. L’aria condizionata tiene fresche le cabine anche in una notte d’agosto alla fonda.',
      },
      {
        en: 'On deck, a deep cockpit under a bimini for lunch, wide side decks for walking forward, and sunbathing space on the coachroof and the foredeck.',
        it: 'In coperta, un pozzetto profondo sotto il bimini per il pranzo, passavanti larghi per andare a prua e spazio per prendere il sole sulla tuga e sul ponte di prua.',
      },
    ],
  } satisfies StorySection,
  technical: {
    title: { en: 'Technical features', it: 'Caratteristiche tecniche' },
  },
  /** The page's close: a way to ask for a week (to the Join us page's calendar and form). */
  ask: {
    title: { en: 'A week aboard Libeccio', it: 'Una settimana a bordo di Libeccio' },
    /** As served, true whatever the owner opens or closes after the build; the live seasons then pick `text`. */
    textServed: {
      en: 'Choose a free week, or tell the owners the dates you have in mind, and send a request: they answer every one personally.',
      it: 'Scegliete una settimana libera, oppure indicate agli armatori le date che avete in mente, e inviate una richiesta: rispondono personalmente a ognuna.',
    },
    text: {
      before: {
        en: 'See which weeks are free and send the owners a request: they answer every one personally.',
        it: 'Guardate quali settimane sono libere e inviate una richiesta agli armatori: rispondono personalmente a ognuna.',
      },
      during: {
        en: 'See which weeks are still free and send the owners a request: they answer every one personally.',
        it: 'Guardate quali settimane sono ancora libere e inviate una richiesta agli armatori: rispondono personalmente a ognuna.',
      },
      after: {
        en: 'Her next season is not yet published: tell the owners the dates you have in mind, and they will answer personally.',
        it: 'La sua prossima stagione non è ancora pubblicata: indicate agli armatori le date che avete in mente e vi risponderanno personalmente.',
      },
    } satisfies Phased,
    cta: {
      before: {
        en: 'Check availability and send a request',
        it: 'Verificate la disponibilità e inviate una richiesta',
      },
      during: {
        en: 'Check availability and send a request',
        it: 'Verificate la disponibilità e inviate una richiesta',
      },
      after: { en: 'Tell us your dates', it: 'Indicateci le vostre date' },
    } satisfies Phased,
    ctaServed: { en: 'Send a request', it: 'Inviate una richiesta' },
  },
};
