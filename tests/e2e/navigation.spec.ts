import { expect, hydrated, test, type Page } from '../support/fixtures';
import type { LocalSite } from '../support/local-site';

/** A desktop browser; each test has a context of its own (`page.clock`, init scripts, a service worker, offline). */
test.use({
  siteOptions: {},
  viewport: { width: 1280, height: 800 },
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
});

/** Opens `path` of `site` in `page` and waits for the app to hydrate. */
async function open(site: LocalSite, path: string, page: Page): Promise<Page> {
  await page.goto(site.origin + path);
  await hydrated(page);
  return page;
}

/** A marker that survives client-side navigation and vanishes on a full page load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 1);

test.describe('the screen-reader announcement', () => {
  for (const [start, link, announcement] of [
    ['/', 'The yacht', 'Navigated to The yacht'],
    ['/it/', 'La barca', 'Pagina aperta: La barca'],
  ] as const)
    test(`on ${start}, following "${link}" announces "${announcement}"`, async ({ page, site }) => {
      await open(site, start, page);
      await page.click(`.navbar__items--right a.navbar__link:text-is("${link}")`);
      await page.waitForFunction(
        (text) => document.querySelector('#route-announcer')?.textContent === text,
        announcement,
      );
      const region = page.locator('#route-announcer');
      expect(await region.getAttribute('aria-live')).toBe('assertive');
      expect(await region.evaluate((el) => getComputedStyle(el).clip)).toContain('rect(0px');
    });
});

/**
 * The page's clock, stopped: timers fire only as the test advances it, so a
 * 1000 ms or 3 s delay costs no real time. (Installed before the page loads,
 * the clock runs on its own until paused.)
 */
async function pauseClock(page: Page): Promise<void> {
  const pageNow = () => page.evaluate(() => Date.now());
  try {
    await page.clock.pauseAt((await pageNow()) + 1);
  } catch (error) {
    // The running clock passed that moment on the way; it is stopped now, so its time holds still.
    if (!String(error).includes('past')) throw error;
    await page.clock.pauseAt((await pageNow()) + 1);
  }
}

