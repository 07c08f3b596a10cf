/**
 * `npm run audit -- --phone [--against b36645e] [--loads 9] [--only /,/join-us/] [--tap-at-load 5]`:
 * a phone in a real browser (issue 42). Debian's Chromium, throttled as Lighthouse's mobile profile
 * (150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU ×4), a fresh context per load, the build as the local
 * edge serves it (gzip: the browser is told to accept no brotli) with the stack's API where the tests' 2027
 * season was opened after the build (liveSeason.ts), loads alternating with the reference's build
 * (reference.ts builds and caches it). Per load, as the browser reports them: first contentful paint,
 * largest contentful paint, when the page answers a tap (hydrated, and the navbar's menu then opens
 * at a tap; on Join us, also how long the calendar takes from a scroll to it until a day can be tapped), the long tasks' time beyond 50 ms after
 * first paint, layout shift, and the JS (gzip bodies, as transferred) requested until 2.5 s after the load
 * event. `--tap-at-load` adds loads of today's build that tap the menu once at the load event.
 * A script, never a timed test: the machine's load average is printed beside the figures.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { locales, localePrefix } from '../../common/locales';
import { repoRoot } from '../../common/paths';
import { launchBrowser } from '../../tests/support/browser';
import { startLocalSite, type LocalSite } from '../../tests/support/local-site';
import { openLiveSeason, servedUntruths } from './liveSeason';
import { referenceBuild } from './reference';
import { formatSpread, longTaskExcess, spread } from './phone-stats';
import { targets } from './targets';

const mobileUa =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
export const phonePaths = ['/', '/the-yacht/', '/join-us/', '/charter-guide/', '/blogbook/2015-10-barcolana/'];
const windowAfterLoadMs = 2500;

export interface PhoneLoad {
  fcp: number;
  lcp: number;
  /** ms since navigation when the page answered a tap: hydrated, with the menu then opening at a tap (NaN if it did not). */
  tap: number;
  /** Join us: ms from the scroll to the calendar until a day could be tapped (NaN elsewhere, or if the tap selected none). */
  day: number;
  longTaskExcess: number;
  cls: number;
  jsBytes: number;
  load: number;
  /** The largest paint's element (tag.firstClass), to tell a later largest paint's cause. */
  lcpElement: string;
}

/** Installed before the page's own scripts: what the browser reports, kept for phoneLoad. */
function observe() {
  const w = window as unknown as { __phone: Record<string, unknown> };
  const m = {
    fcp: NaN,
    lcp: NaN,
    shifts: [] as Array<{ at: number; value: number; input: boolean }>,
    tasks: [] as Array<{ start: number; duration: number }>,
    hydrated: NaN,
    tile: NaN,
    lcpElement: '',
  };
  w.__phone = m;
  const on = (type: string, each: (entry: PerformanceEntry & Record<string, unknown>) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach((e) => each(e as never))).observe({
      type,
      buffered: true,
    });
  on('paint', (e) => {
    if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  });
  on('largest-contentful-paint', (e) => {
    m.lcp = e.startTime;
    const el = e.element as Element | null;
    m.lcpElement = el
      ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
      : '';
  });
  on('layout-shift', (e) => {
    m.shifts.push({ at: e.startTime, value: e.value as number, input: e.hadRecentInput as boolean });
  });
  on('longtask', (e) => m.tasks.push({ start: e.startTime, duration: e.duration }));
  new MutationObserver(() => {
    if (Number.isNaN(m.hydrated) && document.documentElement.getAttribute('data-has-hydrated') === 'true')
      m.hydrated = performance.now();
    if (Number.isNaN(m.tile) && document.querySelector('.react-calendar__tile:not([disabled])'))
      m.tile = performance.now();
  }).observe(document, { attributes: true, childList: true, subtree: true });
}

async function throttledPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: mobileUa,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Chromium asks brotli of 127.0.0.1 (a secure context); the figures are for gzip, as production serves it.
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
  // tsx names inner functions with a __name() helper the page lacks.
  await page.addInitScript({ content: `var __name = (f) => f; (${observe.toString()})();` });
  return { context, page, cdp };
}

