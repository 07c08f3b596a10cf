// @ts-check
/**
 * Longest test files first, also in a fresh clone. Jest orders by each file's duration in its last run
 * (from its cache), so the long suites start first and no worker idles at the end waiting for one;
 * a fresh clone has no cache, and jest falls back to file size, which put the whole-site walk and
 * the photo build last. Here a file without a cached duration takes its estimate from
 * tests/support/test-durations.json (seconds, measured on the 2-core machine; refresh it with
 * `npx jest --json --outputFile=/tmp/jest.json && node tests/support/test-sequencer.js /tmp/jest.json`).
 * Files in neither run first, as jest runs new files first. (With a partial cache the estimates fill
 * the gaps and jest's failed-first order gives way to the durations.)
 */
const path = require('node:path');
const { readFileSync, writeFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const estimatesFile = path.join(__dirname, 'test-durations.json');
const rootDir = path.join(__dirname, '..', '..');

/** @returns {Record<string, number>} repo-relative path → seconds */
function estimates() {
  try {
    return JSON.parse(readFileSync(estimatesFile, 'utf8'));
  } catch {
    return {};
  }
}

class LongestFirst extends Sequencer {
  /**
   * @override
   * @param {Array<import('@jest/test-result').Test>} tests
   */
  sort(tests) {
    // Jest's order: failed first, then by the durations in its cache (it sets `duration` from there).
    const sorted = /** @type {Array<import('@jest/test-result').Test>} */ (super.sort(tests));
    if (sorted.every((test) => test.duration !== undefined)) return sorted;
    const table = estimates();
    for (const test of sorted) {
      const seconds = table[path.relative(rootDir, test.path).split(path.sep).join('/')];
      if (test.duration === undefined && seconds !== undefined) test.duration = seconds * 1000;
    }
    const known = (/** @type {import('@jest/test-result').Test} */ test) => test.duration !== undefined;
    return [...sorted].sort((a, b) =>
      known(a) !== known(b) ? (known(a) ? 1 : -1) : (b.duration ?? 0) - (a.duration ?? 0),
    );
  }
}

module.exports = LongestFirst;

// `node tests/support/test-sequencer.js <jest --json output>`: rewrites the estimates from that run.
if (require.main === module) {
  const report = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
  /** @type {Array<[string, number]>} */
  const rows = report.testResults.map((/** @type {{ name: string, startTime: number, endTime: number }} */ r) => [
    path.relative(rootDir, r.name).split(path.sep).join('/'),
    Math.round((r.endTime - r.startTime) / 100) / 10,
  ]);
  rows.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  writeFileSync(estimatesFile, `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
  console.log(`${estimatesFile}: ${rows.length} files`);
}
