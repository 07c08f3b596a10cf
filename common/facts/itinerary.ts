import type { Localized } from '../locales';
import type { LonLat } from '../mapFrame';
import type { CoastName } from './geo/areas';
import { areas, type AreaId } from './areas';
import { milesBetween } from './geo/measure';

/** Where a name sits beside its point on a map. */
export type LabelSide = 'n' | 's' | 'e' | 'w';

/** Where a day ends, on the leg's map (numbered by day). */
export interface ItineraryStop {
  /** [longitude, latitude] of the anchorage or harbour, in degrees. */
  at: LonLat;
  /** The island or coast it lies off: a test checks it is within a few miles of that coastline. */
  coast: CoastName;
  name: Localized;
  label: LabelSide;
  /** Turning points on the way there, so the drawn route stays at sea. */
  via?: readonly LonLat[];
  /**
   * How far the stop lies up a narrow inlet from the open sea (a harbour, a bay), in nautical miles on the
   * coastline the maps draw: up it the line may run closer to the shore than at sea.
   */
  inlet?: number;
  /**
   * Where the day goes on to after the stop (a night passage), turning points and end: the next day
   * starts from its last point.
   */
  onward?: readonly LonLat[];
}

/**
 * A place a day's title or text names, other than its stop and the stop it starts from: a point, or an
 * island (its coast in coast.json). A test holds each within reach of the day's route.
 */
export type NamedPlace = { name: Localized } & ({ at: LonLat } | { coast: CoastName });

/** A name on a map that is not a stop (an island, a sea). */
export interface MapPlace {
  at: LonLat;
  name: Localized;
  kind: 'land' | 'sea';
}

export interface ItineraryDay {
  title: Localized;
  text: Localized;
  stop: ItineraryStop;
  /** The other places its title and text name (a test finds every known name in them). */
  names: readonly NamedPlace[];
}

/** One cruising area's itinerary; a season's legs (common/facts/seasons.ts) give its dates. */
export interface ItineraryLeg {
  leg: { id: AreaId; name: Localized };
  /** Where guests embark and disembark. */
  base: Localized;
  /**
   * The base after "embarking at" / "con imbarco" in a sentence (the acknowledgement mail): "the port of
   * Mahón (Maó)", "al porto di Mahón (Maó)", the Italian with its preposition.
   */
  embarkAt: Localized;
  intro: Localized;
  /** A typical week; the captain adapts it to wind and wishes. */
  days: readonly ItineraryDay[];
  /** The base on the map ([longitude, latitude]), where the route starts. */
  baseAt: LonLat;
  /** Names on the leg's map besides the stops. */
  places: readonly MapPlace[];
}

/** Mahón's harbour, from the quay to the open sea, along the water the coastline data holds. */
const harbourOut: readonly LonLat[] = [
  [4.265, 39.889],
  [4.2735, 39.8925],
  [4.279, 39.8912],
  [4.29, 39.8855],
  [4.2985, 39.8805],
  [4.2995, 39.8765],
  [4.304, 39.872],
  [4.309, 39.8675],
  [4.318, 39.855],
];

const aeolian = { id: 'aeolian', name: areas.aeolian.name } as const;
const menorca = { id: 'menorca', name: areas.menorca.name } as const;

/**
 * The itinerary of each cruising area. The Join us page and the downloadable PDF are both
 * rendered from this one record, so they cannot drift apart; the dates come from the seasons.
 */
