import { locales, localePrefix } from './locales';

/**
 * The site's pages by kind, once: the offline precache, the audit's page types, the routing and
 * screenshot tests read them. Paths are the English ones; every page exists under each locale's prefix.
 */
export const pages = [
  { type: 'home', path: '/' },
  { type: 'yacht', path: '/the-yacht/' },
  { type: 'join-us', path: '/join-us/' },
  /** How chartering works: the steps and the questions clients ask (FAQPage data). */
  { type: 'guide', path: '/charter-guide/' },
  { type: 'contact', path: '/contact/' },
  { type: 'legal', path: '/privacy/' },
  { type: 'legal', path: '/accessibility/' },
  { type: 'blog-list', path: '/blogbook/' },
  /** A post: the blog-post page type. */
  { type: 'blog-post', path: '/blogbook/2015-10-barcolana/' },
  /** The pages the newsletter's e-mails link to (noindex, out of the sitemap). */
  { type: 'mail-link', path: '/newsletter/confirm/' },
  { type: 'mail-link', path: '/newsletter/unsubscribe/' },
] as const;

export type PageType = (typeof pages)[number]['type'];

/** The pages a visitor reads offline once offline reading is on (posts are cached as they are read). */
export const brochurePaths: readonly string[] = pages
  .filter((page) => page.type !== 'blog-post' && page.type !== 'mail-link')
  .map((page) => page.path);

/** The first page of each type (what Lighthouse measures, what the screenshots show), less `except`. */
export function onePerType(except: readonly PageType[] = []): (typeof pages)[number][] {
  const seen = new Set<PageType>(except);
  return pages.filter((page) => !seen.has(page.type) && seen.add(page.type));
}

/** A path in every language: '/contact/' → ['/contact/', '/it/contact/']. */
export function inEveryLocale(path: string): string[] {
  return locales.map((locale) => `${localePrefix(locale)}${path}`);
}
