import type { Browser } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

/**
 * Playwright's own scripts (its waitForSelector polling, page.evaluate) are evaluated without a URL:
 * not the page's work. research/where.ts calls them the harness.
 */
export const isHarnessScript = (event: { name: string; args?: { data?: { url?: string } } }) =>
  event.name === 'EvaluateScript' && !event.args?.data?.url;

/** One traced load: every event, the first contentful paint, and which events are the page's main thread's. */
export interface Trace<E extends TraceEvent> {
  events: E[];
  fcp: E;
  onMain: (event: E) => boolean;
}

/**
 * One phone-sized (375 px), unthrottled load of `url`, traced from navigation until hydrated + 1 s,
 * with the timeline's categories and `moreCategories` (research/where.ts adds V8's profiler).
 */
export async function traceLoad<E extends TraceEvent>(
  browser: Browser,
  url: string,
  moreCategories: string[] = [],
): Promise<Trace<E>> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', '__metadata'].concat(
        moreCategories,
      ),
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: E[] };
    const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
    const main = traceEvents.find(
      (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp?.pid,
    );
    if (!fcp || !main) throw new Error(`No first contentful paint traced for ${url}`);
    return { events: traceEvents, fcp, onMain: (event) => event.pid === main.pid && event.tid === main.tid };
  } finally {
    await context.close();
  }
}

export interface MainThreadLoad {
  /** CPU time of every task on the page's main thread, from navigation until hydrated + 1 s, less Playwright's own scripts. */
  cpuMs: number;
  /** The same, for the tasks that start after the first contentful paint (what TBT counts). */
  cpuAfterFcpMs: number;
}

/**
 * One traced load's CPU time (thread time, the trace's `tdur`) on the page's main thread. Unlike
 * Lighthouse's TBT, which Lantern derives from each task's wall-clock length, thread time hardly
 * changes when other processes share the machine, so it tells a change in the page's own work from a
 * busy neighbour. Unthrottled: multiply by about 4 for Lighthouse's phone.
 */
export async function mainThreadLoad(browser: Browser, url: string): Promise<MainThreadLoad> {
  const { events, fcp, onMain } = await traceLoad(browser, url);
  const complete = events.filter((event) => event.ph === 'X' && onMain(event));
  // Playwright's polling lasts as long as the page takes to hydrate: left out of the page's time.
  const harness = complete.filter(isHarnessScript);
  const harnessMs = (task: TraceEvent) =>
    harness
      .filter((event) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0))
      .reduce((sum, event) => sum + (event.tdur ?? 0), 0);
  let cpuMs = 0;
  let cpuAfterFcpMs = 0;
  for (const task of complete) {
    if (task.name !== 'RunTask') continue;
    const ms = Math.max(0, (task.tdur ?? 0) - harnessMs(task)) / 1000;
    cpuMs += ms;
    if (task.ts >= fcp.ts) cpuAfterFcpMs += ms;
  }
  return { cpuMs: Math.round(cpuMs * 10) / 10, cpuAfterFcpMs: Math.round(cpuAfterFcpMs * 10) / 10 };
}
