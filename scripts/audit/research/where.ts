/**
 * Where a page's main-thread time after first paint goes, today and in a
 * reference build: traced, unthrottled, phone-sized loads (as main-thread.ts)
 * with the V8 sampling profiler on; per build, the medians over the loads of
 * the main thread's self time per trace event (UpdateLayoutTree, Layout,
 * FunctionCall, v8.compile, ParseHTML...) and of the self time per JavaScript
 * function (file:line:column and the code there, the bundles being minified).
 *
 *   npx tsx scripts/audit/where.ts [--against 407654d] [--runs 5] [--top 25] [--timeline] /join-us/ /blogbook/
 *
 * --against <ref> builds the reference as the audit does (cached); --against-build <dir> compares with a
 * copy of an earlier build of this checkout (<dir>/build and <dir>/edge: build/ and dist/edge/), to
 * measure one change. --timeline lists each task of 1.5 ms or more after first paint, first load.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';
import { startLocalSite, type LocalSite } from '../../tests/support/local-site';
import { buildDir } from '../../common/paths';
import { referenceBuild } from './against';
import { isHarnessScript } from './main-thread';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: {
        nodes?: Array<{
          id: number;
          parent?: number;
          callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
        }>;
        samples?: number[];
      };
      timeDeltas?: number[];
      url?: string;
    };
  };
}

export interface Breakdown {
  afterFcpMs: number;
  /** Self thread time per trace event name, after first contentful paint. */
  events: Map<string, number>;
  /** Self sampled time per JavaScript function (name @ file:line:col), after first contentful paint. */
  functions: Map<string, number>;
  /** Each task of 1.5 ms or more after first contentful paint: when (ms after it), its CPU time, what it did. */
  timeline: string[];
  /** Self thread time per kind of work (Bucket), after first contentful paint. */
  buckets: Map<string, number>;
}

/**
 * Kinds of main-thread work: the page's scripts (and what they run: microtasks, garbage collection,
 * forced layouts), rendering (style, layout, paint), the measuring tool's own scripts (Playwright's
 * injected script, evaluated without a URL: the same in every build), and the rest (tasks' own time:
 * loading, parsing, messages).
 */
type Bucket = 'script' | 'render' | 'harness' | 'other';
const renderEvents = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
]);
function bucketOf(event: TraceEvent, parent: Bucket | undefined): Bucket {
  if (isHarnessScript(event)) return 'harness';
  if (parent === 'harness' || parent === 'script') return parent;
  if (renderEvents.has(event.name)) return 'render';
  if (event.name === 'RunTask') return 'other';
  if (
    /^(FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch|v8\.|V8\.|MinorGC|MajorGC)/.test(
      event.name,
    )
  )
    return 'script';
  return parent ?? 'other';
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

/** One traced load of `url`: the breakdown of its main thread after first contentful paint. */
export async function tracedLoad(browser: Browser, url: string): Promise<Breakdown> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        '__metadata',
        'v8',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'disabled-by-default-v8.gc',
      ],
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
    const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid;

    // Self thread time per event name: complete events nested by time on the main thread.
    const events = new Map<string, number>();
    const complete = traceEvents
      .filter((event) => onMain(event) && event.ph === 'X' && event.ts >= fcp.ts && event.dur !== undefined)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const stack: Array<{ event: TraceEvent; end: number; self: number; bucket: Bucket }> = [];
    const buckets = new Map<string, number>();
    // The top-level tasks, each with its self time per event (and what the event was about).
    const tasks: Array<{ ts: number; ms: number; parts: Map<string, number> }> = [];
    const about = (event: TraceEvent): string => {
      const data = event.args as
        | {
            data?: { url?: string; functionName?: string; type?: string };
            beginData?: { dirtyObjects?: number; totalObjects?: number };
            elementCount?: number;
          }
        | undefined;
      if (event.name === 'Layout') return ` ${data?.beginData?.dirtyObjects}/${data?.beginData?.totalObjects}`;
      if (event.name === 'UpdateLayoutTree') return ` ${data?.elementCount}`;
      const what = data?.data?.functionName || data?.data?.url?.replace(/^.*\//, '') || data?.data?.type;
      return what ? ` ${what}` : '';
    };
    const pop = () => {
      const top = stack.pop()!;
      const ms = Math.max(0, top.self) / 1000;
      add(events, top.event.name, ms);
      add(buckets, top.bucket, ms);
      if (tasks.length && stack.length) add(tasks[tasks.length - 1]!.parts, top.event.name + about(top.event), ms);
    };
    let afterFcpMs = 0;
    for (const event of complete) {
      while (stack.length && stack[stack.length - 1]!.end <= event.ts) pop();
      const time = event.tdur ?? event.dur ?? 0;
      if (stack.length) stack[stack.length - 1]!.self -= time;
      else if (event.name === 'RunTask') {
        afterFcpMs += time / 1000;
        tasks.push({ ts: event.ts, ms: time / 1000, parts: new Map() });
      }
      stack.push({ event, end: event.ts + event.dur!, self: time, bucket: bucketOf(event, stack.at(-1)?.bucket) });
    }
    while (stack.length) pop();
    const timeline = tasks
      .filter((task) => task.ms >= 1.5)
      .map(
        (task) =>
          `+${((task.ts - fcp.ts) / 1000).toFixed(0).padStart(5)} ms ${task.ms.toFixed(1).padStart(5)} ms: ` +
          [...task.parts]
            .filter(([, ms]) => ms >= 0.4)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 6)
            .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
            .join(', '),
      );

    // Self time per function from the V8 sampling profiler of the main thread.
    const functions = new Map<string, number>();
    const profile = traceEvents.find((event) => event.name === 'Profile' && onMain(event));
    if (profile) {
      const nodes = new Map<number, string>();
      let time = profile.args?.data?.startTime ?? 0;
      for (const chunk of traceEvents.filter(
        (event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === profile.pid,
      )) {
        const cpuProfile = chunk.args?.data?.cpuProfile;
        for (const node of cpuProfile?.nodes ?? []) {
          const { functionName, url: file, lineNumber, columnNumber } = node.callFrame;
          nodes.set(
            node.id,
            `${functionName || '(anonymous)'} @ ${(file ?? '').replace(/^.*\//, '')}:${lineNumber ?? -1}:${columnNumber ?? -1}`,
          );
        }
        const deltas = chunk.args?.data?.timeDeltas ?? [];
        (cpuProfile?.samples ?? []).forEach((sample, i) => {
          time += deltas[i] ?? 0;
          const next = deltas[i + 1] ?? 0;
          if (time >= fcp.ts) add(functions, nodes.get(sample) ?? `node ${sample}`, next / 1000);
        });
      }
    }
    return { afterFcpMs, events, functions, timeline, buckets };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]! + 0) / 2;
};