test.describe('the navigation progress signal', () => {
  async function watchProgress(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as { __progressShownAt?: number };
      const started = performance.now();
      new MutationObserver(() => {
        const bar = document.getElementById('route-progress');
        if (bar?.dataset.active === 'true' && w.__progressShownAt === undefined) {
          w.__progressShownAt = performance.now() - started;
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    return () => page.evaluate(() => (window as unknown as { __progressShownAt?: number }).__progressShownAt);
  }

  // page.clock (and its route holding the next page's code): a context of its own.
  test('appears only after a navigation has waited 1000 ms', async ({ page, site }) => {
    await page.clock.install();
    await open(site, '/', page);
    // Hold the next page's code until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await pauseClock(page);
    const shownAt = await watchProgress(page);
    await page.click('.navbar__items--right a.navbar__link:text-is("Contact")');
    await page.clock.runFor(800);
    expect(await page.locator('#route-progress[data-active="true"]').count()).toBe(0);
    await page.clock.runFor(400);
    await page.waitForSelector('#route-progress[data-active="true"]', { timeout: 1500 });
    expect(await shownAt()).toBeGreaterThanOrEqual(950);
    release();
    await page.clock.resume();
    await page.waitForURL(`${site.origin}/contact/`);
    await page.waitForSelector('h1:text-is("Contact")');
    expect(await page.locator('#route-progress[data-active="true"]').count()).toBe(0);
  });

  // page.clock: a context of its own.
  test('never appears for a quick navigation', async ({ page, site }) => {
    await page.clock.install();
    await open(site, '/', page);
    const shownAt = await watchProgress(page);
    await page.click('.navbar__items--right a.navbar__link:text-is("The yacht")');
    await page.waitForSelector('h1:text-is("The yacht")');
    await pauseClock(page);
    await page.clock.runFor(1300);
    expect(await shownAt()).toBeUndefined();
  });
});

test.describe('the prefetch policy', () => {
  /**
   * Records, in the page, what the policy asks Docusaurus to prefetch and
   * when: wraps the object Docusaurus assigns to window.docusaurus before the
   * policy's setter (src/client/prefetch-policy.ts) receives it.
   */
  const recordPrefetches = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { __prefetched: Array<{ path: string; at: number }> };
      w.__prefetched = [];
      const define = Object.defineProperty;
      Object.defineProperty = function <T>(target: T, key: PropertyKey, descriptor: PropertyDescriptor): T {
        const setter = descriptor.set;
        if ((target as unknown) === window && key === 'docusaurus' && setter) {
          descriptor = {
            ...descriptor,
            // Docusaurus's object is frozen: the policy receives a recording stand-in.
            set(value: { prefetch(path: string): unknown; preload(path: string): unknown }) {
              setter.call(this, {
                prefetch(path: string) {
                  w.__prefetched.push({ path, at: performance.now() });
                  return value.prefetch(path);
                },
                preload: (path: string) => value.preload(path),
              });
            },
          };
        }
        return define(target, key, descriptor);
      } as typeof Object.defineProperty;
    });
  const log = (page: Page) =>
    page.evaluate(() => (window as unknown as { __prefetched: Array<{ path: string; at: number }> }).__prefetched);

  // An init script and page.clock: a context of its own.
  test('waits 3 s, then prefetches the links in view in batches of at most 4 pages', async ({ page, site }) => {
    await recordPrefetches(page);
    await page.clock.install();
    await open(site, '/', page);
    await pauseClock(page);
    await page.clock.runFor(2000);
    expect(await log(page)).toEqual([]);
    await page.clock.runFor(2000);
    const first = await log(page);
    expect(first.length).toBe(4);
    expect(new Set(first.map((entry) => entry.at)).size).toBe(1); // one batch
    await page.clock.runFor(3500);
    const all = await log(page);
    const second = all.slice(4);
    expect(second.length).toBeGreaterThanOrEqual(1);
    expect(second.length).toBeLessThanOrEqual(4);
    expect(new Set(second.map((entry) => entry.at)).size).toBe(1);
    expect(second[0]!.at - first[0]!.at).toBeGreaterThanOrEqual(2900);
    expect(new Set(all.map((entry) => entry.path)).size).toBe(all.length);
  });

  test('prefetches nothing for bots', async ({ site, browser }) => {
    const bot = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await bot.newPage();
    await recordPrefetches(page);
    await page.clock.install();
    // The chunks only the Contact page needs (each page's boot script lists its route's): what a prefetch
    // of it would fetch. Not any script: the home page loads code of its own after hydration (the live
    // seasons), at a moment the test does not control.
    const routeChunks = async (path: string) =>
      /<script data-chunks="([^"]*)">/.exec(await (await fetch(site.origin + path)).text())?.[1]?.split(' ') ?? [];
    const homeChunks = await routeChunks('/');
    const contactChunks = (await routeChunks('/contact/')).filter((chunk) => !homeChunks.includes(chunk));
    expect(contactChunks.length).toBeGreaterThan(0);
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (contactChunks.includes(pathname)) chunkRequests.push(pathname);
    });
    await open(site, '/', page);
    await page.hover('.navbar__items--right a.navbar__link:text-is("Contact")');
    await pauseClock(page);
    await page.clock.runFor(4000);
    expect(await log(page)).toEqual([]);
    expect(chunkRequests).toEqual([]);
    await bot.close();
  });

  for (const [label, connection] of [
    ['with data-saver on', { saveData: true, effectiveType: '4g' }],
    ['on a 2g connection', { saveData: false, effectiveType: '2g' }],
  ] as const)
    test(`prefetches nothing ${label}`, async ({ page, site, context }) => {
      // A context init script and page.clock: a context of its own.
      await context.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true });
      }, connection);
      await recordPrefetches(page);
      await page.clock.install();
      await open(site, '/', page);
      await pauseClock(page);
      await page.clock.runFor(4000);
      expect(await log(page)).toEqual([]);
    });
});

