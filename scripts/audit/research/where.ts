/**
 * Where a page's main-thread time after first paint goes, today and in a reference build: traced,
 * unthrottled, phone-sized loads (main-thread.ts traceLoad) with V8's sampling profiler on; per build,
 * the medians over the loads of the main thread's self time per kind of work, per trace event
 * (UpdateLayoutTree, Layout, FunctionCall, v8.compile, ParseHTML...) and per JavaScript function
 * (file:line:column and the code there, the bundles being minified).
 *
 *   npx tsx scripts/audit/research/where.ts [--against 407654d] [--runs 5] [--top 25] [--timeline] /join-us/ ...
 *
 * --against <ref> builds the reference as the audit does (cached); --against-build <dir> compares with a
 * copy of an earlier build of this checkout (<dir>/build and <dir>/edge: build/ and dist/edge/), to
 * measure one change. --timeline lists each task of 1.5 ms or more after first paint, first load.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildDir } from '../../../common/paths';
import { launchBrowser } from '../../../tests/support/browser';
import { startLocalSite, type LocalSite } from '../../../tests/support/local-site';
import { referenceBuild } from '../against';
import { median } from '../lighthouse';
import { isHarnessScript, traceLoad, type TraceEvent as BaseEvent } from '../main-thread';

interface TraceEvent extends BaseEvent {
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: Array<{
          id: number;
          callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
        }>;
        samples?: number[];
      };
      timeDeltas?: number[];
    };
    beginData?: { dirtyObjects?: number; totalObjects?: number };
    elementCount?: number;
  };
}

/** One load's main thread after first contentful paint. */
interface Breakdown {
  afterFcpMs: number;
  /** Self thread time per trace event name. */
  events: Map<string, number>;
  /** Self thread time per kind of work (Bucket). */
  buckets: Map<string, number>;
  /** Self sampled time per JavaScript function (name @ file:line:col). */
  functions: Map<string, number>;
  /** Each task of 1.5 ms or more: when (ms after first paint), its CPU time, what it did. */
  timeline: string[];
}

/**
 * Kinds of main-thread work: the page's scripts (and what they run: microtasks, garbage collection,
 * forced layouts), rendering (style, layout, paint), the measuring tool's own scripts (Playwright's
 * injected script, evaluated without a URL: the same in every build), and the rest (tasks' own time:
 * loading, parsing, messages).
 */
type Bucket = 'script' | 'render' | 'harness' | 'other';
const renderEvents = new Set(
  'UpdateLayoutTree Layout PrePaint Paint PaintImage Layerize Commit UpdateLayer HitTest IntersectionObserverController::computeIntersections'.split(
    ' ',
  ),
);
const scriptEvents =
  /^(FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch|v8\.|V8\.|MinorGC|MajorGC)/;
