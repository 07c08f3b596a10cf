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
 *   --against <git ref>      also compare with that commit's build, side by side
 *                            (against.ts; with --fast, only this Lighthouse part)
 *   --both-languages         the comparison measures Italian pages too
 *   npm run audit -- --photos  24-MP test photographs in every slot (scripts/audit/photos.ts)
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../../tests/support/browser';
import { startLocalSite } from '../../tests/support/local-site';
import { walkPages, walkViewports, type AxeViolation, type ContrastProblem } from '../../tests/support/page-walk';
import { buildStaleness } from '../../server/build-freshness';
import { repoRoot } from '../../common/paths';
import { compareAgainst } from './against';
import { pageLoads } from './browser-checks';
import { measurePhotoBuild, photoAudit } from './photos';
import { LighthouseRunError, lighthouseRun, medianRun, type LighthouseRun } from './lighthouse';
import { allPages, bytesPagesFast, pageTypes } from './pages';
import { barChart, escapeHtml, page as htmlPage, table } from './report';
import { checkLinks, nuErrors } from './static-checks';
import { targets } from './targets';

const args = process.argv.slice(2);
const fast = args.includes('--fast');
const walk = !args.includes('--no-walk');
const runs = Number(args[args.indexOf('--runs') + 1] || 5) || 5;
const against = args.includes('--against') ? args[args.indexOf('--against') + 1] : undefined;
if (args.includes('--against') && (!against || against.startsWith('--'))) {
  console.error('[audit] --against needs a git ref: a commit or a tag, e.g. --against 407654d');
  process.exit(1);
}
const outDir = path.join(repoRoot, 'audit-report');

/** Pages that show the request form and calendar, or may show toasts (the newsletter is everywhere). */
const showsForm = (page: string) => /^\/(it\/)?join-us\/$/.test(page);

