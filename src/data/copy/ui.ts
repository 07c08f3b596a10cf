import type { Localized } from '../../../common/locales';

/** The footer's "read offline" control (src/components/OfflineToggle). */
export const offlineCopy = {
  label: { en: 'Read offline', it: 'Lettura offline' },
  on: {
    en: 'On: the brochure is kept for reading without a connection.',
    it: 'Attivo: la brochure resta leggibile anche senza connessione.',
  },
  off: {
    en: 'Keep the brochure for reading aboard, without a connection.',
    it: 'Conservate la brochure per leggerla a bordo, senza connessione.',
  },
} as const satisfies Record<string, Localized>;

/** Said in a live region after each client-side navigation (src/client/announcer.ts). */
export const navigationAnnouncement: Localized = { en: 'Navigated to {title}', it: 'Pagina aperta: {title}' };

/** The name of an article's table of contents (src/theme/TOC). */
export const tocLabel: Localized = { en: 'On this page', it: 'In questa pagina' };