function bucketOf(event: TraceEvent, parent: Bucket | undefined): Bucket {
  if (isHarnessScript(event)) return 'harness';
  if (parent === 'harness' || parent === 'script') return parent;
  if (renderEvents.has(event.name)) return 'render';
  if (event.name === 'RunTask') return 'other';
  if (scriptEvents.test(event.name)) return 'script';
  return parent ?? 'other';
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

/** What an event was about, for the timeline: the objects laid out, the elements styled, the script or function. */
function about(event: TraceEvent): string {
  const args = event.args;
  if (event.name === 'Layout') return ` ${args?.beginData?.dirtyObjects}/${args?.beginData?.totalObjects}`;
  if (event.name === 'UpdateLayoutTree') return ` ${args?.elementCount}`;
  const what = args?.data?.functionName || args?.data?.url?.replace(/^.*\//, '') || args?.data?.type;
  return what ? ` ${what}` : '';
}

/** Self thread time per event, per bucket and per top-level task: complete events nested by time. */
function selfTimes(complete: TraceEvent[], fcpTs: number): Omit<Breakdown, 'functions'> {
  const events = new Map<string, number>();
  const buckets = new Map<string, number>();
  const tasks: Array<{ ts: number; ms: number; parts: Map<string, number> }> = [];
  const stack: Array<{ event: TraceEvent; end: number; self: number; bucket: Bucket }> = [];
  const pop = () => {
    const top = stack.pop()!;
    const ms = Math.max(0, top.self) / 1000;
    add(events, top.event.name, ms);
    add(buckets, top.bucket, ms);
    if (tasks.length && stack.length) add(tasks.at(-1)!.parts, top.event.name + about(top.event), ms);
  };
  let afterFcpMs = 0;
  for (const event of complete) {
    while (stack.length && stack.at(-1)!.end <= event.ts) pop();
    const time = event.tdur ?? event.dur ?? 0;
    if (stack.length) stack.at(-1)!.self -= time;
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
        `+${((task.ts - fcpTs) / 1000).toFixed(0).padStart(5)} ms ${task.ms.toFixed(1).padStart(5)} ms: ` +
        [...task.parts]
          .filter(([, ms]) => ms >= 0.4)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
          .join(', '),
    );
  return { afterFcpMs, events, buckets, timeline };
}

/** Self time per function after first paint, from the V8 sampling profiler of the main thread. */
function sampledFunctions(traceEvents: TraceEvent[], onMain: (event: TraceEvent) => boolean, fcpTs: number) {
  const functions = new Map<string, number>();
  const profile = traceEvents.find((event) => event.name === 'Profile' && onMain(event));
  if (!profile) return functions;
  const nodes = new Map<number, string>();
  let time = profile.args?.data?.startTime ?? 0;
  const chunks = traceEvents.filter(
    (event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === profile.pid,
  );
  for (const chunk of chunks) {
    const cpuProfile = chunk.args?.data?.cpuProfile;
    for (const { id, callFrame } of cpuProfile?.nodes ?? []) {
      const { functionName, url: file, lineNumber, columnNumber } = callFrame;
      const where = `${(file ?? '').replace(/^.*\//, '')}:${lineNumber ?? -1}:${columnNumber ?? -1}`;
      nodes.set(id, `${functionName || '(anonymous)'} @ ${where}`);
    }
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (cpuProfile?.samples ?? []).forEach((sample, i) => {
      time += deltas[i] ?? 0;
      if (time >= fcpTs) add(functions, nodes.get(sample) ?? `node ${sample}`, (deltas[i + 1] ?? 0) / 1000);
    });
  }
  return functions;
}

/** One traced load of `url` with V8's profiler on: the breakdown of its main thread after first paint. */
async function breakdownOf(browser: Browser, url: string): Promise<Breakdown> {
  const { events, fcp, onMain } = await traceLoad<TraceEvent>(browser, url, [
    'v8',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
    'disabled-by-default-v8.gc',
  ]);
  const complete = events
    .filter((event) => onMain(event) && event.ph === 'X' && event.ts >= fcp.ts && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  return { ...selfTimes(complete, fcp.ts), functions: sampledFunctions(events, onMain, fcp.ts) };
}

/** Medians per key over loads (a key missing from a load counts 0). */
function medians(loads: Breakdown[], key: 'events' | 'functions' | 'buckets'): Map<string, number> {
  const names = new Set(loads.flatMap((load) => [...load[key].keys()]));
  return new Map([...names].map((name) => [name, median(loads.map((load) => load[key].get(name) ?? 0))]));
}

/** The code at a profile position (file:line:col, zero-based) of a bundle, to recognise a minified function. */
function codeAt(dir: string, label: string): string {
  const match = /@ ([^:]+\.js):(\d+):(\d+)$/.exec(label);
  const file = match && path.join(dir, 'assets', 'js', match[1]!);
  if (!match || !file || !existsSync(file)) return '';
  const line = readFileSync(file, 'utf8').split('\n')[Number(match[2])] ?? '';
  return line.slice(Number(match[3]), Number(match[3]) + 90).replace(/\s+/g, ' ');
}

interface Side {
  name: string;
  site: LocalSite;
  dir: string;
  loads: Breakdown[];
}

function print(pathname: string, sides: Side[], runs: number, top: number, timeline: boolean) {
  console.log(`\n## ${pathname}`);
  const afterFcp = sides.map((side) => `${side.name} ${median(side.loads.map((l) => l.afterFcpMs)).toFixed(1)} ms`);
  console.log(`main-thread CPU after FCP (median of ${runs}): ${afterFcp.join(', ')}`);
  const buckets = sides.map((side) => medians(side.loads, 'buckets'));
  const kinds = (['script', 'render', 'harness', 'other'] as const).map(
    (kind) => `${kind} ${buckets.map((m) => (m.get(kind) ?? 0).toFixed(1)).join(' | ')}`,
  );
  console.log(`by kind (ms, median): ${kinds.join(', ')}`);
  const events = sides.map((side) => medians(side.loads, 'events'));
  const rows = [...new Set(events.flatMap((m) => [...m.keys()]))]
    .map((name) => ({ name, values: events.map((m) => m.get(name) ?? 0) }))
    .filter((row) => row.values.some((v) => v >= 0.3))
    .sort((a, b) => Math.max(...b.values) - Math.max(...a.values));
  console.log(`\nself time per trace event, ms: ${sides.map((s) => s.name).join(' | ')}`);
  for (const row of rows) console.log(`  ${row.values.map((v) => v.toFixed(1).padStart(6)).join(' |')}  ${row.name}`);
  for (const side of sides) {
    const fns = [...medians(side.loads, 'functions')].sort((a, b) => b[1] - a[1]).slice(0, top);
    console.log(`\nself time per function, ${side.name}, ms (median):`);
    for (const [label, ms] of fns)
      console.log(`  ${ms.toFixed(1).padStart(6)}  ${label.slice(0, 70)}  ${codeAt(side.dir, label).slice(0, 60)}`);
    if (timeline)
      console.log(`\ntasks after first paint, ${side.name}, first load:\n  ${side.loads[0]!.timeline.join('\n  ')}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const valued = ['--runs', '--top', '--against', '--against-build'];
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(option('--runs') ?? 5);
  const paths = args.filter((arg, i) => arg.startsWith('/') && !valued.includes(args[i - 1] ?? ''));
  if (!paths.length) throw new Error('Usage: npx tsx scripts/audit/research/where.ts [--against <ref>] /path/ ...');
  const [ref, otherBuild] = [option('--against'), option('--against-build')];
  const reference = otherBuild
    ? { buildDir: path.join(otherBuild, 'build'), edgeDir: path.join(otherBuild, 'edge') }
    : ref && (await referenceBuild(ref));
  const today = await startLocalSite();
  const referenceSite = reference ? await startLocalSite(reference) : undefined;
  const browser = await launchBrowser();
  try {
    for (const pathname of paths) {
      const sides: Side[] = [{ name: 'today', site: today, dir: buildDir, loads: [] }];
      if (referenceSite && reference)
        sides.push({ name: otherBuild ?? ref!, site: referenceSite, dir: reference.buildDir, loads: [] });
      for (let i = 0; i < runs; i += 1)
        for (const side of i % 2 ? [...sides].reverse() : sides)
          side.loads.push(await breakdownOf(browser, side.site.origin + pathname));
      print(pathname, sides, runs, Number(option('--top') ?? 25), args.includes('--timeline'));
    }
  } finally {
    await browser.close();
    await today.close();
    await referenceSite?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
