import type { Localized } from '../locales';
import type { LonLat } from '../mapFrame';
import type { CoastName } from './geo/areas';
import { areas, type AreaId } from './areas';

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
}

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
}

/** One cruising area's itinerary; a season's legs (common/facts/seasons.ts) give its dates. */
export interface ItineraryLeg {
  leg: { id: AreaId; name: Localized };
  /** Where guests embark and disembark. */
  base: Localized;
  intro: Localized;
  /** A typical week; the captain adapts it to wind and wishes. */
  days: readonly ItineraryDay[];
  /** The base on the map ([longitude, latitude]), where the route starts. */
  baseAt: LonLat;
  /** Names on the leg's map besides the stops. */
  places: readonly MapPlace[];
}

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
    baseAt: [15.113, 38.127],
    places: [
      { at: [14.352, 38.543], name: { en: 'Alicudi', it: 'Alicudi' }, kind: 'land' },
      { at: [14.62, 38.08], name: { en: 'Sicily', it: 'Sicilia' }, kind: 'land' },
      { at: [14.72, 38.8], name: { en: 'Tyrrhenian Sea', it: 'Mar Tirreno' }, kind: 'sea' },
    ],
    intro: {
      en: 'Seven volcanic islands off the north coast of Sicily, close enough to sail between them in a morning and different enough to feel like seven countries: black sand and white pumice, capers and malvasia, and Stromboli lighting the night sky.',
      it: 'Sette isole vulcaniche al largo della costa settentrionale della Sicilia, abbastanza vicine da passare dall’una all’altra in una mattinata e così diverse da sembrare sette paesi: sabbia nera e pomice bianca, capperi e malvasia, e lo Stromboli che accende il cielo notturno.',
    },
    days: [
      {
        title: { en: 'Portorosa to Vulcano', it: 'Da Portorosa a Vulcano' },
        text: {
          en: 'Welcome aboard in the afternoon, a safety briefing over a glass of something cold, and a first short sail across to the bay of Ponente for a sunset swim.',
          it: 'Imbarco nel pomeriggio, il briefing di sicurezza con un drink fresco in mano e una prima breve navigazione fino alla baia di Ponente per un bagno al tramonto.',
        },
        stop: {
          at: [14.951, 38.42],
          coast: 'Vulcano',
          name: { en: 'Vulcano', it: 'Vulcano' },
          label: 'w',
          via: [[14.93, 38.37]],
        },
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
          via: [
            [14.885, 38.48],
            [14.925, 38.545],
          ],
        },
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
          via: [
            [14.95, 38.537],
            [14.86, 38.53],
            [14.79, 38.55],
          ],
        },
      },
      {
        title: { en: 'Filicudi and Alicudi', it: 'Filicudi e Alicudi' },
        text: {
          en: 'A longer sail west to the quiet islands, with snorkelling at the sea stack of La Canna and a night at anchor with no light but the stars.',
          it: 'Una navigazione più lunga verso ovest, alle isole silenziose: snorkeling attorno al faraglione della Canna e una notte alla fonda sotto più stelle di quante ne abbiate mai viste.',
        },
        stop: { at: [14.546, 38.59], coast: 'Filicudi', name: { en: 'Filicudi', it: 'Filicudi' }, label: 'n' },
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
          via: [[14.85, 38.61]],
        },
      },
      {
        title: { en: 'Stromboli', it: 'Stromboli' },
        text: {
          en: 'Dinner on deck off the Sciara del Fuoco, watching the volcano throw sparks into the dark, then a night passage back south to Vulcano.',
          it: 'Cena in coperta davanti alla Sciara del Fuoco, a guardare il vulcano lanciare lapilli nel buio, poi una navigazione notturna verso sud, fino a Vulcano.',
        },
        stop: { at: [15.196, 38.793], coast: 'Stromboli', name: { en: 'Stromboli', it: 'Stromboli' }, label: 'w' },
      },
      {
        title: { en: 'Back to Portorosa', it: 'Rientro a Portorosa' },
        text: {
          en: 'A last swim off Vulcano, a short sail back to Portorosa, a last dinner aboard, and disembarkation the next morning.',
          it: 'Un ultimo bagno a Vulcano, la breve traversata fino a Portorosa, un’ultima cena a bordo e lo sbarco la mattina seguente.',
        },
        stop: {
          at: [15.113, 38.127],
          coast: 'Sicily',
          name: { en: 'Portorosa', it: 'Portorosa' },
          label: 's',
          via: [[15.02, 38.4]],
        },
      },
    ],
  },
  {
    leg: menorca,
    base: { en: 'Port of Mahón (Maó), Menorca', it: 'Porto di Mahón (Maó), Minorca' },
    baseAt: [4.265, 39.889],
    places: [
      { at: [4.06, 39.96], name: { en: 'Menorca', it: 'Minorca' }, kind: 'land' },
      { at: [4.0, 39.81], name: { en: 'Mediterranean Sea', it: 'Mar Mediterraneo' }, kind: 'sea' },
    ],
    intro: {
      en: 'Late summer in the Balearics’ quietest island: a UNESCO biosphere reserve of pine-backed coves, fishing villages and one of the deepest natural harbours in the Mediterranean, sailed when the crowds have gone home and the sea is at its warmest.',
      it: 'La fine dell’estate nell’isola più tranquilla delle Baleari: una riserva della biosfera UNESCO fatta di calette tra i pini, villaggi di pescatori e uno dei porti naturali più profondi del Mediterraneo, da navigare quando la folla è ripartita e il mare è più caldo che mai.',
    },
    days: [
      {
        title: { en: 'Mahón', it: 'Mahón' },
        text: {
          en: 'Embark in the long natural harbour of Mahón and motor-sail out past the fortress of La Mola to a first anchorage at Cala Taulera.',
          it: 'Imbarco nel lungo porto naturale di Mahón e uscita a motore e vela oltre la fortezza della Mola, fino al primo ancoraggio a Cala Taulera.',
        },
        stop: { at: [4.302, 39.878], coast: 'Menorca', name: { en: 'Cala Taulera', it: 'Cala Taulera' }, label: 's' },
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
          via: [
            [4.315, 39.845],
            [4.3, 39.795],
            [4.22, 39.808],
          ],
        },
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
          label: 's',
          via: [[4.035, 39.878]],
        },
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
          label: 'w',
          via: [[3.79, 39.912]],
        },
      },
      {
        title: { en: 'The wild north', it: 'Il nord selvaggio' },
        text: {
          en: 'A beat up the red-rock north coast to Cala Pregonda, the island’s most secret anchorage.',
          it: 'Una bolina lungo la costa nord di roccia rossa fino a Cala Pregonda, l’ancoraggio più segreto dell’isola.',
        },
        stop: {
          at: [4.025, 40.057],
          coast: 'Menorca',
          name: { en: 'Cala Pregonda', it: 'Cala Pregonda' },
          label: 'n',
          via: [
            [3.815, 40.06],
            [3.95, 40.08],
          ],
        },
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
          label: 'e',
          via: [[4.08, 40.075]],
        },
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
          via: [
            [4.2, 40.06],
            [4.32, 39.98],
            [4.33, 39.88],
          ],
        },
      },
    ],
  },
];

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