/** Medians per key over loads (a key missing from a load counts 0). */
function medians(loads: Breakdown[], key: 'events' | 'functions' | 'buckets'): Map<string, number> {
  const names = new Set(loads.flatMap((load) => [...load[key].keys()]));
  return new Map([...names].map((name) => [name, median(loads.map((load) => load[key].get(name) ?? 0))]));
}

/** The code at a profile position (file:line:col, zero-based) of a bundle, to recognise a minified function. */
function codeAt(dir: string, label: string): string {
  const match = /@ ([^:]+\.js):(\d+):(\d+)$/.exec(label);
  if (!match) return '';
  const file = path.join(dir, 'assets', 'js', match[1]!);
  if (!existsSync(file)) return '';
  const lines = readFileSync(file, 'utf8').split('\n');
  const line = lines[Number(match[2])] ?? '';
  return line.slice(Number(match[3]), Number(match[3]) + 90).replace(/\s+/g, ' ');
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(option('--runs') ?? 5);
  const top = Number(option('--top') ?? 25);
  const ref = option('--against');
  const paths = args.filter(
    (arg, i) => arg.startsWith('/') && !['--runs', '--top', '--against', '--against-build'].includes(args[i - 1] ?? ''),
  );
  if (!paths.length) throw new Error('Usage: npx tsx scripts/audit/where.ts [--against <ref>] [--runs 5] /path/ ...');
  const today = await startLocalSite();
  const otherBuild = option('--against-build');
  const reference = otherBuild
    ? { buildDir: path.join(otherBuild, 'build'), edgeDir: path.join(otherBuild, 'edge') }
    : ref
      ? await referenceBuild(ref)
      : undefined;
  const referenceSite: LocalSite | undefined = reference
    ? await startLocalSite({ buildDir: reference.buildDir, edgeDir: reference.edgeDir })
    : undefined;
  const browser = await launchBrowser();
  try {
    for (const pathname of paths) {
      const sides = [{ name: 'today', site: today, dir: buildDir, loads: [] as Breakdown[] }];
      if (referenceSite && reference)
        sides.push({ name: otherBuild ?? ref!, site: referenceSite, dir: reference.buildDir, loads: [] });
      for (let i = 0; i < runs; i += 1)
        for (const side of i % 2 ? [...sides].reverse() : sides)
          side.loads.push(await tracedLoad(browser, side.site.origin + pathname));
      console.log(`\n## ${pathname}`);
      const eventMedians = sides.map((side) => medians(side.loads, 'events'));
      console.log(
        `main-thread CPU after FCP (median of ${runs}): ` +
          sides.map((side) => `${side.name} ${median(side.loads.map((l) => l.afterFcpMs)).toFixed(1)} ms`).join(', '),
      );
      const bucketMedians = sides.map((side) => medians(side.loads, 'buckets'));
      console.log(
        `by kind (ms, median): ` +
          (['script', 'render', 'harness', 'other'] as const)
            .map((kind) => `${kind} ${bucketMedians.map((m) => (m.get(kind) ?? 0).toFixed(1)).join(' | ')}`)
            .join(', '),
      );
      const names = [...new Set(eventMedians.flatMap((m) => [...m.keys()]))]
        .map((name) => ({ name, values: eventMedians.map((m) => m.get(name) ?? 0) }))
        .filter((row) => row.values.some((v) => v >= 0.3))
        .sort((a, b) => Math.max(...b.values) - Math.max(...a.values));
      console.log(`\nself time per trace event, ms: ${sides.map((s) => s.name).join(' | ')}`);
      for (const row of names)
        console.log(`  ${row.values.map((v) => v.toFixed(1).padStart(6)).join(' |')}  ${row.name}`);
      for (const [index, side] of sides.entries()) {
        const fns = [...medians(side.loads, 'functions')].sort((a, b) => b[1] - a[1]).slice(0, top);
        console.log(`\nself time per function, ${side.name}, ms (median):`);
        for (const [label, ms] of fns)
          console.log(`  ${ms.toFixed(1).padStart(6)}  ${label.slice(0, 70)}  ${codeAt(side.dir, label).slice(0, 60)}`);
        if (args.includes('--timeline'))
          console.log(
            `\ntasks after first paint, ${side.name}, first load:\n  ${side.loads[0]!.timeline.join('\n  ')}`,
          );
        void index;
      }
    }
  } finally {
    await browser.close();
    await today.close();
    await referenceSite?.close();
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
