import { onePerType, pages } from '../../common/pages';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { collectRoutes } from '../../edge/routes';
import { splitLocale } from '../../scripts/sitemap';
import { layoutCopy } from '../../src/data/copy/pages';
import { operatorFacts, site } from '../../common/facts/site';
import { localePrefix, ogLocale, type Locale } from '../../common/locales';
import { buildDir, repoRoot } from '../../common/paths';
import { expect, hydrated, test, type Page } from '../support/fixtures';
import { walkPages } from '../support/page-walk';
import { englishOnlyStrings } from '../../tools/checks/english-strings';
import type { LocalStack } from '../../server/local-stack';

const screenshotDir = path.join(repoRoot, 'test-artifacts', 'screenshots');

// The whole local stack: Join us mounts its calendar in the walk, and the calendar asks the API.
test.use({ stackOptions: { siteClock: undefined } }); // today: the season is over

/** The file's stack and the built routes, for the helpers below. */
let local: LocalStack;
let routes: string[];

test.beforeAll(async ({ stack }) => {
  local = stack;
  routes = await collectRoutes(buildDir);
  mkdirSync(screenshotDir, { recursive: true });
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
  await hydrated(page, { timeout: 15_000 });
  return { status: response?.status(), errors };
}

function counterpart(route: string): string {
  const [locale, bare] = splitLocale(route);
  return locale === 'en' ? `/it${bare}` : bare;
}

/** What the head of a page says about itself and its other language. */
function readHead(page: Page) {
  return page.evaluate(() => ({
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
}

/** The footer's operator line and legal links, as a reader gets them. */
async function readLegalFooter(page: Page, locale: Locale) {
  const footer = page.locator('footer [data-testid=operator]');
  return {
    operator: (await footer.innerText()).replace(/\s+/g, ' '),
    privacy: await footer.getByRole('link', { name: layoutCopy.legal.privacy[locale] }).getAttribute('href'),
    accessibility: await footer
      .getByRole('link', { name: layoutCopy.legal.accessibility[locale] })
      .getAttribute('href'),
  };
}

/** The operator's legal name, address, VAT number, REA number and share capital, in this order, in the footer's text. */
function footerFacts(locale: Locale): unknown {
  // innerText is read with its white space as single spaces (the share capital holds a no-break space).
  const facts = operatorFacts(locale).map((fact) => fact.replace(/\s+/g, ' '));
  return expect.stringMatching(new RegExp(facts.map((fact) => fact.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')));
}

/** Everything a reader of the page sees or hears as text: title, description, body, labels, alt texts. */
function visibleText(page: Page) {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap(
      (element) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    const description = document.querySelector('meta[name=description]')?.getAttribute('content') ?? '';
    return [document.title, description, document.body.innerText, ...attributes].join('\n');
  });
}

const pagesToShoot: string[] = onePerType().map(({ path }) => path);
const screenshotName = (route: string, width: number) => {
  const [locale, bare] = splitLocale(route);
  return `${locale}${bare === '/' ? '-home' : bare.replace(/\/$/, '').replace(/\//g, '-')}-${width}.png`;
};

test.describe('every built page, in both languages', () => {
  test('has both languages for every page', () => {
    const english = routes.filter((route) => splitLocale(route)[0] === 'en');
    expect(english.length).toBeGreaterThanOrEqual(20);
    for (const route of english) expect(routes).toContain(counterpart(route));
  });

  /**
   * The one walk over the pages, per width and language (tests/support/page-walk.ts; the projects
   * `walk <width> <language>` of playwright.config.ts run it, two at a time): each page is
   * visited once and checked for its status, console errors, language, h1,
   * alternate-language head and language switch; on Italian pages, for
   * English (at desktop width the whole navbar is text too); for sideways
   * scrolling (page types screenshotted); for the contrast of every text
   * against its background, lazy sections mounted (WCAG AA); and by axe-core.
   * The phone walk visits every page; the desktop walk every page but the
   * blogbook's posts after the first, which share its template and layout
   * (34 of the 54 pages, about 30 CPU s of a run that is CPU-bound).
   */
  const walked = (width: number) =>
    width < 1024 ? routes : routes.filter((route) => pages.some((page) => page.path === splitLocale(route)[1]));

  test(
    'the walk: status 200, no console errors, lang, one h1, alternate-language head, no English on Italian pages, no sideways scrolling, readable text, no axe violation',
    { tag: '@walk' },
    async ({ browser, walk: project }) => {
      if (!project)
        throw new Error('The page walk runs in the projects `walk <width> <language>` (playwright.config.ts)');
      const { width, height, locale: language } = project;
      // Every page of the language, axe and contrast on each: about half a minute alone, more on a busy machine.
      test.setTimeout(360_000);
      const english = englishOnlyStrings();
      expect(english.length).toBeGreaterThan(100);
      const observed: object[] = [];
      const expected: object[] = [];
      const leaks: Array<{ route: string; leaks: string[] }> = [];
      const overflows: Array<{ route: string; overflow: number }> = [];
      const notFound = [`${localePrefix(language)}/404.html`];

      const walk = walked(width).filter((route) => splitLocale(route)[0] === language);
      const result = await walkPages(browser, local.origin, [...walk, ...notFound], {
        width,
        height,
        axe: true,
        contrast: true,
        async beforeLazy(page, { route, status, errors }) {
          // Every block laid out, as a reader who scrolls the page sees it (the blocks below the
          // first screen skip layout until near, content-visibility): the text, axe and contrast
          // checks then read all of it.
          await page.evaluate(() => document.documentElement.setAttribute('data-layout-all', ''));
          if (notFound.includes(route)) {
            observed.push({ route, status, errors });
            expected.push({ route, status: 404, errors: [] });
            return;
          }
          const [locale, bare] = splitLocale(route);
          const other = locale === 'en' ? 'it' : 'en';
          observed.push({
            route,
            status,
            errors,
            lang: await page.getAttribute('html', 'lang'),
            h1: await page.locator('h1').count(),
            ...(await readHead(page)),
            // The language switch points at the same page in the other language.
            languageSwitch: await page.getAttribute(`.navbar a.dropdown__link[lang=${other}]`, 'href'),
            // The footer names the operator and links the legal pages of the page's language.
            ...(await readLegalFooter(page, locale)),
          });
          expected.push({
            route,
            status: 200,
            errors: [],
            lang: locale,
            h1: 1,
            canonical: site.url + route,
            alternates: { en: site.url + bare, it: `${site.url}/it${bare}`, 'x-default': site.url + bare },
            ogLocale: ogLocale[locale],
            ogAlternate: [ogLocale[other]],
            languageSwitch: counterpart(route),
            operator: footerFacts(locale),
            privacy: `${localePrefix(locale)}/privacy/`,
            accessibility: `${localePrefix(locale)}/accessibility/`,
          });
          if (locale === 'it') {
            const text = await visibleText(page);
            leaks.push({ route, leaks: english.filter((phrase) => text.includes(phrase)) });
          }
        },
        async afterLazy(page, { route }) {
          // Scrolled to, the calendar and form have mounted: they must fit too.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          overflows.push({ route, overflow });
          if (pagesToShoot.includes(splitLocale(route)[1]) && !notFound.includes(route)) {
            await page.screenshot({ path: path.join(screenshotDir, screenshotName(route, width)), fullPage: true });
          }
        },
      });

      expect(observed).toEqual(expected);
      expect(leaks.length).toBe(language === 'it' ? walk.length : 0);
      if (width >= 1024) expect(walk.length).toBe(pages.length);
      expect(leaks.filter((page) => page.leaks.length)).toEqual([]);
      expect(overflows.filter((page) => page.overflow !== 0)).toEqual([]);

      const { checked, failures } = result.contrast;
      process.stdout.write(
        `contrast at ${width}px in ${language}: ${checked} text elements on ${result.pages} pages\n`,
      );
      expect(routes.length).toBeGreaterThanOrEqual(40);
      expect(checked).toBeGreaterThan(walk.length * 20);
      expect(failures).toEqual([]);

      expect(result.axe).toEqual([]);
    },
  );
});

test.describe('the language switch', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const [from, to] of [
    ['/the-yacht/', '/it/the-yacht/'],
    ['/it/join-us/', '/join-us/'],
    ['/blogbook/2015-10-barcolana/', '/it/blogbook/2015-10-barcolana/'],
  ] as const)
    test(`on ${from} lands on ${to}`, async ({ page }) => {
      await visit(page, from);
      await page.hover('.navbar .dropdown > a.navbar__link');
      const target = to.startsWith('/it/') ? 'it' : 'en';
      await Promise.all([page.waitForURL(local.origin + to), page.click(`.navbar a.dropdown__link[lang=${target}]`)]);
      expect(await page.getAttribute('html', 'lang')).toBe(target);
    });
});

test.describe('unknown paths and slash-less paths', () => {
  for (const [pathname, lang, title] of [
    ['/no-such-page/', 'en', 'Error - Page Not Found'],
    ['/blogbook/2099-01-nowhere/', 'en', 'Error - Page Not Found'],
    ['/it/pagina-inesistente/', 'it', 'Errore - Pagina non trovata'],
    ['/it/blogbook/2099-01-nowhere', 'it', 'Errore - Pagina non trovata'],
  ] as const)
    test(`${pathname} answers 404 with the ${lang} not-found page`, async ({ page }) => {
      const { status, errors } = await visit(page, pathname, { expectStatus: 404 });
      expect(status).toBe(404);
      expect(errors).toEqual([]);
      expect(await page.title()).toBe(title);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('h1').textContent()).toBe(title);
    });

  for (const [from, to] of [
    ['/the-yacht', '/the-yacht/'],
    ['/it', '/it/'],
    ['/it/blogbook/2017-06-velafestival', '/it/blogbook/2017-06-velafestival/'],
  ])
    test(`${from} redirects to ${to}`, async () => {
      const response = await fetch(local.origin + from, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    });
});
