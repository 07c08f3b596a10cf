/**
 * `npm test`: everything a change must pass, laid out for a 2-core machine.
 *
 * 1. Side by side, each mostly on one core: the typecheck, eslint, prettier --check, Chromium present
 *    (scripts/ensure-chromium.ts), and the build (when missing or stale).
 * 2. As soon as the build is there, the fast audit (`npm run audit -- --fast --no-walk`: Nu, links, bytes
 *    per page; its axe-core and contrast walk is the e2e suite's); as soon as every step of 1 has passed,
 *    jest, every project (two test files at a time; the build is current, so its globalSetup only checks).
 *    The audit spends most of its minute waiting on page loads, so it runs beside jest rather than
 *    before it. Jest runs even when the audit missed a target, so both are reported; the audit's output
 *    is printed whole when it ends, jest's live.
 *
 * Exits 1 when anything failed. A failed typecheck, lint, Chromium check or build stops before jest.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildStaleness } from '../server/build-freshness';
import { repoRoot } from '../common/paths';

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  /** Prints the step's result and held output (at once, unless the step was run with `hold`). */
  print: () => void;
}

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const started = Date.now();
const since = (t: number) => Math.round((Date.now() - t) / 100) / 10;

/**
 * Runs a command with its output held until it ends (so parallel steps do not interleave), or shown live.
 * `hold`: the output waits for the caller's `print()` (a step that ends while jest prints live).
 */
function run(name: string, command: string, args: string[], { live = false, hold = false } = {}): Promise<Outcome> {
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
      if (!hold) print();
      resolve({ name, ok, seconds, print: hold ? print : () => undefined });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

async function main(): Promise<void> {
  console.log(
    '[test] typecheck, eslint, prettier, Chromium and build side by side; then jest, and the fast audit beside it',
  );
  const reason = buildStaleness();
  const build = reason ? run(`build (${reason})`, 'npm', ['run', 'build']) : undefined;
  // The audit needs only the build: it starts when the build is done, whatever the other steps say.
  const audit = (build ?? Promise.resolve(undefined)).then((outcome) =>
    outcome && !outcome.ok
      ? undefined
      : run('fast audit', bin('tsx'), ['scripts/audit/index.ts', '--fast', '--no-walk'], { hold: true }),
  );
  const first = await Promise.all([
    run('typecheck', bin('tsc'), ['--noEmit']),
    run('eslint', bin('eslint'), ['.']),
    run('prettier', bin('prettier'), ['--check', '.']),
    run('Chromium', bin('tsx'), ['scripts/ensure-chromium.ts']),
    ...(build ? [build] : []),
  ]);
  const blocking = first.filter((outcome) => !outcome.ok);
  const outcomes = [...first];
  if (blocking.length === 0) {
    console.log(`\n[test] jest (after ${since(started)} s)`);
    // Each file's duration goes to test-artifacts/jest.json: `node tests/support/test-sequencer.js test-artifacts/jest.json`
    // refreshes the estimates the sequencer orders a fresh clone's run by.
    mkdirSync(path.join(repoRoot, 'test-artifacts'), { recursive: true });
    const report = ['--json', '--outputFile=test-artifacts/jest.json'];
    outcomes.push(await run('jest', bin('jest'), report, { live: true }));
  }
  const audited = await audit;
  audited?.print();
  if (audited) outcomes.push(audited);
  const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
  console.log(
    `\n[test] ${outcomes.map((outcome) => `${outcome.name} ${outcome.seconds} s`).join(', ')}; ${since(started)} s in all`,
  );
  if (blocking.length) console.log('[test] jest not run: fix the above first');
  if (failed.length) {
    console.log(`[test] FAILED: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log('[test] every step passed');
}

void main();