test.describe('scroll position and anchors', () => {
  test('restores the scroll position on back, and starts at the top on a new page', async ({ page, site }) => {
    await open(site, '/the-yacht/', page);
    await page.evaluate(() => window.scrollTo(0, 1400));
    await page.waitForTimeout(100);
    // The navbar is fixed: clicking it does not scroll the page first.
    await page.click('.navbar__items--right a.navbar__link:text-is("Contact")');
    await page.waitForSelector('h1:text-is("Contact")');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForSelector('h1:text-is("The yacht")');
    await page.waitForTimeout(200);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 1400)).toBeLessThanOrEqual(2);
    await page.goForward();
    await page.waitForSelector('h1:text-is("Contact")');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('restores the same content on back, though the blocks below the first screen were never laid out', async ({
    page,
    site,
  }) => {
    // Join us's sections after the first skip layout until near (content-visibility): the first
    // visit lays out those the reader scrolls past; back to it, the page is new and none is.
    await open(site, '/join-us/', page);
    await page.evaluate(() => document.getElementById('included-title')!.scrollIntoView({ behavior: 'instant' }));
    await page.waitForTimeout(100);
    const before = await page.evaluate(() => document.getElementById('included-title')!.getBoundingClientRect().top);
    await page.click('.navbar__items--right a.navbar__link:text-is("Contact")');
    await page.waitForSelector('h1:text-is("Contact")');
    await page.goBack();
    await page.waitForSelector('#included-title');
    await page.waitForTimeout(200);
    const after = await page.evaluate(() => document.getElementById('included-title')!.getBoundingClientRect().top);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
  });

  test('scrolls a hash target into view on first load', async ({ page, site }) => {
    await open(site, '/the-yacht/#technical-features', page);
    await page.waitForTimeout(300);
    const top = await page.evaluate(() => document.getElementById('technical-features')!.getBoundingClientRect().top);
    expect(Math.abs(top - 84)).toBeLessThanOrEqual(40); // under the fixed navbar
  });
});

test.describe('unknown client-side paths', () => {
  test('load in full, so a real not-found comes from the server with status 404', async ({ page, site }) => {
    await open(site, '/the-yacht/', page);
    await mark(page);
    const documentResponse = page.waitForResponse((response) => response.url().endsWith('/no-such-page/'));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/no-such-page/');
      window.history.back();
      window.setTimeout(() => window.history.forward(), 100);
    });
    expect((await documentResponse).status()).toBe(404);
    await hydrated(page);
    expect(await marked(page)).toBe(false);
    expect(await page.title()).toBe('Error - Page Not Found');
  });

  test('reach what the server does serve there (a file outside the app)', async ({ page, site }) => {
    await open(site, '/', page);
    const served = page.waitForResponse((response) => response.url().endsWith('/robots.txt'));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/robots.txt');
      window.history.back();
      window.setTimeout(() => window.history.forward(), 100);
    });
    expect((await served).status()).toBe(200);
    await page.waitForFunction(() => document.body.innerText.includes('Sitemap:'));
  });
});

test.describe('a new build', () => {
  test('makes the next navigation a full load, once', async ({ page, site }) => {
    await open(site, '/', page);
    await page.route('**/build-info.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ buildId: 'a-newer-build' }) }),
    );
    const documents: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname),
    );
    await mark(page);
    await page.click('.navbar__items--right a.navbar__link:text-is("The yacht")');
    await page.waitForFunction(() => !(window as unknown as { __marker?: number }).__marker);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/the-yacht/');
    await mark(page);
    await page.click('.navbar__items--right a.navbar__link:text-is("Contact")');
    await page.waitForSelector('h1:text-is("Contact")');
    await page.waitForTimeout(500);
    expect(await marked(page)).toBe(true);
    expect(documents).toEqual(['/the-yacht/']);
  });
});

