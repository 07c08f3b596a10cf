import type { Localized } from '../../../common/locales';

/** The blogbook's RSS and Atom feeds: their titles, and the titles of the links to them in every page's head. */
export const feedCopy = {
  title: { en: '{yacht}: Blogbook', it: '{yacht}: Blogbook' },
  description: {
    en: 'Press, regattas and festivals: the blogbook of the sailing ketch {yacht}.',
    it: 'Stampa, regate e raduni: il blogbook del ketch a vela {yacht}.',
  },
  link: {
    rss: { en: '{title} (RSS feed)', it: '{title} (feed RSS)' },
    atom: { en: '{title} (Atom feed)', it: '{title} (feed Atom)' },
  },
} satisfies Record<string, Localized | Record<string, Localized>>;