export const itinerary: readonly ItineraryLeg[] = [
  {
    leg: aeolian,
    base: { en: 'Portorosa marina, Sicily', it: 'Marina di Portorosa, Sicilia' },
    embarkAt: { en: 'Portorosa marina (Sicily)', it: 'alla Marina di Portorosa (Sicilia)' },
    baseAt: [15.113, 38.127],
    places: [
      // Below the island, clear of Day 4's line to its harbour.
      { at: [14.352, 38.515], name: { en: 'Alicudi', it: 'Alicudi' }, kind: 'land' },
      { at: [14.62, 38.08], name: { en: 'Sicily', it: 'Sicilia' }, kind: 'land' },
      { at: [14.72, 38.8], name: { en: 'Tyrrhenian Sea', it: 'Mar Tirreno' }, kind: 'sea' },
    ],
    intro: {
      en: 'Seven volcanic islands off the north coast of Sicily, most of them a morning’s sail from the next and each unlike the others: black sand and white pumice, capers and malvasia, and Stromboli lighting the night sky.',
      it: 'Sette isole vulcaniche al largo della costa settentrionale della Sicilia, quasi tutte a una mattinata di navigazione l’una dall’altra e ciascuna diversa dalle altre: sabbia nera e pomice bianca, capperi e malvasia, e lo Stromboli che accende il cielo notturno.',
    },
    days: [
      {
        title: { en: 'Portorosa to Vulcano', it: 'Da Portorosa a Vulcano' },
        text: {
          en: 'Welcome aboard in the late afternoon, a safety briefing over a glass of something cold, then the first passage, across to Vulcano’s bay of Ponente, arriving in the evening for dinner at anchor.',
          it: 'Imbarco nel tardo pomeriggio, il briefing di sicurezza con un drink fresco in mano, poi la prima traversata fino alla baia di Ponente, a Vulcano, dove si arriva in serata per cenare alla fonda.',
        },
        stop: {
          at: [14.951, 38.42],
          coast: 'Vulcano',
          name: { en: 'Vulcano', it: 'Vulcano' },
          label: 'w',
          // West of Vulcano, into the bay from the north-west.
          via: [
            [14.95, 38.365],
            [14.925, 38.4],
            [14.935, 38.425],
          ],
        },
        names: [{ name: { en: 'Ponente', it: 'Ponente' }, at: [14.951, 38.42] }],
      },
      {
        title: { en: 'Vulcano and Lipari', it: 'Vulcano e Lipari' },
        text: {
          en: 'An early walk up to the crater rim when the path is open, then a reach along the cliffs of Lipari to anchor under the old pumice quarries, where the water runs turquoise over a white seabed.',
          it: 'Di buon mattino, quando il sentiero è aperto, una passeggiata fino all’orlo del cratere; poi un lasco lungo le falesie di Lipari per dare fondo sotto le vecchie cave di pomice, dove l’acqua si fa turchese sul fondale bianco.',
        },
        stop: {
          at: [14.968, 38.513],
          coast: 'Lipari',
          name: { en: 'Lipari', it: 'Lipari' },
          label: 'e',
          // Along the western cliffs of Lipari and round its north to Porticello.
          via: [
            [14.905, 38.452],
            [14.885, 38.485],
            [14.9, 38.53],
            [14.945, 38.532],
            [14.975, 38.525],
          ],
        },
        names: [],
      },
      {
        title: { en: 'Salina', it: 'Salina' },
        text: {
          en: 'The greenest of the islands: vineyards, caper terraces and a lunch ashore in Pollara, the bay of Il Postino.',
          it: 'La più verde delle isole: vigneti, terrazze di capperi e un pranzo a terra a Pollara, la baia del Postino.',
        },
        stop: {
          at: [14.8, 38.578],
          coast: 'Salina',
          name: { en: 'Salina', it: 'Salina' },
          label: 'n',
          // Back round the north of Lipari, between Lipari and Salina, along Salina's south coast.
          via: [
            [14.975, 38.525],
            [14.94, 38.535],
            [14.86, 38.522],
            [14.815, 38.535],
            [14.785, 38.555],
          ],
        },
        names: [{ name: { en: 'Pollara', it: 'Pollara' }, at: [14.8, 38.578] }],
      },
      {
        title: { en: 'Filicudi and Alicudi', it: 'Filicudi e Alicudi' },
        text: {
          en: 'A longer sail west to the quiet islands: out to Alicudi, then back to Filicudi for snorkelling at the sea stack of La Canna and a night at anchor with no light but the stars.',
          it: 'Una navigazione più lunga verso ovest, alle isole silenziose: fino ad Alicudi, poi di nuovo a Filicudi per lo snorkeling attorno al faraglione della Canna e una notte alla fonda sotto più stelle di quante ne abbiate mai viste.',
        },
        stop: {
          at: [14.546, 38.59],
          coast: 'Filicudi',
          name: { en: 'Filicudi', it: 'Filicudi' },
          label: 'n',
          // South of Filicudi out to Alicudi's harbour side, then back to La Canna for the night.
          via: [
            [14.7, 38.56],
            [14.57, 38.545],
            [14.372, 38.545],
          ],
        },
        names: [
          { name: { en: 'Alicudi', it: 'Alicudi' }, coast: 'Alicudi' },
          { name: { en: 'La Canna', it: 'Canna' }, at: [14.535, 38.589] },
        ],
      },
      {
        title: { en: 'Panarea', it: 'Panarea' },
        text: {
          en: 'Whitewashed lanes, the islets of Basiluzzo and Lisca Bianca, and the liveliest evening of the week if you want one.',
          it: 'Viuzze bianche, gli isolotti di Basiluzzo e Lisca Bianca e, se vi va, la serata più vivace della settimana.',
        },
        stop: {
          at: [15.078, 38.636],
          coast: 'Panarea',
          name: { en: 'Panarea', it: 'Panarea' },
          label: 'e',
          // North of Salina, then round Basiluzzo and past Lisca Bianca to San Pietro.
          via: [
            [14.85, 38.6],
            [15.08, 38.67],
            [15.115, 38.675],
            [15.128, 38.655],
            [15.1, 38.645],
          ],
        },
        names: [
          { name: { en: 'Basiluzzo', it: 'Basiluzzo' }, at: [15.116, 38.664] },
          { name: { en: 'Lisca Bianca', it: 'Lisca Bianca' }, at: [15.113, 38.638] },
        ],
      },
      {
        title: { en: 'Stromboli', it: 'Stromboli' },
        text: {
          en: 'Dinner on deck off the Sciara del Fuoco, as close as the harbour-master allows, watching the volcano throw sparks into the dark, then a night passage back south to Vulcano.',
          it: 'Cena in coperta davanti alla Sciara del Fuoco, alla distanza consentita dalla Capitaneria, a guardare il vulcano lanciare lapilli nel buio, poi una navigazione notturna verso sud, fino a Vulcano.',
        },
        stop: {
          // Off the Sciara del Fuoco, at sea on Stromboli's north-west side.
          at: [15.188, 38.801],
          coast: 'Stromboli',
          name: { en: 'Stromboli', it: 'Stromboli' },
          label: 'w',
          // The night passage south, east of the Panarea islets, to Porto di Levante on Vulcano.
          onward: [
            [15.17, 38.78],
            [15.16, 38.66],
            [15.02, 38.45],
            [14.966, 38.42],
          ],
        },
        names: [
          { name: { en: 'Sciara del Fuoco', it: 'Sciara del Fuoco' }, at: [15.198, 38.795] },
          { name: { en: 'Vulcano', it: 'Vulcano' }, coast: 'Vulcano' },
        ],
      },
      {
        title: { en: 'Back to Portorosa', it: 'Rientro a Portorosa' },
        text: {
          en: 'A last swim off Vulcano, the sail back to Portorosa, a last dinner aboard, and disembarkation the next morning.',
          it: 'Un ultimo bagno a Vulcano, la traversata di ritorno a Portorosa, un’ultima cena a bordo e lo sbarco la mattina seguente.',
        },
        stop: {
          at: [15.113, 38.127],
          coast: 'Sicily',
          name: { en: 'Portorosa', it: 'Portorosa' },
          label: 's',
          // Round the east of Vulcano and across to Portorosa.
          via: [
            [14.99, 38.425],
            [15.025, 38.39],
          ],
        },
        names: [{ name: { en: 'Vulcano', it: 'Vulcano' }, coast: 'Vulcano' }],
      },
    ],
  },
  {
    leg: menorca,
    base: { en: 'Port of Mahón (Maó), Menorca', it: 'Porto di Mahón (Maó), Minorca' },
    embarkAt: { en: 'the port of Mahón (Maó)', it: 'al porto di Mahón (Maó)' },
    baseAt: [4.265, 39.889],
    places: [
      { at: [4.06, 39.96], name: { en: 'Menorca', it: 'Minorca' }, kind: 'land' },
      // East of the port of Mahón's close-up, in the south-west corner.
      { at: [4.09, 39.79], name: { en: 'Mediterranean Sea', it: 'Mar Mediterraneo' }, kind: 'sea' },
    ],
    intro: {
      en: 'The quietest of the Balearic Islands: a UNESCO biosphere reserve of pine-backed coves, fishing villages and one of the largest natural harbours in the Mediterranean.',
      it: 'L’isola più tranquilla delle Baleari: una riserva della biosfera UNESCO fatta di calette tra i pini, villaggi di pescatori e uno dei porti naturali più grandi del Mediterraneo.',
    },
    days: [
      {
        title: { en: 'Mahón', it: 'Mahón' },
        text: {
          en: 'Embark in the long natural harbour of Mahón and motor down it to a first anchorage at Cala Taulera, just inside the harbour mouth, behind the fortress of La Mola.',
          it: 'Imbarco nel lungo porto naturale di Mahón e breve navigazione a motore lungo il porto fino al primo ancoraggio a Cala Taulera, appena dentro l’imboccatura, al riparo della fortezza della Mola.',
        },
        stop: {
          at: [4.302, 39.878],
          coast: 'Menorca',
          name: { en: 'Cala Taulera', it: 'Cala Taulera' },
          label: 's',
          // Down the harbour, inside its mouth.
          via: harbourOut.slice(1, 5),
        },
        names: [{ name: { en: 'La Mola', it: 'Mola' }, at: [4.318, 39.874] }],
      },
      {
        title: { en: 'Illa de l’Aire and the south coast', it: 'Illa de l’Aire e la costa sud' },
        text: {
          en: 'Round the lighthouse island and run west along the limestone south coast to Binibèquer and Cala en Porter.',
          it: 'Si doppia l’isola del faro e si corre verso ovest lungo la costa calcarea del sud, fino a Binibèquer e Cala en Porter.',
        },
        stop: {
          at: [4.132, 39.869],
          coast: 'Menorca',
          name: { en: 'Cala en Porter', it: 'Cala en Porter' },
          label: 's',
          // Out of the harbour mouth, round Illa de l’Aire, west along the south coast.
          via: [
            ...harbourOut.slice(5),
            [4.315, 39.83],
            [4.3, 39.792],
            [4.23, 39.808],
            [4.19, 39.826],
            [4.155, 39.848],
            [4.135, 39.86],
          ],
        },
        names: [
          { name: { en: 'Illa de l’Aire', it: 'Illa de l’Aire' }, at: [4.289, 39.801] },
          { name: { en: 'Binibèquer', it: 'Binibèquer' }, at: [4.227, 39.82] },
        ],
      },
      {
        title: { en: 'Macarella and Turqueta', it: 'Macarella e Turqueta' },
        text: {
          en: 'The postcard coves, reached early by tender before the day boats, then a long lunch at anchor.',
          it: 'Le calette da cartolina, raggiunte presto in tender, prima che arrivino le barche delle escursioni giornaliere; poi un lungo pranzo alla fonda.',
        },
        stop: {
          at: [3.937, 39.936],
          coast: 'Menorca',
          name: { en: 'Macarella', it: 'Macarella' },
          // Above: the port of Mahón's close-up is below.
          label: 'n',
          // West along the south coast.
          via: [
            [4.135, 39.86],
            [4.1, 39.868],
            [4.075, 39.885],
            [4.03, 39.91],
            [3.96, 39.926],
            [3.94, 39.929],
          ],
        },
        names: [{ name: { en: 'Turqueta', it: 'Turqueta' }, at: [3.914, 39.932] }],
      },
      {
        title: { en: 'Ciutadella', it: 'Ciutadella' },
        text: {
          en: 'The old capital: a narrow harbour, a cathedral square and the best fish restaurants on the island.',
          it: 'L’antica capitale: un porto stretto, la piazza della cattedrale e i migliori ristoranti di pesce dell’isola.',
        },
        stop: {
          at: [3.834, 40.001],
          coast: 'Menorca',
          name: { en: 'Ciutadella', it: 'Ciutadella' },
          inlet: 0.75,
          label: 'w',
          // Past Turqueta, round the south-west corner and up the west coast.
          via: [
            [3.94, 39.926],
            [3.9, 39.915],
            [3.84, 39.912],
            [3.805, 39.925],
            [3.812, 39.97],
            [3.815, 39.99],
          ],
        },
        names: [],
      },
      {
        title: { en: 'The wild north', it: 'Il nord selvaggio' },
        text: {
          en: 'A beat up the red-rock north coast to Cala Pregonda, one of the island’s most secluded anchorages.',
          it: 'Una bolina lungo la costa nord di roccia rossa fino a Cala Pregonda, uno degli ancoraggi più appartati dell’isola.',
        },
        stop: {
          at: [4.025, 40.057],
          coast: 'Menorca',
          name: { en: 'Cala Pregonda', it: 'Cala Pregonda' },
          label: 'n',
          // Up the west coast and east along the north coast.
          via: [
            [3.815, 39.99],
            [3.785, 40.0],
            [3.785, 40.02],
            [3.81, 40.045],
            [3.825, 40.065],
            [3.9, 40.072],
            [3.96, 40.075],
            [4.02, 40.07],
          ],
        },
        names: [],
      },
      {
        title: { en: 'Fornells', it: 'Fornells' },
        text: {
          en: 'A sheltered bay for paddleboards and kayaks, and dinner ashore in the village famous for its lobster stew.',
          it: 'Una baia riparata per SUP e kayak, e cena a terra nel villaggio di pescatori famoso per la sua caldereta di aragosta.',
        },
        stop: {
          at: [4.131, 40.055],
          coast: 'Menorca',
          name: { en: 'Fornells', it: 'Fornells' },
          inlet: 0.9,
          label: 'e',
          // Round Cap de Cavalleria, into Fornells from the north.
          via: [
            [4.02, 40.07],
            [4.05, 40.075],
            [4.085, 40.098],
            [4.105, 40.09],
            [4.13, 40.072],
            [4.135, 40.065],
          ],
        },
        names: [],
      },
      {
        title: { en: 'Back to Mahón', it: 'Rientro a Mahón' },
        text: {
          en: 'A downwind sail home under the big gennaker, a last dinner aboard, and disembarkation the next morning.',
          it: 'Rientro con vento in poppa sotto il grande gennaker, un’ultima cena a bordo e lo sbarco la mattina seguente.',
        },
        stop: {
          at: [4.265, 39.889],
          coast: 'Menorca',
          name: { en: 'Mahón', it: 'Mahón' },
          label: 'w',
          // Out of Fornells, down the east coast and up the harbour.
          via: [
            [4.135, 40.065],
            [4.13, 40.072],
            [4.15, 40.078],
            [4.2, 40.062],
            [4.32, 39.98],
            [4.345, 39.88],
            [4.325, 39.86],
            ...harbourOut.slice(1, 8).reverse(),
          ],
        },
        names: [],
      },
    ],
  },
];

