/**
 * `npm run audit`: builds if needed, serves the build through the local edge
 * server, and checks every page of both languages: axe-core and computed
 * contrast at 375 and 1440 px (the shared page walk, tests/support/page-walk.ts), the W3C Nu HTML
 * checker, links and fragments, bytes per page, the form/calendar/toast code
 * each page ships, and (unless --fast) Lighthouse mobile and desktop, median of
 * --runs (5) per page type. Writes audit-report/report.{html,json}; exits 1
 * when a target is missed.
 *   npm run audit            everything
 *   npm run audit -- --fast  the fast parts (what npm test runs); bytes and feature code on one page
 *                            of each kind in both languages (pages.ts bytesPagesFast), not all
 *   --no-walk                leave axe-core and contrast to the e2e page walk
 *                            (tests/e2e/site.test.ts), which npm test has just run
 *   npm run audit -- --photos  24-MP test photographs in every slot (scripts/audit/photos.ts)
 *   npm run audit -- --phone   a throttled phone in a real browser against a reference build (phone.ts):
 *                              what a visitor waits for is judged there; Lighthouse here is a second opinion
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../../tests/support/browser';
import { startLocalSite } from '../../tests/support/local-site';
import { buildStaleness } from '../../server/build-freshness';
import { repoRoot } from '../../common/paths';
import { measurePhotoBuild, photoAudit } from './photos';
import { phoneAudit } from './phone';
import { allPages, bytesPagesFast } from './pages';
import { page as htmlPage } from './report';
import {
  accessibilityWalk,
  bytesAndCode,
  htmlCheck,
  lighthouseMedians,
  linkCheck,
  walkLeftToE2e,
  type StepResult,
} from './steps';

const args = process.argv.slice(2);
const fast = args.includes('--fast');
const walk = !args.includes('--no-walk');
const runs = Number(args[args.indexOf('--runs') + 1] || 5) || 5;
const outDir = path.join(repoRoot, 'audit-report');

/** Builds first when the build is missing or older than its sources. */
function buildIfStale() {
  const reason = buildStaleness();
  if (!reason) return;
  console.log(`[audit] building (${reason})...`);
  if (spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) process.exit(1);
}

/**
 * Writes audit-report/report.{json,html}: each step's part, in the order given.
 */
async function writeReport(head: { pages: number; date: string }, steps: StepResult[]) {
  const failures = steps.flatMap((step) => step.failures);
  const seconds = Math.round((Date.now() - Date.parse(head.date)) / 1000);
  const report: unknown = Object.assign({ ...head }, ...steps.map((step) => step.report), { failures, seconds });
  const sections = steps.flatMap((step) => step.sections);
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(
    path.join(outDir, 'report.html'),
    htmlPage(`Site audit${fast ? ' (fast parts)' : ''}`, sections, failures),
  );
  return { failures, seconds };
}

async function main() {
  if (args.includes('--photos'))
    process.exit(await (args.includes('--measure-only') ? measurePhotoBuild(args) : photoAudit(args)));
  if (args.includes('--phone')) {
    buildIfStale();
    process.exit(await phoneAudit(args));
  }
  buildIfStale();
  const site = await startLocalSite();
  const browser = await launchBrowser();
  const pages = await allPages();
  const head = { pages: pages.length, date: new Date().toISOString() };
  const walked = walk ? await accessibilityWalk(browser, site.origin, pages) : undefined;
  const nu = await htmlCheck(pages);
  const links = await linkCheck(site.origin, pages);
  // With --fast (npm test), one page of each kind in both languages: the cold loads are most of its CPU.
  const loaded = fast ? bytesPagesFast : pages;
  const note = fast ? `: ${loaded.length} of the ${pages.length} pages, one of each kind (--fast)` : '';
  const bytes = await bytesAndCode(browser, site.origin, loaded, note);
  await browser.close();
  const lighthouse = fast ? undefined : await lighthouseMedians(site.origin, runs);
  await site.close();

  // Lighthouse, when run, leads the report.
  const steps = [lighthouse, walked ?? walkLeftToE2e, nu, links, bytes].filter((step) => step !== undefined);
  const { failures, seconds } = await writeReport(head, steps);
  const home = (page: string) => (bytes.bytes[page]!.js.gzip / 1024).toFixed(1);
  console.log(`\n[audit] home page JS: ${home('/')} KB (en), ${home('/it/')} KB (it) gzip`);
  const axe = walked ? walked.axe.length : 'in the e2e walk';
  console.log(
    `[audit] axe ${axe}, Nu errors ${nu.nu.length}, broken links ${links.links.problems.length}, in ${seconds} s`,
  );
  console.log(`[audit] report: ${path.relative(repoRoot, path.join(outDir, 'report.html'))}`);
  if (failures.length) {
    console.log(`[audit] ${failures.length} target(s) missed:\n  - ${failures.join('\n  - ')}`);
    process.exit(1);
  }
  console.log('[audit] every target met');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
