import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectRoutes } from '../../edge/routes';
import { splitLocale } from '../../scripts/sitemap';
import { site } from '../../src/data/site';
import { ogLocale } from '../../src/i18n/locales';
import { buildDir, rootDir } from '../../server/build-freshness';
import { launchBrowser } from '../../tools/browser';
import { englishOnlyStrings } from '../../tools/english-strings';
import { startLocalSite, type LocalSite } from '../../tools/local-site';

const screenshotDir = path.join(rootDir, 'test-artifacts', 'screenshots');

let local: LocalSite;
let browser: Browser;
let routes: string[];

beforeAll(async () => {
  routes = await collectRoutes(buildDir);
  local = await startLocalSite();
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await local?.close();
});

interface Visit {
  status: number | undefined;
  errors: string[];
}

/** Opens a path, waits for React to hydrate, and records every console error and failed request. */
async function visit(page: Page, pathname: string, { expectStatus = 200 } = {}): Promise<Visit> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser reports the document's own 404 status as a console error.
    if (expectStatus === 404 && /status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
  const response = await page.goto(local.origin + pathname, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
  return { status: response?.status(), errors };
}

function counterpart(route: string): string {
  const [locale, bare] = splitLocale(route);
  return locale === 'en' ? `/it${bare}` : bare;
}

describe('every built page, in both languages', () => {
  it('has both languages for every page', () => {
    const english = routes.filter((route) => splitLocale(route)[0] === 'en');
    expect(english.length).toBeGreaterThanOrEqual(20);
    for (const route of english) expect(routes).toContain(counterpart(route));
  });

  it('loads with status 200, no console errors, the right lang, one h1 and the alternate-language head', async () => {
    const page = await browser.newPage();
    for (const route of routes) {
      const [locale, bare] = splitLocale(route);
      const { status, errors } = await visit(page, route);
      expect({ route, status }).toEqual({ route, status: 200 });
      expect({ route, errors }).toEqual({ route, errors: [] });
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect({ route, h1: await page.locator('h1').count() }).toEqual({ route, h1: 1 });

      const head = await page.evaluate(() => ({
        canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
        alternates: Object.fromEntries(
          [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => [
            link.getAttribute('hreflang'),
            link.getAttribute('href'),
          ]),
        ),
        ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
        ogAlternate: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) =>
          meta.getAttribute('content'),
        ),
      }));
      expect({ route, ...head }).toEqual({
        route,
        canonical: site.url + route,
        alternates: { en: site.url + bare, it: `${site.url}/it${bare}`, 'x-default': site.url + bare },
        ogLocale: ogLocale[locale],
        ogAlternate: [ogLocale[locale === 'en' ? 'it' : 'en']],
      });

      // The language switch points at the same page in the other language.
      const other = locale === 'en' ? 'it' : 'en';
      expect(await page.getAttribute(`.navbar a.dropdown__link[lang=${other}]`, 'href')).toBe(counterpart(route));
    }
    await page.close();
  });

  it('shows no English on Italian pages', async () => {
    const english = englishOnlyStrings();
    expect(english.length).toBeGreaterThan(100);
    const page = await browser.newPage();
    for (const route of routes.filter((r) => r.startsWith('/it/'))) {
      await visit(page, route);
      const text = await page.evaluate(() => {
        const attributes = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap(
          (element) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
        );
        const description = document.querySelector('meta[name=description]')?.getAttribute('content') ?? '';
        return [document.title, description, document.body.innerText, ...attributes].join('\n');
      });
      const leaks = english.filter((phrase) => text.includes(phrase));
      expect({ route, leaks }).toEqual({ route, leaks: [] });
    }
    await page.close();
  });
});

describe('the language switch', () => {
  it.each([
    ['/the-yacht/', '/it/the-yacht/'],
    ['/it/join-us/', '/join-us/'],
    ['/blogbook/2015-10-barcolana/', '/it/blogbook/2015-10-barcolana/'],
  ])('on %s lands on %s', async (from, to) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await visit(page, from);
    await page.hover('.navbar .dropdown > a.navbar__link');
    const target = to.startsWith('/it/') ? 'it' : 'en';
    await Promise.all([page.waitForURL(local.origin + to), page.click(`.navbar a.dropdown__link[lang=${target}]`)]);
    expect(await page.getAttribute('html', 'lang')).toBe(target);
    await page.close();
  });
});

describe('unknown paths and slash-less paths', () => {
  it.each([
    ['/no-such-page/', 'en', 'Error - Page Not Found'],
    ['/blogbook/2099-01-nowhere/', 'en', 'Error - Page Not Found'],
    ['/it/pagina-inesistente/', 'it', 'Errore - Pagina non trovata'],
    ['/it/blogbook/2099-01-nowhere', 'it', 'Errore - Pagina non trovata'],
  ])('%s answers 404 with the %s not-found page', async (pathname, lang, title) => {
    const page = await browser.newPage();
    const { status, errors } = await visit(page, pathname, { expectStatus: 404 });
    expect(status).toBe(404);
    expect(errors).toEqual([]);
    expect(await page.title()).toBe(title);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('h1').textContent()).toBe(title);
    await page.close();
  });

  it.each([
    ['/the-yacht', '/the-yacht/'],
    ['/it', '/it/'],
    ['/it/blogbook/2017-06-velafestival', '/it/blogbook/2017-06-velafestival/'],
  ])('%s redirects to %s', async (from, to) => {
    const response = await fetch(local.origin + from, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });
});

describe('at phone and desktop widths', () => {
  const pagesToShoot = ['/', '/the-yacht/', '/join-us/', '/contact/', '/blogbook/', '/blogbook/2015-10-barcolana/'];
  it.each([
    [375, 812],
    [1440, 900],
  ])('every page type fits %ipx without sideways scrolling (screenshots saved)', async (width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    for (const bare of pagesToShoot) {
      for (const prefix of ['', '/it']) {
        const route = prefix + bare;
        await visit(page, route);
        await page.evaluate(() => document.fonts.ready);
        if (bare === '/join-us/') {
          // Scrolled to, the calendar and form mount: they must fit too.
          await page.locator('#availability').scrollIntoViewIfNeeded();
          await page.waitForSelector('#availability .react-calendar, #availability [role=status] h3');
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ route, overflow }).toEqual({ route, overflow: 0 });
        const name = `${prefix ? 'it' : 'en'}${bare === '/' ? '-home' : bare.replace(/\/$/, '').replace(/\//g, '-')}-${width}.png`;
        await page.screenshot({ path: path.join(screenshotDir, name), fullPage: true });
      }
    }
    await page.close();
  });
});