/**
 * Each day's line on the map, [longitude, latitude] points: from where the day before ended (the base on
 * the first day), through its turning points, to its stop, and on (a night passage).
 */
export function dayRoutes({ baseAt, days }: ItineraryLeg): LonLat[][] {
  let from = baseAt;
  return days.map(({ stop }) => {
    const line = [from, ...(stop.via ?? []), stop.at, ...(stop.onward ?? [])];
    from = line[line.length - 1]!;
    return line;
  });
}

/** Each day's nautical miles along its drawn line, rounded: "about 29 miles" on Join us, in the PDF and the guide. */
export function dayMiles(leg: ItineraryLeg): number[] {
  return dayRoutes(leg).map((line) =>
    Math.round(line.slice(1).reduce((sum, point, index) => sum + milesBetween(line[index]!, point), 0)),
  );
}

/** File name of the itinerary PDF, served under the locale's `/downloads/`. */
export const itineraryPdfName: Localized = {
  // No season in the name: the file outlives the season it was downloaded in (src/plugins/itinerary-pdf).
  en: 'libeccio-itinerary.pdf',
  it: 'libeccio-itinerario.pdf',
};

/**
 * The positioning passage between the legs, on the overview map: from Portorosa west along the north
 * coast of Sicily, south of Sardinia, to Mahón ([longitude, latitude] turning points).
 */