const menuOpen = (page: Page, timeout: number) =>
  page
    .waitForSelector('.navbar-sidebar--show .navbar-sidebar__items, nav.navbar-sidebar--show', { timeout })
    .then(() => true)
    .catch(() => false);

/** One cold, throttled load of `url`. */
export async function phoneLoad(browser: Browser, url: string): Promise<PhoneLoad> {
  const { context, page, cdp } = await throttledPage(browser);
  try {
    // The JS bodies as transferred (gzip), without the response headers: production's HTTP/2 compresses those.
    const scripts = new Map<string, { at: number; body: number; done: boolean }>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (/\.js(\?|$)/.test(e.request.url)) scripts.set(e.requestId, { at: Date.now(), body: 0, done: false });
    });
    cdp.on('Network.dataReceived', (e) => {
      const script = scripts.get(e.requestId);
      if (script) script.body += e.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const script = scripts.get(e.requestId);
      if (script) script.done = true;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const loadedAt = Date.now();
    await page.waitForFunction(
      () => !Number.isNaN((window as never as { __phone: { hydrated: number } }).__phone.hydrated),
      undefined,
      {
        timeout: 30_000,
        polling: 100,
      },
    );
    const tappedAt = await page.evaluate(() => performance.now());
    await page.locator('.navbar__toggle').tap();
    const answered = await menuOpen(page, 3000);
    await page.waitForTimeout(Math.max(0, loadedAt + windowAfterLoadMs - Date.now()));
    const cutoff = loadedAt + windowAfterLoadMs;
    const m = await page.evaluate(() => {
      const w = window as never as { __phone: Record<string, unknown> };
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { ...w.__phone, load: nav.loadEventStart } as {
        fcp: number;
        lcp: number;
        shifts: Array<{ at: number; value: number; input: boolean }>;
        tasks: Array<{ start: number; duration: number }>;
        hydrated: number;
        load: number;
        lcpElement: string;
      };
    });
    // Scripts requested within the window that are still arriving are counted whole.
    for (let i = 0; i < 50 && [...scripts.values()].some((s) => s.at <= cutoff && !s.done); i++)
      await page.waitForTimeout(100);
    const jsBytes = [...scripts.values()].filter((s) => s.at <= cutoff).reduce((sum, s) => sum + s.body, 0);
    // After the load's window: as a visitor reaches the calendar, scrolled to it (it mounts when near), a day
    // tapped once it shows.
    let day = NaN;
    if (/\/join-us\/$/.test(new URL(url).pathname)) {
      if (answered) await page.locator('.navbar-sidebar__close').tap(); // the menu closed first
      const scrolled = await page.evaluate(() => {
        document.getElementById('availability')?.scrollIntoView();
        return performance.now();
      });
      const tile = page.locator('.react-calendar__tile:not([disabled])').first();
      if (
        await tile.waitFor({ timeout: 10_000 }).then(
          () => true,
          () => false,
        )
      ) {
        await tile.tap();
        const selected = await page
          .waitForSelector('.react-calendar__tile[class*="tileSelected"]', { timeout: 3000 })
          .then(
            () => true,
            () => false,
          );
        const at = await page.evaluate(() => (window as never as { __phone: { tile: number } }).__phone.tile);
        day = selected ? at - scrolled : NaN;
      }
    }
    return {
      fcp: m.fcp,
      lcp: m.lcp,
      tap: answered ? m.hydrated : NaN,
      day,
      longTaskExcess: longTaskExcess(m.tasks, m.fcp),
      // The browser's rule (no shift within 500 ms of an input), except after the audit's own menu tap: its
      // overlay moves nothing, and the rule would hide a shift of the page's own then (Join us's live title
      // moved the page by 39 px right after hydration, hidden in most loads).
      cls: m.shifts
        .filter((shift) => !shift.input || shift.at >= tappedAt)
        .reduce((sum, shift) => sum + shift.value, 0),
      jsBytes,
      load: m.load,
      lcpElement: m.lcpElement,
    };
  } finally {
    await context.close();
  }
}

