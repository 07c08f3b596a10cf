import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { buildDir } from '../../common/paths';
import { targets } from './targets';

const mobileUa =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export type Kind = 'js' | 'css' | 'font' | 'image' | 'html' | 'other';
export type Bytes = Record<Kind, { files: number; raw: number; gzip: number }>;

const kindOf = (file: string): Kind => {
  const ext = path.extname(file);
  if (ext === '.js') return 'js';
  if (ext === '.css') return 'css';
  if (ext === '.woff2' || ext === '.woff') return 'font';
  if (['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif'].includes(ext)) return 'image';
  if (ext === '.html' || file.endsWith('/')) return 'html';
  return 'other';
};

/** Page code markers: no page may ship the form, calendar or toast code unless it shows them. */
const markers: Record<string, RegExp> = {
  calendar: /react-calendar__/,
  toast: /Toastify__/,
  'request form': /request-website/,
  phone: /countryCallingCode/,
};

/** gzip -9 sizes by content (sha1): most pages load the same scripts, styles and font. */
const gzipSizes = new Map<string, number>();

function bytesOf(files: Iterable<string>, dir: string): Bytes {
  const bytes = Object.fromEntries(
    (['js', 'css', 'font', 'image', 'html', 'other'] as const).map((kind) => [kind, { files: 0, raw: 0, gzip: 0 }]),
  ) as Bytes;
  for (const file of files) {
    const onDisk = path.join(dir, decodeURIComponent(file.endsWith('/') ? `${file}index.html` : file));
    let body: Buffer;
    try {
      body = readFileSync(onDisk);
    } catch {
      continue; // an API call or a generated answer, not a file of the build
    }
    const entry = bytes[kindOf(file)];
    entry.files += 1;
    entry.raw += body.length;
    const key = createHash('sha1').update(body).digest('base64');
    if (!gzipSizes.has(key)) gzipSizes.set(key, gzipSync(body, { level: 9 }).length);
    entry.gzip += gzipSizes.get(key)!;
  }
  return bytes;
}

/**
 * One phone load of each page (mobile UA, 375 px) measuring two things:
 * - the bytes it downloads to show the page: every file requested until it
 *   has loaded and hydrated, plus one second, and at least 2.5 s after the load
 *   event (targets.homeJsWindowMs), raw and gzip -9, less the
 *   prefetches of other pages (`Sec-Purpose: prefetch`: they wait 3 s, but on
 *   a busy machine 3 s can pass before the page has hydrated and settled);
 * - the page code it loads, by feature (form, calendar, phone, toast).
 * Each page loads with a cold cache, four at a time. `dir` is the build `origin` serves.
 *
 * A cold cache without a fresh browser tab per page: each of the four tabs keeps its context and renderer
 * and has the cache turned off (as DevTools' "Disable cache"), so every file a page needs is requested
 * again, while the ~1 CPU s a new tab costs (a renderer started and warmed up) is paid four times, not
 * once a page. Between pages the tab goes to about:blank, which ends the previous page and whatever it
 * still had under way, so nothing of it is counted for the next.
 */
export async function pageLoads(browser: Browser, origin: string, pages: readonly string[], dir = buildDir) {
  const bytes: Record<string, Bytes> = {};
  const shipped: Record<string, string[]> = {};
  const load = async (page: Page, pathname: string) => {
    await page.goto('about:blank');
    const files: Array<Promise<string | undefined>> = [];
    const scripts: Array<Promise<string>> = [];
    const prefetch = async (request: Request) =>
      (await request.headerValue('sec-purpose').catch(() => null))?.startsWith('prefetch') ?? false;
    const finished = (request: Request) => {
      const url = new URL(request.url());
      if (url.origin === origin) files.push(prefetch(request).then((yes) => (yes ? undefined : url.pathname)));
    };
    const responded = (response: Response) => {
      if (response.url().endsWith('.js'))
        scripts.push(prefetch(response.request()).then((yes) => (yes ? '' : response.text().catch(() => ''))));
    };
    page.on('requestfinished', finished);
    page.on('response', responded);
    await page.goto(origin + pathname, { waitUntil: 'load' });
    const loadedAt = Date.now();
    // Hydrated, every script the page runs has arrived, however slow the machine; prefetch waits 3 s more.
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 30_000 });
    await page.waitForTimeout(1000);
    // And what it fetches once idle, as a phone runs it: until `homeJsWindowMs` after the load event.
    await page.waitForTimeout(Math.max(0, targets.homeJsWindowMs - (Date.now() - loadedAt)));
    const all = (await Promise.all(scripts)).join('\n');
    page.off('requestfinished', finished);
    page.off('response', responded);
    bytes[pathname] = bytesOf(new Set((await Promise.all(files)).filter((file) => file !== undefined)), dir);
    shipped[pathname] = Object.entries(markers)
      .filter(([, marker]) => marker.test(all))
      .map(([name]) => name);
  };
  const queue = [...pages];
  const tab = async () => {
    if (queue.length === 0) return;
    // A context of its own, as a phone arriving at these pages, with the cache off.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: mobileUa });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await load(page, next);
    await context.close();
  };
  // Four at a time: each load spends most of its time waiting (the 1 s settle above), not computing.
  await Promise.all([tab(), tab(), tab(), tab()]);
  const inOrder = <T>(record: Record<string, T>) => Object.fromEntries(pages.map((p) => [p, record[p]!]));
  return { bytes: inOrder(bytes), shipped: inOrder(shipped) };
}