test.describe('chunk failures', () => {
  test('are retried, and the navigation completes without a reload', async ({ page, site }) => {
    await open(site, '/', page);
    let failures = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      if (failures < 2) {
        failures += 1;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await mark(page);
    await page.click('.navbar__items--right a.navbar__link:text-is("Contact")');
    await page.waitForSelector('h1:text-is("Contact")');
    expect(failures).toBe(2);
    expect(await marked(page)).toBe(true);
  });

  test("on a page's first load are fetched again, and the page still comes alive", async ({ page, site }) => {
    const failed = new Set<string>();
    await page.route(/\/assets\/js\/(?!main\.|runtime~main\.).*\.js$/, (route) => {
      const url = route.request().url();
      if (failed.has(url)) return route.continue();
      failed.add(url);
      return route.abort('connectionreset');
    });
    await open(site, '/contact/', page);
    expect(failed.size).toBeGreaterThan(0);
    expect(await page.locator('h1').textContent()).toBe('Contact');
  });

  test('end in a full load of the target when retries fail, which says why it cannot render', async ({
    page,
    site,
  }) => {
    await open(site, '/', page);
    // Every page chunk fails; the app's own entry files still load.
    await page.route(/\/assets\/js\/(?!main\.|runtime~main\.).*\.js$/, (route) => route.abort('connectionreset'));
    const explained = page.waitForEvent('console', {
      predicate: (message) => message.text() === 'page resources for /contact/ not found. Not rendering React',
      timeout: 15_000,
    });
    await mark(page);
    await page.click('.navbar__items--right a.navbar__link:text-is("Contact")');
    await page.waitForFunction(() => !(window as unknown as { __marker?: number }).__marker, null, { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/contact/');
    expect((await explained).type()).toBe('error');
    // The server-rendered page is there; React could not start on it.
    expect(await page.locator('h1').textContent()).toBe('Contact');
    expect(await page.getAttribute('html', 'data-has-hydrated')).toBe('false');
  });
});

test.describe('offline reading', () => {
  const registrations = (page: Page) =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

  // A service worker, localStorage's offline choice and going offline: a context of its own.
  test('registers the service worker only when asked, serves the brochure offline, and unregisters when turned off', async ({
    page,
    site,
    context,
  }) => {
    await open(site, '/', page);
    await page.waitForTimeout(500);
    expect(await registrations(page)).toBe(0);

    await open(site, '/?offline=1', page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(await registrations(page)).toBe(1);
    // Remembered: a later visit keeps it, and the footer control shows it on.
    await open(site, '/contact/', page);
    expect(await page.getAttribute('footer button[aria-pressed]', 'aria-pressed')).toBe('true');

    await context.setOffline(true);
    await page.goto(`${site.origin}/it/the-yacht/`);
    expect(await page.locator('h1').textContent()).toBe('La barca');
    await context.setOffline(false);

    await open(site, '/', page);
    await page.click('footer button[aria-pressed="true"]');
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0);
    expect(await page.getAttribute('footer button[aria-pressed]', 'aria-pressed')).toBe('false');
  });
});

test.describe('the third-party proxy', () => {
  test('refuses every address not on the allow-list (none is enabled)', async ({ site }) => {
    for (const target of [
      'https://www.google-analytics.com/analytics.js',
      'http://127.0.0.1:1/x',
      'javascript:alert(1)',
    ]) {
      const response = await fetch(`${site.origin}/__third-party-proxy?url=${encodeURIComponent(target)}`);
      expect(response.status).toBe(400);
    }
    expect((await fetch(`${site.origin}/__third-party-proxy`)).status).toBe(400);
  });
});

test.describe('page start-up', () => {
  for (const path of ['/blogbook/', '/it/blogbook/2015-10-barcolana/', '/join-us/'])
    test(`on ${path}, paints before any app script is requested or runs, then hydrates with every script fetched once, main.js first`, async ({
      page,
      site,
    }) => {
      // A first visit (an empty HTTP cache), with an init script: a context of its own.
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __firstScriptAt?: number; __fcpAt?: number };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === 'first-contentful-paint') w.__fcpAt = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof HTMLScriptElement && node.src) w.__firstScriptAt ??= performance.now();
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await open(site, path, page);
      const { fcpAt, firstScriptAt, listed, requested } = await page.evaluate(() => {
        const w = window as unknown as { __firstScriptAt?: number; __fcpAt?: number };
        const boot = document.querySelector('script[data-chunks]');
        const entries = [...document.querySelectorAll('link[data-boot]')].map((l) => l.getAttribute('href'));
        const requested = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/js\/[^/]+\.js$/.test(entry.name))
          .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }));
        return {
          fcpAt: w.__fcpAt,
          firstScriptAt: w.__firstScriptAt,
          listed: [...(boot?.getAttribute('data-chunks')?.split(' ') ?? []), ...entries],
          requested,
        };
      });
      expect(fcpAt).toBeGreaterThan(0);
      expect(firstScriptAt).toBeGreaterThanOrEqual(fcpAt!);
      // Not even fetched before the paint: the stylesheet the paint waits for has the bandwidth to itself.
      for (const { path: script, at } of requested) expect({ script, at: at >= fcpAt! }).toEqual({ script, at: true });
      // main.js, which hydration waits for, is requested at once, not behind the route's chunks (added four a task).
      const main = requested.find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.path))!;
      const chunkStarts = requested.filter((entry) => !/\/(main|runtime~main)\./.test(entry.path)).map((e) => e.at);
      expect(chunkStarts.filter((at) => at < main.at).length).toBeLessThanOrEqual(4);
      expect(new Set(scripts).size).toBe(scripts.length);
      expect(scripts.slice(0, listed.length).sort()).toEqual([...listed].sort());
    });

  for (const path of ['/', '/it/join-us/'])
    test(`on ${path} at 375 px, a tap on the menu before the app has hydrated opens it once it has, once`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      // main.js held until released: the app cannot hydrate before.
      let hold!: (release: () => void) => void;
      const held = new Promise<() => void>((resolve) => (hold = resolve));
      await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => hold(() => void route.continue()));
      await page.goto(site.origin + path, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      // The server-rendered button, tapped while main.js is held: nothing can answer it yet.
      await page.locator('.navbar__toggle').click();
      expect(await page.locator('.navbar-sidebar--show').count()).toBe(0);
      (await held)();
      await hydrated(page);
      await expect(page.locator('.navbar-sidebar--show .navbar-sidebar__items')).toBeVisible();
      // One tap, one opening: the menu is not toggled shut again.
      await page.waitForTimeout(300);
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    });

  test('runs the app in a later task than main.js, which only evaluates React DOM', async ({ page, site }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __atMainLoad?: string; docusaurus?: unknown };
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLScriptElement) || !/\/main\.[0-9a-f]+\.js$/.test(node.src)) continue;
            // A script's load event fires in the task that ran it, after its microtasks.
            node.addEventListener('load', () => {
              w.__atMainLoad = `${typeof w.docusaurus}, hydrated: ${document.documentElement.dataset.hasHydrated}`;
            });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await open(site, '/blogbook/', page);
    const after = await page.evaluate(() => {
      const w = window as unknown as { __atMainLoad?: string; docusaurus?: unknown };
      return { atMainLoad: w.__atMainLoad, now: typeof w.docusaurus };
    });
    expect(after).toEqual({ atMainLoad: 'undefined, hydrated: false', now: 'object' });
  });
});
