import type { Browser } from 'playwright-core';

interface TraceEvent {
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
 * not the page's work. where.ts calls them the harness.
 */
export const isHarnessScript = (event: { name: string; args?: { data?: { url?: string } } }) =>
  event.name === 'EvaluateScript' && !event.args?.data?.url;

export interface MainThreadLoad {
  /** CPU time of every task on the page's main thread, from navigation until hydrated + 1 s, less Playwright's own scripts. */
  cpuMs: number;
  /** The same, for the tasks that start after the first contentful paint (what TBT counts). */
  cpuAfterFcpMs: number;
}

/**
 * One phone-sized load of a page, traced: the CPU time (thread time, the
 * trace's `tdur`) its main thread spends. Unlike Lighthouse's TBT, which
 * Lantern derives from each task's wall-clock length, thread time hardly
 * changes when other processes share the machine, so it tells a change in
 * the page's own work from a busy neighbour. Unthrottled: multiply by about 4
 * for Lighthouse's phone.
 */
export async function mainThreadLoad(browser: Browser, url: string): Promise<MainThreadLoad> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', '__metadata'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
    const main = traceEvents.find(
      (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp?.pid,
    );
    if (!fcp || !main) throw new Error(`No first contentful paint traced for ${url}`);
    const onMain = (event: TraceEvent) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid;
    // Playwright's polling lasts as long as the page takes to hydrate: left out of the page's time.
    const harness = traceEvents.filter((event) => onMain(event) && isHarnessScript(event));
    const harnessMs = (task: TraceEvent) =>
      harness
        .filter((event) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0))
        .reduce((sum, event) => sum + (event.tdur ?? 0), 0);
    let cpuMs = 0;
    let cpuAfterFcpMs = 0;
    for (const event of traceEvents) {
      if (event.name !== 'RunTask' || !onMain(event)) continue;
      const ms = Math.max(0, (event.tdur ?? 0) - harnessMs(event)) / 1000;
      cpuMs += ms;
      if (event.ts >= fcp.ts) cpuAfterFcpMs += ms;
    }
    return { cpuMs: Math.round(cpuMs * 10) / 10, cpuAfterFcpMs: Math.round(cpuAfterFcpMs * 10) / 10 };
  } finally {
    await context.close();
  }
}
