import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { collectRoutes } from '../../edge/routes';
import { isNoindex, splitLocale } from '../../scripts/sitemap';
import { inlineMap, mapIds, mapOverlay } from '../../src/components/ItineraryMap/overlay';
import { itinerary, itineraryPdfName } from '../../common/facts/itinerary';
import { weeks } from '../../common/facts/weeks';
import { calendarCopy } from '../../src/data/copy/forms';
import { seedSeason } from '../../common/facts/seedSeason';
import { charterPath, included, notIncluded } from '../../common/facts/charterPath';
import { yachtPage } from '../../src/data/copy/yacht';
import { type IsoDate } from '../../common/yachtDay';
import { seasonView } from '../../common/facts/seasons';
import { joinUsPage } from '../../src/data/copy/pages';
import { yachtDate } from '../../common/yachtDay';
import { site } from '../../common/facts/site';
import { formatDateRange, localePrefix, locales, type Locale } from '../../common/locales';
import { englishOnlyStrings } from '../../tools/checks/english-strings';
import { buildDir } from '../../common/paths';

describe('the sitemap', () => {
  it('lists every page of both languages with its hreflang alternates and x-default', async () => {
    const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    // The pages that ask not to be indexed (the newsletter's e-mail-link pages) are left out.
    const routes = (await collectRoutes(buildDir)).filter(
      (route) => !isNoindex(readFileSync(path.join(buildDir, route, 'index.html'), 'utf8')),
    );
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
  it.each(locales)('in %s carries every leg, day and inclusion the Join us page shows, and no season', (locale) => {
    const file = path.join(buildDir, locale === 'en' ? '' : locale, 'downloads', itineraryPdfName[locale]);
    const script = path.join(__dirname, '..', 'support', 'pdf-text.mjs');
    const text = execFileSync(process.execPath, [script, file], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const squash = (s: string) => s.replace(/\s+/g, ' ');
    // The build's seasons on the build day: the next open one, or none ahead published.
    const buildDay = (process.env.AVAILABILITY_SNAPSHOT as IsoDate | undefined) ?? yachtDate();
    const { season } = seasonView([seedSeason], buildDay);
    // A file kept for months: it names no season and never says none is published (the owner may open or
    // close one after the build); it sends the reader to the Join us page for the dates.
    expect(text).toContain(squash(joinUsPage.pdfLead[locale]).split('{')[0]!.trim());
    expect(text).not.toContain(squash(joinUsPage.lead.after[locale]));
    expect(text).not.toContain(calendarCopy.closedTitle[locale]);
    expect(text).not.toContain(String(seedSeason.year));
    for (const { leg, base, days } of itinerary) {
      expect(text).toContain(leg.name[locale]);
      for (const sailed of season?.legs.filter((candidate) => candidate.area === leg.id) ?? []) {
        const dates = formatDateRange(sailed.from, sailed.to, locale);
        expect(text).not.toContain(`${dates.from} `);
      }
      expect(text).toContain(squash(base[locale]));
      for (const day of days) expect(text).toContain(squash(day.title[locale]));
    }
    // Alone it must not read as all-inclusive: what is not included is there too.
    for (const item of [...included, ...notIncluded]) expect(text).toContain(squash(item[locale]));
    // The maps are drawn in it with their names as text, in its language (the seas are only on the maps).
    for (const id of mapIds) for (const label of mapOverlay(id, locale).texts) expect(text).toContain(label.text);
    // Its footer points at the Join us page of its own language.
    expect(text).toContain(`${site.url.replace(/^https:\/\//, '')}${localePrefix(locale)}/join-us/`);
    if (locale === 'it') {
      const leaks = englishOnlyStrings().filter((phrase) => text.includes(squash(phrase)));
      expect(leaks).toEqual([]);
    }
  });
});

describe('the itinerary maps on Join us', () => {
  it.each(locales)(
    'in %s, the overview is drawn inline (no image request before the text paints), the legs lazily from files that exist',
    (locale) => {
      const prefix = localePrefix(locale);
      const html = readFileSync(path.join(buildDir, prefix, 'join-us', 'index.html'), 'utf8');
      const { width, height } = mapOverlay(inlineMap, locale);
      const overview = new RegExp(`<svg viewBox="0 0 ${width} ${height}" role=img[^>]*>(.*?)</svg>`).exec(html)?.[1];
      // Its sea, then its land (a coastline of a few thousand points), under the names.
      expect(overview).toMatch(/^<rect [^>]*fill=#dfeaf0 \/><path [^>]*d=M[\d.,LMZ-]{2000,}/);
      for (const { text } of mapOverlay(inlineMap, locale).texts) expect(overview).toContain(text);
      const images = [...html.matchAll(/<img src=([^ >]*\/img\/maps\/[^ >]*) [^>]*>/g)];
      expect(images.map(([, src]) => src)).toEqual(
        mapIds.filter((id) => id !== inlineMap).map((id) => `${prefix}/img/maps/${id}.svg`),
      );
      for (const [tag, src] of images) {
        expect(tag).toContain('loading=lazy');
        expect(readFileSync(path.join(buildDir, src!), 'utf8')).toMatch(/^<svg [^>]*><rect [^>]*\/><path [^>]*d="M/);
      }
    },
  );
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

describe('the Join us page without JavaScript', () => {
  it.each(locales)('in %s lists the weeks still ahead as of the build, and never says the next season is not yet published', (locale) => {
    const html = readFileSync(path.join(buildDir, localePrefix(locale).slice(1), 'join-us', 'index.html'), 'utf8');
    // The built HTML is minified: optional end tags (</td>, </tr>) are left out.
    const snapshot = /data-testid=week-snapshot([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    const plain = (cell: string) =>
      cell
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, '')
        .trim();
    const rows = [...snapshot.matchAll(/<tr><td>([\s\S]*?)<td>([\s\S]*?)(?=<tr>|<\/t)/g)].map((row) => [
      plain(row[1]!),
      plain(row[2]!),
    ]);
    const buildDay = (process.env.AVAILABILITY_SNAPSHOT as IsoDate | undefined) ?? yachtDate();
    const ahead = weeks.filter((week) => week.from > buildDay);
    expect(rows.map(([dates]) => dates)).toEqual(
      ahead.map((week) => formatDateRange(week.from, week.to, locale).dates),
    );
    // No row of a past week, ever.
    expect(rows.map(([, status]) => status)).not.toContain(calendarCopy.status.past[locale]);
    // With none ahead it never says the next season is unpublished: the owner may have opened one since the build.
    if (ahead.length === 0) expect(plain(snapshot)).toContain(calendarCopy.snapshotPending[locale]);
    expect(plain(snapshot)).not.toContain(calendarCopy.closedTitle[locale]);
  });
});

describe('the path to a charter and what is not included, as served', () => {
  const page = (locale: Locale, route: string) =>
    readFileSync(path.join(buildDir, localePrefix(locale).slice(1), route, 'index.html'), 'utf8')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
  it.each(locales)('in %s: Join us and the guide tell the same steps and list the same exclusions', (locale) => {
    for (const route of ['join-us', 'charter-guide']) {
      const text = page(locale, route);
      for (const step of charterPath) {
        expect(text).toContain(step.title[locale]);
        expect(text).toContain(step.text[locale]);
      }
      for (const item of [...included, ...notIncluded]) expect(text).toContain(item[locale]);
    }
  });

  it.each(locales)('in %s: the yacht page offers no free weeks before the seasons are read', (locale) => {
    const text = page(locale, 'the-yacht');
    expect(text).toContain(yachtPage.ask.textServed[locale]);
    expect(text).not.toContain(yachtPage.ask.text.before[locale]);
    expect(text).not.toContain(yachtPage.ask.text.after[locale]);
  });
});
