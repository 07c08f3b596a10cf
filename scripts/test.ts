/**
 * `npm test`: everything a change must pass, laid out for a 2-core machine.
 *
 * 1. Side by side, each mostly on one core: the typecheck, eslint, prettier --check, Chromium present
 *    (scripts/ensure-chromium.ts), and the build (when missing or stale) followed by the fast audit
 *    (`npm run audit -- --fast --no-walk`: Nu, links, bytes per page; its axe-core and contrast walk
 *    is the e2e suite's). Their output is printed whole as each ends.
 * 2. jest, every project (two test files at a time; the build is current, so its globalSetup only
 *    checks). It runs even when the audit missed a target, so both are reported.
 *
 * Exits 1 when anything failed. A failed typecheck, lint, Chromium check or build stops before jest.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStaleness, rootDir } from '../server/build-freshness';

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

const bin = (name: string) => path.join(rootDir, 'node_modules', '.bin', name);
const started = Date.now();
const since = (t: number) => Math.round((Date.now() - t) / 100) / 10;

/** Runs a command with its output held until it ends (so parallel steps do not interleave), or shown live. */
function run(name: string, command: string, args: string[], { live = false } = {}): Promise<Outcome> {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: rootDir, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      const seconds = since(t);
      process.stdout.write(`\n[test] ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s\n${text ? `${text}\n` : ''}`);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

async function buildThenAudit(): Promise<Outcome[]> {
  const reason = buildStaleness();
  const build = reason ? await run(`build (${reason})`, 'npm', ['run', 'build']) : undefined;
  if (build && !build.ok) return [build];
  const audit = await run('fast audit', bin('tsx'), ['scripts/audit/index.ts', '--fast', '--no-walk']);
  return build ? [build, audit] : [audit];
}

async function main(): Promise<void> {
  console.log('[test] typecheck, eslint, prettier, Chromium, build + fast audit, side by side; then jest');
  const first = (
    await Promise.all([
      run('typecheck', bin('tsc'), ['--noEmit']).then((outcome) => [outcome]),
      run('eslint', bin('eslint'), ['.']).then((outcome) => [outcome]),
      run('prettier', bin('prettier'), ['--check', '.']).then((outcome) => [outcome]),
      run('Chromium', bin('tsx'), ['scripts/ensure-chromium.ts']).then((outcome) => [outcome]),
      buildThenAudit(),
    ])
  ).flat();
  const blocking = first.filter((outcome) => !outcome.ok && outcome.name !== 'fast audit');
  const outcomes = [...first];
  if (blocking.length === 0) {
    console.log(`\n[test] jest (after ${since(started)} s)`);
    outcomes.push(await run('jest', bin('jest'), [], { live: true }));
  }
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
