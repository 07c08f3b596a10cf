import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { checkContrast, type ContrastFailure } from './contrast';
import { hydrated } from './hydrated';

const require = createRequire(__filename);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The two widths every page is walked at: a phone and a desktop. */
export const walkViewports = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

export interface AxeViolation {
  page: string;
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
}

export type ContrastProblem = ContrastFailure & { route: string };

/** What the walk saw of one page, for the caller's own checks. */
export interface Visit {
  route: string;
  width: number;
  status: number | undefined;
  /** Console errors, uncaught errors and failed requests while it loaded. */
  errors: string[];
}

export interface WalkResult {
  pages: number;
  axe: AxeViolation[];
  contrast: { checked: number; failures: ContrastProblem[] };
}

export interface WalkOptions {
  width: number;
  height: number;
  /** axe-core, WCAG 2.2 A/AA and best practices, on every page. */
  axe?: boolean;
  /** The computed-contrast check (tests/support/contrast.ts) on every page. */
  contrast?: boolean;
  /** Runs after hydration, before the lazy sections mount (what a reader sees first). */
  beforeLazy?: (page: Page, visit: Visit) => Promise<void>;
  /** Runs with the lazy sections mounted and the web font loaded. */
  afterLazy?: (page: Page, visit: Visit) => Promise<void>;
}

/**
 * axe-core on the page as it stands. `injected`: the page's context already adds axe-core to every
 * document (walkPages does, with `addInitScript`), so it is not evaluated again here.
 */
export async function runAxe(page: Page, { injected = false } = {}): Promise<Omit<AxeViolation, 'page'>[]> {
  // Evaluated through the DevTools protocol, which the site's CSP does not govern.
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(async () => {
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
}

/** Mounts what mounts as the reader nears it: the Join us calendar and form. */
export async function mountLazySections(page: Page): Promise<void> {
  if (await page.locator('#availability').count()) {
    await page.locator('#availability').scrollIntoViewIfNeeded();
    await page.waitForSelector('#availability .react-calendar, #availability [role=status] h3');
  }
}

/**
 * One visit per page at one width, doing every per-page check at once: the
 * caller's own (status, errors, head, layout...), the computed contrast and
 * axe-core. Pages that answer 404 (the not-found pages) are expected to.
 */
/**
 * Puts an article's table of contents in its active state (the theme marks the entry of the heading in view
 * once the page scrolls), so the contrast check reads the active entry's colour too. No-op without one.
 */
export async function activateTableOfContents(page: Page): Promise<void> {
  const first = page.locator('.table-of-contents__link').first();
  if ((await first.count()) === 0) return;
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('.table-of-contents__link');
    const target = link && document.getElementById(decodeURIComponent(link.hash.slice(1)));
    target?.scrollIntoView();
    window.dispatchEvent(new Event('scroll'));
  });
  // Below 997 px the table of contents is the collapsed "On this page" list, whose entries the theme never
  // marks active: waiting for one there only ran out the 2 s (34 articles, some 70 s of every phone walk).
  if (!(await first.isVisible())) return;
  await page.waitForSelector('.table-of-contents__link--active', { timeout: 2_000 }).catch(() => undefined);
}

export async function walkPages(
  browser: Browser,
  origin: string,
  routes: readonly string[],
  options: WalkOptions,
): Promise<WalkResult> {
  const context = await browser.newContext({ viewport: { width: options.width, height: options.height } });
  // axe-core in every document of the walk from its start, through the DevTools protocol as above: compiled
  // once for the context instead of evaluated again on each of the ~56 pages (about 0.13 s a page).
  if (options.axe) await context.addInitScript(axeSource);
  const page = await context.newPage();
  let errors: string[] = [];
  let notFound = false;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser reports the document's own 404 status as a console error.
    if (notFound && /status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  // Requests of the previous page (a prefetch under way) are cancelled by leaving it: not this page's.
  const requestedOn = new WeakMap<object, string[]>();
  page.on('request', (request) => requestedOn.set(request, errors));
  page.on('requestfailed', async (request) => {
    const owner = requestedOn.get(request);
    const current = errors;
    // A prefetch the browser gives up (it cancels them under load or when the page moves on) costs the
    // reader nothing: the page loads the chunk itself when it needs it, and that load still counts.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') {
      const headers = await request.allHeaders().catch(() => request.headers());
      if (/prefetch/.test(headers['sec-purpose'] ?? headers['purpose'] ?? '')) return;
    }
    if (owner === current)
      current.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`);
  });

  const result: WalkResult = { pages: routes.length, axe: [], contrast: { checked: 0, failures: [] } };
  for (const route of routes) {
    errors = [];
    notFound = route.endsWith('404.html');
    const response = await page.goto(origin + route, { waitUntil: 'load' });
    await hydrated(page, { timeout: 15_000 });
    const visit: Visit = { route, width: options.width, status: response?.status(), errors };
    await options.beforeLazy?.(page, visit);
    await mountLazySections(page);
    await activateTableOfContents(page);
    await page.evaluate(() => document.fonts.ready);
    await options.afterLazy?.(page, visit);
    if (options.contrast) {
      const report = await checkContrast(page);
      result.contrast.checked += report.checked;
      result.contrast.failures.push(...report.failures.map((failure) => ({ route, ...failure })));
    }
    if (options.axe) {
      for (const violation of await runAxe(page, { injected: true }))
        result.axe.push({ page: `${route} @${options.width}px`, ...violation });
    }
  }
  await context.close();
  return result;
}
