/**
 * `npm run bench`: prints the figures anyone can rerun.
 * - cold build time of both languages (caches removed first)
 * - the local API under load, counting what was stored and mailed
 * - GET /api/availability and its .ics feed: p50/p99 and body sizes
 * - handler bundle sizes and module-init (cold start) time
 *   npm run bench                          everything
 *   npm run bench -- --no-build            skip the cold build
 *   npm run bench -- --availability        only the availability reads
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../common/paths';
import { benchApi } from './api';
import { benchAvailability } from './availability';
import { benchColdStart } from './cold-start';

async function main() {
  let ok = true;
  if (process.argv.includes('--availability')) {
    if (!(await benchAvailability())) process.exit(1);
    return;
  }
  if (!process.argv.includes('--no-build')) {
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
      rmSync(path.join(repoRoot, dir), { recursive: true, force: true });
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
    ok &&= result.status === 0;
    console.log(
      `Cold build, both languages: ${((Date.now() - started) / 1000).toFixed(1)} s${result.status === 0 ? '' : ' (FAILED)'}\n`,
    );
  }
  ok = (await benchApi()) && ok;
  console.log('');
  // Its own process: the handlers' SDK clients keep the first local stack's endpoint for the process's life.
  const availability = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--availability'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  ok &&= availability.status === 0;
  console.log('');
  await benchColdStart();
  if (!ok) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
