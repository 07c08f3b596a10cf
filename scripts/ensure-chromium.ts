/**
 * The browser suites drive Debian's Chromium (a browser download of a test
 * tool's own cannot work on these machines). Installs it when missing and
 * running as root with apt; otherwise says exactly what to run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromiumPath } from '../tools/chromium';

function main() {
  if (existsSync(chromiumPath)) {
    console.log(`[chromium] ${execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim()}`);
    return;
  }
  const command = 'apt-get update && apt-get install -y --no-install-recommends chromium';
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(`[chromium] ${chromiumPath} is missing. Install Debian's Chromium first:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log(`[chromium] not found; installing Debian's package: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(chromiumPath)) {
    console.error('[chromium] installation failed; see above.');
    process.exit(1);
  }
}

main();