export const positioning = {
  route: [
    [15.113, 38.127],
    [15.0, 38.3],
    [12.6, 38.32],
    [8.35, 38.72],
    [4.33, 39.86],
    [4.265, 39.889],
  ],
  places: [
    { at: [14.2, 37.55], name: { en: 'Sicily', it: 'Sicilia' }, kind: 'land' },
    { at: [9.05, 40.1], name: { en: 'Sardinia', it: 'Sardegna' }, kind: 'land' },
    { at: [9.05, 42.05], name: { en: 'Corsica', it: 'Corsica' }, kind: 'land' },
    { at: [2.95, 39.62], name: { en: 'Mallorca', it: 'Maiorca' }, kind: 'land' },
    { at: [16.1, 40.5], name: { en: 'Italy', it: 'Italia' }, kind: 'land' },
    { at: [9.3, 36.75], name: { en: 'Tunisia', it: 'Tunisia' }, kind: 'land' },
    { at: [12.3, 40.2], name: { en: 'Tyrrhenian Sea', it: 'Mar Tirreno' }, kind: 'sea' },
    { at: [5.8, 38.3], name: { en: 'Mediterranean Sea', it: 'Mar Mediterraneo' }, kind: 'sea' },
  ],
} as const satisfies { route: readonly LonLat[]; places: readonly MapPlace[] };
