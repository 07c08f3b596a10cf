import { defaultLocale, htmlLang, localePrefix, locales, type Locale } from '../common/locales';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Splits '/it/the-yacht/' into ['it', '/the-yacht/']. */
export function splitLocale(route: string): [Locale, string] {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (prefix && (route === `${prefix}/` || route.startsWith(`${prefix}/`))) {
      return [locale, route.slice(prefix.length)];
    }
  }
  return [defaultLocale, route];
}

/**
 * One sitemap for both languages, every URL with its hreflang alternates and
 * x-default (Docusaurus's own sitemap plugin writes one file per locale and
 * no alternates).
 */
export function renderSitemap(routes: readonly string[], siteUrl: string): string {
  const byPath = new Map<string, Map<Locale, string>>();
  for (const route of routes) {
    const [locale, path] = splitLocale(route);
    if (!byPath.has(path)) byPath.set(path, new Map());
    byPath.get(path)!.set(locale, route);
  }
  const urls: string[] = [];
  for (const variants of byPath.values()) {
    const links = [...variants].map(
      ([locale, route]) =>
        `    <xhtml:link rel="alternate" hreflang="${htmlLang[locale]}" href="${escapeXml(siteUrl + route)}"/>`,
    );
    const fallback = variants.get(defaultLocale);
    if (fallback && variants.size > 1) {
      links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + fallback)}"/>`);
    }
    for (const route of variants.values()) {
      urls.push(
        `  <url>\n    <loc>${escapeXml(siteUrl + route)}</loc>\n${variants.size > 1 ? `${links.join('\n')}\n` : ''}  </url>`,
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * True for a page that asks search engines not to index it (`<meta name="robots"
 * content="noindex">`, the newsletter's e-mail-link pages): it stays out of the sitemap.
 */
export function isNoindex(html: string): boolean {
  return [...html.matchAll(/<meta\b[^>]*>/gi)].some(
    ([tag]) => /\bname=["']?robots["'\s/>]/i.test(tag) && /\bcontent=["']?[^"'>]*\bnoindex\b/i.test(tag),
  );
}