/** A throttled load of `url` tapping the menu once at the load event: ms from that tap until it opened, or NaN. */
export async function tapAtLoad(browser: Browser, url: string): Promise<number> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const tapped = Date.now();
    // The tap itself waits for the main thread (hydration's tasks): its time counts.
    await page.locator('.navbar__toggle').tap({ timeout: 15_000 });
    return (await menuOpen(page, 10_000)) ? Date.now() - tapped : NaN;
  } catch {
    return NaN;
  } finally {
    await context.close();
  }
}

type Side = 'today' | 'reference';

export async function phoneAudit(args: string[]): Promise<number> {
  const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const loads = Number(value('--loads') ?? 9);
  const against = value('--against') ?? 'b36645e';
  const only = value('--only')?.split(',');
  const tapLoads = Number(value('--tap-at-load') ?? 0);
  const paths = (only ?? phonePaths).flatMap((p) => locales.map((locale) => `${localePrefix(locale)}${p}`));
  const ref = await referenceBuild(against);
  // --build/--edge: today's build copied elsewhere, so the worktree may build again during a long run.
  const todayBuild = value('--build');
  // Both builds read the stack's API, the tests' 2027 season opened after they were built.
  const live = await openLiveSeason();
  const sites: Record<Side, LocalSite> = {
    today: await startLocalSite({
      ...(todayBuild ? { buildDir: todayBuild, edgeDir: value('--edge') } : {}),
      api: live.api,
    }),
    reference: await startLocalSite({ buildDir: ref.buildDir, edgeDir: ref.edgeDir, api: live.api }),
  };
  const untrue = await servedUntruths(sites.today.origin, paths, live.openYears);
  if (untrue.length) console.log(`[phone] as served: ${untrue.join('; ')}`);
  const write = async (
    results: Record<string, Record<Side, PhoneLoad[]>>,
    tapped: Record<string, number[]>,
    loadAverages: number[],
  ) => {
    const { table, failures } = phoneReport(results, tapped);
    const load = formatSpread(spread(loadAverages), 2);
    const text = `${table}\nLoad average (1 min) during the run: ${load}; ${os.cpus().length} cores. Reference: ${against} (${ref.sha.slice(0, 7)}).\n`;
    const outDir = path.join(repoRoot, 'audit-report');
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'phone.md'), text);
    await writeFile(path.join(outDir, 'phone.json'), `${JSON.stringify({ results, tapped, loadAverages }, null, 1)}\n`);
    return { text, failures };
  };
  const browser = await launchBrowser();
  const results: Record<string, Record<Side, PhoneLoad[]>> = {};
  const loadAverages: number[] = [];
  try {
    // One unthrottled load per page and build first: the server compresses each file once, not during a measured load.
    for (const side of ['today', 'reference'] as const)
      for (const p of paths) {
        const page = await browser.newPage();
        await page.goto(sites[side].origin + p, { waitUntil: 'load' });
        await page.waitForTimeout(1500);
        await page.close();
      }
    const tapped: Record<string, number[]> = {};
    for (const p of paths) {
      results[p] = { today: [], reference: [] };
      for (let i = 0; i < loads; i++) {
        const order: Side[] = i % 2 ? ['reference', 'today'] : ['today', 'reference'];
        for (const side of order) {
          loadAverages.push(os.loadavg()[0]!);
          results[p][side].push(await phoneLoad(browser, sites[side].origin + p));
        }
      }
      if (tapLoads) tapped[p] = [];
      for (let i = 0; i < tapLoads; i++) tapped[p]!.push(await tapAtLoad(browser, sites.today.origin + p));
      console.log(`[phone] ${p}: ${loads} loads each`);
      await write(results, tapped, loadAverages); // each page as it is done: a long run interrupted keeps its figures
    }
    const { text, failures } = await write(results, tapped, loadAverages);
    console.log(`\n${text}`);
    if (failures.length) console.log(`[phone] ${failures.length} target(s) missed:\n  - ${failures.join('\n  - ')}`);
    else console.log('[phone] every issue-42 target met');
    return failures.length ? 1 : 0;
  } finally {
    await browser.close();
    await sites.today.close();
    await sites.reference.close();
    await live.stack.stop();
  }
}

