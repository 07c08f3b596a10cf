import type { Localized } from '../../../common/locales';

/**
 * The copy of the footer every page shows (newsletter band, operator line). A module of its own so that
 * main.js, which every page loads, carries only this and not the copy of every page in pages.ts.
 */
export const layoutCopy = {
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
