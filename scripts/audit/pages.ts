import { collectRoutes } from '../../edge/routes';
import { buildDir } from '../../server/build-freshness';

/**
 * One page of each kind, in both languages: what Lighthouse measures. The
 * not-found pages are left to axe and the Nu checker: Lighthouse refuses to
 * score a page served with status 404.
 */
export const pageTypes = [
  { type: 'home', path: '/' },
  { type: 'yacht', path: '/the-yacht/' },
  { type: 'join-us', path: '/join-us/' },
  { type: 'contact', path: '/contact/' },
  { type: 'legal', path: '/privacy/' },
  { type: 'blog-list', path: '/blogbook/' },
  { type: 'blog-post', path: '/blogbook/2015-10-barcolana/' },
].flatMap(({ type, path }) => [
  { type, locale: 'en' as const, path },
  { type, locale: 'it' as const, path: `/it${path}` },
]);

/** Every page of the build, both languages, plus the two not-found pages. */
export async function allPages(): Promise<string[]> {
  return [...(await collectRoutes(buildDir)), '/404.html', '/it/404.html'];
}
