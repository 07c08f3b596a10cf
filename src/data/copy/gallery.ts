import type { Localized } from '../../../common/locales';

/** The yacht page's photo gallery (src/components/Gallery) and its lightbox (PhotoSwipe). */
export const galleryCopy = {
  title: { en: 'Photographs', it: 'Fotografie' },
  /** Read out on each photo link: it opens the large photograph. */
  open: { en: '{alt} (opens the large photograph)', it: '{alt} (apre la fotografia grande)' },
  lightbox: {
    label: { en: 'Photographs of Libeccio', it: 'Fotografie di Libeccio' },
    close: { en: 'Close (Esc)', it: 'Chiudete (Esc)' },
    zoom: { en: 'Zoom in or out', it: 'Ingrandite o riducete' },
    previous: { en: 'Previous photograph', it: 'Fotografia precedente' },
    next: { en: 'Next photograph', it: 'Fotografia successiva' },
    error: { en: 'This photograph cannot be loaded.', it: 'Non è possibile caricare questa fotografia.' },
    of: { en: ' of ', it: ' di ' },
  },
} as const satisfies Record<string, Localized | Record<string, Localized>>;