/** The Markdown table (today vs reference, medians [min–max]) and the issue-42 targets missed. */
export function phoneReport(
  results: Record<string, Record<Side, PhoneLoad[]>>,
  tapped: Record<string, number[]> = {},
): { table: string; failures: string[] } {
  const failures: string[] = [];
  type Figure = Exclude<keyof PhoneLoad, 'lcpElement'>;
  const of = (runs: PhoneLoad[], key: Figure) => spread(runs.map((r) => r[key]).filter((v) => !Number.isNaN(v)));
  const both = (sides: Record<Side, PhoneLoad[]>, key: Figure, digits = 0, scale = 1) =>
    (['today', 'reference'] as const)
      .map((side) => {
        const s = of(sides[side], key);
        return formatSpread({ median: s.median / scale, min: s.min / scale, max: s.max / scale }, digits);
      })
      .join(' / ');
  const atFcp = (runs: PhoneLoad[]) => runs.filter((r) => r.lcp - r.fcp <= 50).length;
  const rows = Object.entries(results).map(([p, sides]) => {
    const t = sides.today;
    const r = sides.reference;
    const fcp = of(t, 'fcp').median;
    const tap = of(t, 'tap').median;
    const unanswered = t.filter((run) => Number.isNaN(run.tap)).length;
    if (atFcp(t) < Math.ceil((t.length * 8) / 9))
      failures.push(`${p}: largest = first paint in ${atFcp(t)}/${t.length}`);
    if (unanswered) failures.push(`${p}: the menu did not open at a tap after hydration in ${unanswered} load(s)`);
    if (tap > 1300) failures.push(`${p}: tap answered at ${tap} ms (median) > 1300`);
    if (tap > of(r, 'tap').median)
      failures.push(`${p}: tap answered at ${tap} ms, later than the reference's ${of(r, 'tap').median}`);
    if (fcp > of(r, 'fcp').median + 30) failures.push(`${p}: FCP ${fcp} ms > reference ${of(r, 'fcp').median} + 30`);
    if (/^\/(it\/)?$/.test(p) && fcp > 600) failures.push(`${p}: FCP ${fcp} ms > 600`);
    if (of(t, 'longTaskExcess').median > 50)
      failures.push(`${p}: long-task excess ${of(t, 'longTaskExcess').median} ms > 50`);
    if (of(t, 'cls').max > 0.01) failures.push(`${p}: CLS up to ${of(t, 'cls').max.toFixed(3)} > 0.01`);
    if (/^\/(it\/)?$/.test(p) && of(t, 'jsBytes').max > targets.homeJsGzipBytes)
      failures.push(
        `${p}: JS ${(of(t, 'jsBytes').max / 1024).toFixed(1)} KB > ${targets.homeJsGzipBytes / 1024} KB within 2.5 s of load`,
      );
    const day = /join-us/.test(p) ? both(sides, 'day') : '';
    const opened = tapped[p];
    if (opened && opened.some((ms) => Number.isNaN(ms)))
      failures.push(
        `${p}: a tap at the load event opened the menu in ${opened.filter((ms) => !Number.isNaN(ms)).length}/${opened.length}`,
      );
    const early = opened
      ? `${opened.filter((ms) => !Number.isNaN(ms)).length}/${opened.length}, ${formatSpread(spread(opened.filter((ms) => !Number.isNaN(ms))))}`
      : '';
    return [
      p,
      both(sides, 'fcp'),
      `${atFcp(t)}/${t.length}, ${atFcp(r)}/${r.length}`,
      both(sides, 'lcp'),
      both(sides, 'tap'),
      day,
      both(sides, 'longTaskExcess'),
      both(sides, 'cls', 3),
      both(sides, 'jsBytes', 1, 1024),
      both(sides, 'load'),
      early,
    ];
  });
  const head = [
    'page (today / reference)',
    'FCP ms',
    'LCP within 50 ms of FCP',
    'LCP ms',
    'answers a tap ms',
    'calendar: scrolled to it until a day can be tapped, ms',
    'long-task excess ms',
    'CLS',
    'JS KB gzip ≤ load+2.5 s',
    'load event ms',
    'tap at load: opened, ms to open',
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const table = [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
  return { table, failures };
}
