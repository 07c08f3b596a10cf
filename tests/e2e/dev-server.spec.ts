import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../common/paths';
import { expect, hydrated, test } from '../support/fixtures';
import { freePort } from '../support/ports';

// The site replaces core's client entry (src/plugins/page-start): the dev server must still bring a page to
// life. English only: `docusaurus start` serves one locale.
test('`docusaurus start` serves the home page, which hydrates without a console error', async ({ page }) => {
  // The first compile of the dev bundle: about half a minute alone, more on a busy machine.
  test.setTimeout(300_000);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/docusaurus'),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    // Its own process group, so the finally below ends the dev server and every process under it.
    { cwd: repoRoot, detached: true, env: { ...process.env, BROWSER: 'none' } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    await expect
      .poll(
        async () => {
          if (exited) throw new Error(`docusaurus start ended:\n${output}`);
          return (await fetch(`${origin}/`).catch(() => undefined))?.status;
        },
        { timeout: 240_000, intervals: [1_000] },
      )
      .toBe(200);
    const errors: string[] = [];
    page.on('console', (message) => {
      // The dev server serves no API: the live seasons' read of /api/ answers 404, and the page keeps its
      // built snapshot (what tests/e2e/availability.spec.ts checks with the API down).
      if (message.type() !== 'error' || message.location().url.startsWith(`${origin}/api/`)) return;
      errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await hydrated(page, { timeout: 60_000 });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').count()).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
});
