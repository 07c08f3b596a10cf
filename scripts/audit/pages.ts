import { locales, localePrefix } from '../../common/locales';
import { onePerType, pages } from '../../common/pages';
import { collectRoutes } from '../../edge/routes';
import { buildDir } from '../../common/paths';

/**
 * One page of each kind, in both languages: what Lighthouse measures. The
 * not-found pages are left to axe and the Nu checker: Lighthouse refuses to
 * score a page served with status 404.
 */
export const pageTypes = onePerType(['mail-link']).flatMap(({ type, path }) =>
  locales.map((locale) => ({ type, locale, path: `${localePrefix(locale)}${path}` })),
);

/** Every page of the build, both languages, plus the two not-found pages. */
export async function allPages(): Promise<string[]> {
  return [...(await collectRoutes(buildDir)), '/404.html', '/it/404.html'];
}

/**
 * The pages `--fast` loads for bytes and feature code: every page of the site's page list
 * (common/pages.ts: each kind, both legal pages, one post), both languages. The blogbook's other
 * posts share the post's template and chunks but their own content: the full audit loads them all.
 */
export const bytesPagesFast: string[] = pages.flatMap(({ path }) =>
  locales.map((locale) => `${localePrefix(locale)}${path}`),
);
