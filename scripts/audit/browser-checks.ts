import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { buildDir } from '../../server/build-freshness';

const require = createRequire(__filename);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const mobileUa =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export interface AxeViolation {
  page: string;
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
}

/** axe-core (WCAG 2.2 A/AA and best practices) on every page, after hydration, at phone and desktop widths. */
export async function axeViolations(
  browser: Browser,
  origin: string,
  pages: readonly string[],
): Promise<AxeViolation[]> {
  const found: AxeViolation[] = [];
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    // bypassCSP: axe is injected as a script the site's CSP would (rightly) refuse.
    const context = await browser.newContext({ viewport, bypassCSP: true });
    const page = await context.newPage();
    for (const pathname of pages) {
      await page.goto(origin + pathname);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(
                options: object,
              ): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: unknown[] }> }>;
            };
          }
        ).axe;
        const result = await axe.run({
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        });
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
      });
      for (const v of violations) found.push({ page: `${pathname} @${viewport.width}px`, ...v });
    }
    await context.close();
  }
  return found;
}

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

/**
 * What a phone downloads to show each page: every file requested until load
 * plus one second (before any prefetch, which waits 3 s), raw and gzip -9.
 */
export async function pageBytes(browser: Browser, origin: string, pages: readonly string[]) {
  const result: Record<string, Bytes> = {};
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: mobileUa });
  for (const pathname of pages) {
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin) files.add(url.pathname);
    });
    await page.goto(origin + pathname, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    await page.close();
    const bytes = Object.fromEntries(
      (['js', 'css', 'font', 'image', 'html', 'other'] as const).map((kind) => [kind, { files: 0, raw: 0, gzip: 0 }]),
    ) as Bytes;
    for (const file of files) {
      const onDisk = path.join(buildDir, decodeURIComponent(file.endsWith('/') ? `${file}index.html` : file));
      let body: Buffer;
      try {
        body = readFileSync(onDisk);
      } catch {
        continue; // an API call or a generated answer, not a file of the build
      }
      const entry = bytes[kindOf(file)];
      entry.files += 1;
      entry.raw += body.length;
      entry.gzip += gzipSync(body, { level: 9 }).length;
    }
    result[pathname] = bytes;
  }
  await context.close();
  return result;
}

/** The page code each page loads, by feature: no page may ship the form, calendar or toast code unless it shows them. */
export async function featureCode(browser: Browser, origin: string, pages: readonly string[]) {
  const context = await browser.newContext({ userAgent: mobileUa });
  const shipped: Record<string, string[]> = {};
  const markers: Record<string, RegExp> = {
    calendar: /react-calendar__/,
    toast: /Toastify__/,
    'request form': /request-website/,
    phone: /countryCallingCode/,
  };
  for (const pathname of pages) {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(origin + pathname, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    await page.close();
    const all = scripts.join('\n');
    shipped[pathname] = Object.entries(markers)
      .filter(([, marker]) => marker.test(all))
      .map(([name]) => name);
  }
  await context.close();
  return shipped;
}