async function main() {
  if (args.includes('--photos'))
    process.exit(await (args.includes('--measure-only') ? measurePhotoBuild(args) : photoAudit(args)));
  const reason = buildStaleness();
  if (reason) {
    console.log(`[audit] building (${reason})...`);
    if (spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const site = await startLocalSite();
  const browser = await launchBrowser();
  const pages = await allPages();
  const failures: string[] = [];
  const report: Record<string, unknown> = { pages: pages.length, date: new Date().toISOString() };
  const sections: Array<{ heading: string; body: string }> = [];
  const started = Date.now();

  if (walk) {
    console.log(`[audit] ${pages.length} pages: axe-core and contrast...`);
    const axe: AxeViolation[] = [];
    const contrast: ContrastProblem[] = [];
    for (const viewport of walkViewports) {
      const walked = await walkPages(browser, site.origin, pages, {
        ...viewport,
        axe: true,
        contrast: true,
        // Every block laid out, as a reader who scrolls sees it (content-visibility skips the ones out of view).
        beforeLazy: (page) => page.evaluate(() => document.documentElement.setAttribute('data-layout-all', '')),
      });
      axe.push(...walked.axe);
      contrast.push(
        ...walked.contrast.failures.map((failure) => ({ ...failure, route: `${failure.route} @${viewport.width}px` })),
      );
    }
    report.axe = axe;
    report.contrast = contrast;
    if (axe.length > targets.axeViolations) failures.push(`axe-core: ${axe.length} violation(s)`);
    if (contrast.length) failures.push(`contrast: ${contrast.length} unreadable text(s)`);
    sections.push({
      heading: `axe-core (${pages.length} pages × 375 and 1440 px): ${axe.length} violation(s)`,
      body: axe.length
        ? table(
            ['page', 'rule', 'impact', 'nodes', 'help'],
            axe.map((v) => [v.page, v.id, v.impact ?? '', v.nodes, v.help]),
          )
        : '<p class="ok">None.</p>',
    });
    sections.push({
      heading: `Computed text contrast, WCAG AA (${pages.length} pages × 375 and 1440 px): ${contrast.length} failure(s)`,
      body: contrast.length
        ? table(
            ['page', 'element', 'text', 'colour', 'background', 'ratio', 'required'],
            contrast.map((c) => [c.route, c.element, c.text, c.color, c.background, c.ratio, c.required]),
          )
        : '<p class="ok">None.</p>',
    });
  } else {
    sections.push({
      heading: 'axe-core and contrast: run by the e2e page walk (tests/e2e/site.test.ts)',
      body: '<p>Not repeated here (--no-walk).</p>',
    });
  }

  console.log('[audit] Nu HTML checker...');
  const nu = await nuErrors(pages);
  report.nu = nu;
  if (nu.length > targets.nuErrors) failures.push(`Nu HTML checker: ${nu.length} error(s)`);
  sections.push({
    heading: `W3C Nu HTML checker: ${nu.length} error(s)`,
    body: nu.length
      ? table(
          ['file', 'line', 'message'],
          nu.map((m) => [m.file, m.line ?? '', m.message]),
        )
      : '<p class="ok">None.</p>',
  });

  console.log('[audit] links...');
  const links = await checkLinks(site.origin, pages);
  report.links = links;
  if (links.problems.length > targets.brokenLinks)
    failures.push(`links: ${links.problems.length} broken link(s) or fragment(s)`);
  sections.push({
    heading: `Links: ${links.checked} internal checked, ${links.problems.length} broken; ${links.external.length} external (listed, not fetched)`,
    body:
      (links.problems.length
        ? table(
            ['page', 'href', 'problem'],
            links.problems.map((p) => [p.page, p.href, p.problem]),
          )
        : '<p class="ok">No broken link or fragment.</p>') +
      table(
        ['external link'],
        links.external.map((href) => [href]),
      ),
  });

  // With --fast (npm test), one page of each kind in both languages: the cold loads are most of its CPU.
  const loaded = fast ? bytesPagesFast : pages;
  console.log(`[audit] bytes and code shipped per page (${loaded.length} pages)...`);
  const { bytes, shipped } = await pageLoads(browser, site.origin, loaded);
  report.bytes = bytes;
  const homeJs = Math.max(bytes['/']!.js.gzip, bytes['/it/']!.js.gzip);
  if (homeJs > targets.homeJsGzipBytes)
    failures.push(`home page JS ${(homeJs / 1024).toFixed(1)} KB gzip > ${targets.homeJsGzipBytes / 1024} KB`);
  const kb = (n: number) => (n / 1024).toFixed(1);
  sections.push({
    heading: `Bytes a phone downloads per page (cold cache, until loaded and hydrated + 1 s; gzip -9)${fast ? `: ${loaded.length} of the ${pages.length} pages, one of each kind (--fast)` : ''}`,
    body:
      barChart(
        'JavaScript per page, KB gzip (line: home page budget)',
        loaded.map((p) => ({ label: p, value: bytes[p]!.js.gzip / 1024 })),
        'KB',
        targets.homeJsGzipBytes / 1024,
      ) +
      table(
        ['page', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'fonts', 'images', 'HTML gzip'],
        loaded.map((p) => {
          const b = bytes[p]!;
          return [
            p,
            kb(b.js.raw),
            kb(b.js.gzip),
            kb(b.css.raw),
            kb(b.css.gzip),
            kb(b.font.raw),
            kb(b.image.raw),
            kb(b.html.gzip),
          ];
        }),
      ),
  });

  report.featureCode = shipped;
  const leaks = Object.entries(shipped).filter(([p, features]) => !showsForm(p) && features.length > 0);
  for (const [p, features] of leaks) failures.push(`${p} ships ${features.join(', ')} code it does not show`);
  sections.push({
    heading: 'Form, calendar, phone and toast code shipped per page (on load)',
    body: table(
      ['page', 'code shipped'],
      Object.entries(shipped).map(([p, f]) => [p, f.join(', ') || '—']),
    ),
  });
  if (against) {
    const compared = await compareAgainst(against, {
      runs,
      browser,
      today: site,
      bothLanguages: args.includes('--both-languages'),
    });
    sections.unshift(compared.section);
    failures.push(...compared.failures);
    report.against = compared.report;
  }
  await browser.close();

  if (!fast) {
    const lighthouse: Array<{
      type: string;
      locale: string;
      formFactor: string;
      median: LighthouseRun;
      runs: LighthouseRun[];
    }> = [];
    const unmeasured: string[] = [];
    for (const { type, locale, path: pathname } of pageTypes) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const results: LighthouseRun[] = [];
        while (results.length < runs) {
          try {
            results.push(await lighthouseRun(site.origin + pathname, formFactor));
          } catch (error) {
            if (!(error instanceof LighthouseRunError)) throw error;
            unmeasured.push(`${formFactor} ${pathname}: ${error.message}`);
            console.log(`[audit] lighthouse ${formFactor} ${pathname}: run not measured (${error.message}), repeated`);
            if (unmeasured.length > 10)
              throw new Error(`Lighthouse failed too often: ${unmeasured.join('; ')}`, { cause: error });
          }
        }
        const median = medianRun(results);
        lighthouse.push({ type, locale, formFactor, median, runs: results });
        console.log(`[audit] lighthouse ${formFactor} ${pathname}: ${JSON.stringify(median)}`);
        const t = targets.lighthouse;
        const label = `Lighthouse ${formFactor} ${pathname}`;
        if (formFactor === 'mobile' && median.performance < t.mobilePerformance)
          failures.push(`${label}: performance ${median.performance} < ${t.mobilePerformance}`);
        if (median.accessibility < t.accessibility) failures.push(`${label}: accessibility ${median.accessibility}`);
        if (median.bestPractices < t.bestPractices) failures.push(`${label}: best practices ${median.bestPractices}`);
        if (median.seo < t.seo) failures.push(`${label}: SEO ${median.seo}`);
        if (formFactor === 'mobile' && median.lcpMs > t.lcpMs)
          failures.push(`${label}: LCP ${median.lcpMs} ms > ${t.lcpMs}`);
        if (formFactor === 'mobile' && median.tbtMs > t.tbtMs)
          failures.push(`${label}: TBT ${median.tbtMs} ms > ${t.tbtMs}`);
      }
    }
    report.lighthouse = lighthouse;
    report.lighthouseUnmeasured = unmeasured;
    const mobileChart = (title: string, metric: keyof LighthouseRun, unit: string, limit?: number) =>
      barChart(
        title,
        lighthouse
          .filter((l) => l.formFactor === 'mobile')
          .map((l) => ({ label: `${l.locale} ${l.type}`, value: l.median[metric] })),
        unit,
        limit,
      );
    sections.unshift({
      heading: `Lighthouse, median of ${runs} runs per page type`,
      body:
        mobileChart('Mobile performance score', 'performance', 'pts') +
        mobileChart(`Mobile LCP, ms (line: ${targets.lighthouse.lcpMs} ms)`, 'lcpMs', 'ms', targets.lighthouse.lcpMs) +
        mobileChart(`Mobile TBT, ms (line: ${targets.lighthouse.tbtMs} ms)`, 'tbtMs', 'ms', targets.lighthouse.tbtMs) +
        table(
          ['page', 'form factor', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms'],
          lighthouse.map((l) => [
            `${l.locale} ${l.type}`,
            l.formFactor,
            l.median.performance,
            l.median.accessibility,
            l.median.bestPractices,
            l.median.seo,
            l.median.lcpMs,
            l.median.tbtMs,
            l.median.clsScore,
            l.median.fcpMs,
          ]),
        ) +
        table(
          ['page', 'form factor', 'each run: perf / LCP ms / TBT ms'],
          lighthouse.map((l) => [
            `${l.locale} ${l.type}`,
            l.formFactor,
            l.runs.map((r) => `${r.performance} / ${r.lcpMs} / ${r.tbtMs}`).join(' · '),
          ]),
        ) +
        (unmeasured.length
          ? `<p>Runs Lighthouse could not measure, and repeated: ${unmeasured.map(escapeHtml).join('; ')}</p>`
          : '<p>Every run was measured.</p>'),
    });
  }
  await site.close();

  report.failures = failures;
  report.seconds = Math.round((Date.now() - started) / 1000);
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(
    path.join(outDir, 'report.html'),
    htmlPage(`Site audit${fast ? ' (fast parts)' : ''}`, sections, failures),
  );
  console.log(`\n[audit] home page JS: ${kb(bytes['/']!.js.gzip)} KB (en), ${kb(bytes['/it/']!.js.gzip)} KB (it) gzip`);
  console.log(
    `[audit] axe ${walk ? (report.axe as unknown[]).length : 'in the e2e walk'}, Nu errors ${nu.length}, broken links ${links.problems.length}, in ${report.seconds} s`,
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
