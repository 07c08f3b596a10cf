import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { collectRoutes } from '../../edge/routes';
import { splitLocale } from '../../scripts/sitemap';
import { itinerary, itineraryPdfName } from '../../src/data/itinerary';
import { included } from '../../src/data/season';
import { site } from '../../src/data/site';
import { formatDateRange, localePrefix, locales } from '../../src/i18n/locales';
import { englishOnlyStrings } from '../../tools/english-strings';
import { buildDir } from '../../server/build-freshness';

describe('the sitemap', () => {
  it('lists every page of both languages with its hreflang alternates and x-default', async () => {
    const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    const routes = await collectRoutes(buildDir);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    expect(entries).toHaveLength(routes.length);
    for (const route of routes) {
      const entry = entries.find((e) => e.includes(`<loc>${site.url}${route}</loc>`));
      expect(entry).toBeDefined();
      const bare = splitLocale(route)[1];
      expect(entry).toContain(`hreflang="en" href="${site.url}${bare}"`);
      expect(entry).toContain(`hreflang="it" href="${site.url}/it${bare}"`);
      expect(entry).toContain(`hreflang="x-default" href="${site.url}${bare}"`);
    }
    expect(readFileSync(path.join(buildDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

describe('the itinerary PDF', () => {
  it.each(locales)('in %s carries every leg, date, day and inclusion the Join us page shows', (locale) => {
    const file = path.join(buildDir, locale === 'en' ? '' : locale, 'downloads', itineraryPdfName[locale]);
    const script = path.join(__dirname, '..', '..', 'tools', 'pdf-text.mjs');
    const text = execFileSync(process.execPath, [script, file], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const squash = (s: string) => s.replace(/\s+/g, ' ');
    for (const { leg, base, note, days } of itinerary) {
      expect(text).toContain(leg.name[locale]);
      if (note) expect(text).toContain(squash(note[locale]));
      const dates = formatDateRange(leg.from, leg.to, locale);
      expect(text).toContain(dates.from);
      expect(text).toContain(dates.to);
      expect(text).toContain(squash(base[locale]));
      for (const day of days) expect(text).toContain(squash(day.title[locale]));
    }
    for (const item of included) expect(text).toContain(squash(item[locale]));
    // Its footer points at the Join us page of its own language.
    expect(text).toContain(`${site.url.replace(/^https:\/\//, '')}${localePrefix(locale)}/join-us/`);
    if (locale === 'it') {
      const leaks = englishOnlyStrings().filter((phrase) => text.includes(squash(phrase)));
      expect(leaks).toEqual([]);
    }
  });
});

describe('page scripts', () => {
  it("every page lists its entry scripts and its route's chunks, each an existing file, once", async () => {
    const routes = await collectRoutes(buildDir);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const html = readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
      const entries = [...html.matchAll(/data-boot href=([^ >]+)/g)].map((m) => m[1]!);
      const chunks = /<script data-chunks="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
      expect(entries.map((file) => path.basename(file).split('.')[0])).toEqual(['runtime~main', 'main']);
      expect(chunks.length).toBeGreaterThan(0);
      const all = [...entries, ...chunks];
      expect(new Set(all).size).toBe(all.length);
      const prefix = route.startsWith('/it/') ? '/it/' : '/';
      for (const file of all) {
        expect(file.startsWith(`${prefix}assets/js/`)).toBe(true);
        expect(() => readFileSync(path.join(buildDir, file))).not.toThrow();
      }
    }
  });

  it('the blogbook list loads its seventeen excerpts as one chunk', () => {
    for (const list of ['blogbook', 'it/blogbook']) {
      const html = readFileSync(path.join(buildDir, list, 'index.html'), 'utf8');
      const chunks = /<script data-chunks="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
      expect(chunks.filter((file) => /blog-excerpts\.[0-9a-f]+\.js$/.test(file))).toHaveLength(1);
      expect(chunks.length).toBeLessThanOrEqual(24);
    }
  });
});
