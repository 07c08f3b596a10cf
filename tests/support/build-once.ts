import { spawnSync } from 'node:child_process';
import { buildStaleness } from '../../server/build-freshness';
import { repoRoot } from '../../common/paths';

/** Builds the site once before the suites when the build is missing or stale. */
export default function globalBuild(): void {
  const reason = buildStaleness();
  if (!reason) return;
  console.log(`\n[tests] building the site (${reason})...`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The site build failed; the suites need it.');
}
