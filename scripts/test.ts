/**
 * `npm test`: everything a change must pass. `npm run setup` runs first (npm's `pretest`).
 *
 * 1. Side by side: the typecheck, eslint, prettier --check and, when missing or stale, the build.
 * 2. When all of 1 passed: jest (unit, build, integration), then Playwright Test (tests/e2e), each with
 *    its output live; the fast audit (`npm run audit -- --fast --no-walk`) runs beside them from the end
 *    of the build, and its output is printed when they are done.
 * Exits 1 when anything failed.
 *
 * `npm test -- <path or name>...`: only the suites whose path matches (each runner's own rule: a regular
 * expression on the file's path), Playwright's for tests/e2e/*.spec.ts, jest's for *.test.ts; other
 * arguments (`-g`, `-t`...) go to the runner(s) that run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildStaleness } from '../server/build-freshness';
import { repoRoot } from '../common/paths';

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  print: () => void;
}

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const started = Date.now();
const since = (t: number) => Math.round((Date.now() - t) / 100) / 10;

/** Runs a command, its output live or held until `print()` (so steps side by side do not interleave). */
function run(name: string, command: string, args: string[], { live = false } = {}): Promise<Outcome> {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      const seconds = since(t);
      const print = () =>
        process.stdout.write(
          `\n[test] ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s\n${text ? `${text}\n` : ''}`,
        );
      resolve({ name, ok, seconds, print });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

function report(outcomes: Outcome[], notRun?: string): never {
  const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
  console.log(
    `\n[test] ${outcomes.map((outcome) => `${outcome.name} ${outcome.seconds} s`).join(', ')}; ${since(started)} s in all`,
  );
  if (notRun) console.log(`[test] ${notRun}`);
  if (failed.length) console.log(`[test] FAILED: ${failed.join(', ')}`);
  else console.log('[test] every step passed');
  process.exit(failed.length ? 1 : 0);
}

/** `npm test -- <patterns>`: the runner(s) with a suite matching a pattern, each given the arguments. */
async function some(args: string[]): Promise<never> {
  const patterns = args.filter((arg) => !arg.startsWith('-'));
  const e2eDir = path.join(repoRoot, 'tests', 'e2e');
  const specs = readdirSync(e2eDir)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => path.join(e2eDir, file));
  const playwright = patterns.some((pattern) => specs.some((spec) => new RegExp(pattern).test(spec)));
  const listed = spawnSync(bin('jest'), ['--listTests', ...patterns], { cwd: repoRoot, encoding: 'utf8' });
  const jest = listed.stdout.split('\n').some((line) => line.endsWith('.test.ts'));
  if (!playwright && !jest) {
    console.error(`[test] no jest test or Playwright spec matches ${patterns.join(' ')}`);
    process.exit(1);
  }
  const outcomes: Outcome[] = [];
  if (jest) outcomes.push(await run('jest', bin('jest'), args, { live: true }));
  if (playwright) outcomes.push(await run('playwright', bin('playwright'), ['test', ...args], { live: true }));
  return report(outcomes);
}

async function all(): Promise<never> {
  console.log(
    '[test] typecheck, eslint, prettier and build side by side; then jest and Playwright, the fast audit beside them',
  );
  const reason = buildStaleness();
  const build = reason ? run(`build (${reason})`, 'npm', ['run', 'build']) : undefined;
  // The audit needs only the build: it starts when the build is done, whatever the other steps say.
  const audit = (build ?? Promise.resolve(undefined)).then((outcome) =>
    outcome && !outcome.ok
      ? undefined
      : run('fast audit', bin('tsx'), ['scripts/audit/index.ts', '--fast', '--no-walk']),
  );
  const first = await Promise.all([
    run('typecheck', bin('tsc'), ['--noEmit']),
    run('eslint', bin('eslint'), ['.']),
    run('prettier', bin('prettier'), ['--check', '.']),
    ...(build ? [build] : []),
  ]);
  for (const outcome of first) outcome.print();
  const outcomes = [...first];
  const blocked = first.some((outcome) => !outcome.ok);
  if (!blocked) {
    console.log(`\n[test] jest (after ${since(started)} s)`);
    outcomes.push(await run('jest', bin('jest'), [], { live: true }));
    console.log(`\n[test] Playwright (after ${since(started)} s)`);
    outcomes.push(await run('playwright', bin('playwright'), ['test'], { live: true }));
  }
  const audited = await audit;
  audited?.print();
  if (audited) outcomes.push(audited);
  return report(outcomes, blocked ? 'jest and Playwright not run: fix the above first' : undefined);
}

void (process.argv.length > 2 ? some(process.argv.slice(2)) : all());
