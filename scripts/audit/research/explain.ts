/**
 * Explains one page's mobile Lighthouse figures: what Lantern put in its LCP
 * graphs (each network request and CPU task it waited for, with simulated
 * times) and the long tasks behind TBT. The tool behind the page start-up work
 * in README "How a page starts"; against a running site:
 *
 *   npm run serve &   then   npx tsx scripts/audit/research/explain.ts http://localhost:3000/blogbook/
 */
import { chromiumFlags, chromiumPath } from '../../../tests/support/chromium';

interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; resourceType: string; priority: string; transferSize: number };
  childEvents?: Array<{ name: string; dur?: number; args?: { data?: { url?: string } } }>;
  startTime: number;
  endTime: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticGraph: { traverse(visit: (node: GraphNode) => void): void };
  pessimisticGraph: { traverse(visit: (node: GraphNode) => void): void };
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
interface Audit {
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);

function describe(node: GraphNode): string {
  if (node.type === 'network' && node.request) {
    const { resourceType, priority, transferSize, url } = node.request;
    return `${resourceType} ${priority} ${transferSize} B ${shortUrl(url)}`;
  }
  const events = (node.childEvents ?? [])
    .filter((event) => (event.dur ?? 0) > 1000)
    .slice(0, 4)
    .map((event) => event.name + (event.args?.data?.url ? `(${shortUrl(event.args.data.url)})` : ''));
  return `CPU ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed: ${events.join(', ')}`;
}

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('Usage: npx tsx scripts/audit/research/explain.ts <page URL>');
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const lantern = (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) as unknown as {
    LanternLargestContentfulPaint: { request(data: unknown, context: unknown): Promise<LanternResult> };
  };
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure: ${lhr.runtimeError.code}`);
    const audit = (id: string) => lhr.audits[id] as Audit;
    console.log(
      `performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
        `FCP ${Math.round(audit('first-contentful-paint').numericValue ?? NaN)} ms, ` +
        `LCP ${Math.round(audit('largest-contentful-paint').numericValue ?? NaN)} ms, ` +
        `TBT ${Math.round(audit('total-blocking-time').numericValue ?? NaN)} ms`,
    );
    // What the browser reported, unthrottled: first paint and each largest-paint candidate, from navigation.
    type TraceEvent = { name: string; ts: number; args?: { data?: Record<string, unknown> } };
    const events = (artifacts.Trace as unknown as { traceEvents: TraceEvent[] }).traceEvents;
    const start = events.find((event) => event.name === 'navigationStart')?.ts ?? 0;
    const observed = events
      .filter((event) => /^(firstContentfulPaint|largestContentfulPaint::(Candidate|Invalidate))$/.test(event.name))
      .map((event) => {
        const { type, size, nodeId } = event.args?.data ?? {};
        const what = type ? ` ${String(type)} ${String(size)} px² node ${String(nodeId)}` : '';
        return `  ${((event.ts - start) / 1000).toFixed(1)} ms  ${event.name}${what}`;
      });
    // Each script's evaluation and the task holding it: Lantern keeps only tasks of 10 ms or more, and a
    // script whose evaluation it cannot find counts towards LCP whenever it arrived before the largest paint.
    type Timed = TraceEvent & { dur?: number; tid?: number };
    const timed = events as Timed[];
    const tasks = timed.filter((event) => event.name === 'RunTask' && event.dur);
    const evaluations = timed
      .filter((event) => event.name === 'EvaluateScript' && typeof event.args?.data?.url === 'string')
      .map((event) => {
        const task = tasks.find(
          (t) => t.tid === event.tid && t.ts <= event.ts && t.ts + t.dur! >= event.ts + (event.dur ?? 0),
        );
        const at = ((event.ts - start) / 1000).toFixed(1);
        return `  ${at} ms  ${shortUrl(String(event.args!.data!.url))} ${((event.dur ?? 0) / 1000).toFixed(1)} ms, in a task of ${((task?.dur ?? 0) / 1000).toFixed(1)} ms`;
      });
    observed.push(...evaluations);
    console.log(
      `\nObserved (unthrottled trace):\n${observed.sort((a, b) => parseFloat(a) - parseFloat(b)).join('\n')}`,
    );
    const element = audit('largest-contentful-paint-element').details?.items?.[0] as
      { items?: Array<{ node?: { snippet?: string; selector?: string } }> } | undefined;
    const node = element?.items?.[0]?.node;
    if (node) console.log(`LCP element: ${node.selector ?? ''} ${node.snippet?.slice(0, 160) ?? ''}`);
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    };
    const lcp = await lantern.LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
    for (const [label, graph, estimate] of [
      ['optimistic', lcp.optimisticGraph, lcp.optimisticEstimate],
      ['pessimistic', lcp.pessimisticGraph, lcp.pessimisticEstimate],
    ] as const) {
      console.log(`\nLCP graph, ${label}: ${Math.round(estimate.timeInMs)} ms (simulated start-end, what)`);
      const rows: Array<[number, string]> = [];
      graph.traverse((node) => {
        const timing = estimate.nodeTimings.get(node);
        const start = Math.round(timing?.startTime ?? -1);
        rows.push([start, `  ${start}-${Math.round(timing?.endTime ?? -1)}  ${describe(node)}`]);
      });
      for (const [, row] of rows.sort((a, b) => a[0] - b[0])) console.log(row);
    }
    console.log('\nLong tasks (simulated start, duration, script)');
    for (const task of audit('long-tasks').details?.items ?? []) {
      console.log(`  ${Math.round(Number(task.startTime))}  ${Math.round(Number(task.duration))} ms  ${task.url}`);
    }
  } finally {
    await chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
