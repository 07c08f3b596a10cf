import type { Localized } from '../../common/locales';

/** Illustrations drawn in SVG until the owner supplies photographs. */
export type ArtName =
  | 'ketch'
  | 'islands'
  | 'cabin'
  | 'deck'
  | 'compass'
  | 'waves'
  | 'regatta'
  | 'harbour'
  | 'festival'
  | 'press'
  | 'shipyard'
  | 'coast';

/**
 * A place on the site that shows a picture: its illustration and alt text, until the owner names a
 * photograph for the slot (`npm run owner -- photos add FILE --slot NAME`, photos/manifest.json);
 * then the photograph, with its own alt text, replaces the art.
 */
export interface ImageSlot {
  art: ArtName;
  alt: Localized;
}

export const images = {
  hero: {
    art: 'ketch',
    alt: {
      en: 'Libeccio under full sail, main and mizzen drawing, on an evening sea',
      it: 'Libeccio a vele spiegate, randa e mezzana piene, su un mare al tramonto',
    },
  },
  islands: {
    art: 'islands',
    alt: { en: 'The volcanic outline of the Aeolian Islands', it: 'Il profilo vulcanico delle Isole Eolie' },
  },
  interior: {
    art: 'cabin',
    alt: {
      en: 'A guest cabin with its double berth and portholes',
      it: 'Una cabina ospiti con letto matrimoniale e oblò',
    },
  },
  deck: {
    art: 'deck',
    alt: {
      en: 'The teak deck and cockpit seen from the mizzen',
      it: 'Il ponte in teak e il pozzetto visti dalla mezzana',
    },
  },
  sailing: {
    art: 'waves',
    alt: {
      en: 'The bow wave of a ketch reaching at ten knots',
      it: 'Il baffo di prua di un ketch al lasco a dieci nodi',
    },
  },
  compass: {
    art: 'compass',
    alt: { en: 'A compass rose', it: 'Una rosa dei venti' },
  },
} as const satisfies Record<string, ImageSlot>;
