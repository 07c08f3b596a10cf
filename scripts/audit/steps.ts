/**
 * The audit's steps (index.ts runs them): each measures one thing, judges it against targets.ts and
 * hands back its part of report.json, its sections of report.html and the targets it missed.
 */
import type { Browser } from 'playwright-core';
import { walkPages, walkViewports, type AxeViolation, type ContrastProblem } from '../../tests/support/page-walk';
import { pageLoads } from './browser-checks';
import { lcpAtFcpMisses, measuredRun, medianRun, type LighthouseRun } from './lighthouse';
import { pageTypes } from './pages';
import { barChart, escapeHtml, kb, table } from './report';
import { checkLinks, nuErrors } from './static-checks';
import { targets } from './targets';

export interface Section {
  heading: string;
  body: string;
}
export interface StepResult {
  report: Record<string, unknown>;
  sections: Section[];
  failures: string[];
}

const none = (text = 'None.') => `<p class="ok">${text}</p>`;

/** axe-core and computed contrast on every page at 375 and 1440 px (the shared page walk). */
export async function accessibilityWalk(browser: Browser, origin: string, pages: string[]) {
  console.log(`[audit] ${pages.length} pages: axe-core and contrast...`);
  const axe: AxeViolation[] = [];
  const contrast: ContrastProblem[] = [];
  for (const viewport of walkViewports) {
    const walked = await walkPages(browser, origin, pages, {
      ...viewport,
      axe: true,
      contrast: true,
      // Every block laid out, as a reader who scrolls sees it (content-visibility skips the ones out of view).
      beforeLazy: (page) => page.evaluate(() => document.documentElement.setAttribute('data-layout-all', '')),
    });
    axe.push(...walked.axe);
    contrast.push(...walked.contrast.failures.map((f) => ({ ...f, route: `${f.route} @${viewport.width}px` })));
  }
  const failures: string[] = [];
  if (axe.length > targets.axeViolations) failures.push(`axe-core: ${axe.length} violation(s)`);
  if (contrast.length) failures.push(`contrast: ${contrast.length} unreadable text(s)`);
  const axeRows = axe.map((v) => [v.page, v.id, v.impact ?? '', v.nodes, v.help]);
  const contrastRows = contrast.map((c) => [c.route, c.element, c.text, c.color, c.background, c.ratio, c.required]);
  const sections = [
    {
      heading: `axe-core (${pages.length} pages × 375 and 1440 px): ${axe.length} violation(s)`,
      body: axe.length ? table(['page', 'rule', 'impact', 'nodes', 'help'], axeRows) : none(),
    },
    {
      heading: `Computed text contrast, WCAG AA (${pages.length} pages × 375 and 1440 px): ${contrast.length} failure(s)`,
      body: contrast.length
        ? table(['page', 'element', 'text', 'colour', 'background', 'ratio', 'required'], contrastRows)
        : none(),
    },
  ];
  return { report: { axe, contrast }, sections, failures, axe };
}

/** With --no-walk: axe-core and contrast are left to the e2e page walk, which npm test has just run. */
export const walkLeftToE2e: StepResult = {
  report: {},
  sections: [
    {
      heading: 'axe-core and contrast: run by the e2e page walk (tests/e2e/site.test.ts)',
      body: '<p>Not repeated here (--no-walk).</p>',
    },
  ],
  failures: [],
};

/** The W3C Nu HTML checker over every page. */
export async function htmlCheck(pages: string[]) {
  console.log('[audit] Nu HTML checker...');
  const nu = await nuErrors(pages);
  const rows = nu.map((m) => [m.file, m.line ?? '', m.message]);
  return {
    report: { nu },
    sections: [
      {
        heading: `W3C Nu HTML checker: ${nu.length} error(s)`,
        body: nu.length ? table(['file', 'line', 'message'], rows) : none(),
      },
    ],
    failures: nu.length > targets.nuErrors ? [`Nu HTML checker: ${nu.length} error(s)`] : [],
    nu,
  };
}

/** Internal links and fragments, fetched; external links listed. */
export async function linkCheck(origin: string, pages: string[]) {
  console.log('[audit] links...');
  const links = await checkLinks(origin, pages);
  const { problems, external } = links;
  const body =
    (problems.length
      ? table(
          ['page', 'href', 'problem'],
          problems.map((p) => [p.page, p.href, p.problem]),
        )
      : none('No broken link or fragment.')) +
    table(
      ['external link'],
      external.map((href) => [href]),
    );
  return {
    report: { links },
    sections: [
      {
        heading: `Links: ${links.checked} internal checked, ${problems.length} broken; ${external.length} external (listed, not fetched)`,
        body,
      },
    ],
    failures: problems.length > targets.brokenLinks ? [`links: ${problems.length} broken link(s) or fragment(s)`] : [],
    links,
  };
}

/** Pages that show the request form and calendar, or may show toasts (the newsletter is everywhere). */
const showsForm = (page: string) => /^\/(it\/)?join-us\/$/.test(page);

/** Bytes a phone downloads per page, and the form, calendar, phone and toast code each page ships. */
export async function bytesAndCode(browser: Browser, origin: string, loaded: string[], note: string) {
  console.log(`[audit] bytes and code shipped per page (${loaded.length} pages)...`);
  const { bytes, shipped } = await pageLoads(browser, origin, loaded);
  const failures: string[] = [];
  const homeJs = Math.max(bytes['/']!.js.gzip, bytes['/it/']!.js.gzip);
  if (homeJs > targets.homeJsGzipBytes)
    failures.push(`home page JS ${kb(homeJs)} KB gzip > ${targets.homeJsGzipBytes / 1024} KB`);
  for (const [page, features] of Object.entries(shipped))
    if (!showsForm(page) && features.length > 0)
      failures.push(`${page} ships ${features.join(', ')} code it does not show`);
  const chart = barChart(
    'JavaScript per page, KB gzip (line: home page budget)',
    loaded.map((p) => ({ label: p, value: bytes[p]!.js.gzip / 1024 })),
    'KB',
    targets.homeJsGzipBytes / 1024,
  );
  const rows = loaded.map((p) => {
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
  });
  const sections = [
    {
      heading: `Bytes a phone downloads per page (cold cache, until hydrated + 1 s and at least ${targets.homeJsWindowMs / 1000} s after load; gzip -9)${note}`,
      body: chart + table(['page', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'fonts', 'images', 'HTML gzip'], rows),
    },
    {
      heading: 'Form, calendar, phone and toast code shipped per page (on load)',
      body: table(
        ['page', 'code shipped'],
        Object.entries(shipped).map(([p, f]) => [p, f.join(', ') || '—']),
      ),
    },
  ];
  return { report: { bytes, featureCode: shipped }, sections, failures, bytes };
}

interface Measured {
  type: string;
  locale: string;
  formFactor: 'mobile' | 'desktop';
  median: LighthouseRun;
  runs: LighthouseRun[];
}

/** What the targets make of one page type's median. */
function lighthouseMisses({ formFactor, median, runs }: Measured, pathname: string): string[] {
  const t = targets.lighthouse;
  const label = `Lighthouse ${formFactor} ${pathname}`;
  const mobile = formFactor === 'mobile';
  return [
    mobile && median.performance < t.mobilePerformance && `performance ${median.performance} < ${t.mobilePerformance}`,
    median.accessibility < t.accessibility && `accessibility ${median.accessibility}`,
    median.bestPractices < t.bestPractices && `best practices ${median.bestPractices}`,
    median.seo < t.seo && `SEO ${median.seo}`,
    mobile && median.lcpMs > t.lcpMs && `LCP ${median.lcpMs} ms > ${t.lcpMs}`,
    mobile && median.tbtMs > t.tbtMs && `TBT ${median.tbtMs} ms > ${t.tbtMs}`,
  ]
    .filter((miss): miss is string => typeof miss === 'string')
    .map((miss) => `${label}: ${miss}`)
    .concat(mobile ? lcpAtFcpMisses(runs, label) : []);
}

/** Lighthouse mobile and desktop on one page of each type in both languages, median of `runs`. */
export async function lighthouseMedians(origin: string, runs: number): Promise<StepResult> {
  const lighthouse: Measured[] = [];
  const unmeasured: string[] = [];
  const failures: string[] = [];
  for (const { type, locale, path: pathname } of pageTypes) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const results: LighthouseRun[] = [];
      while (results.length < runs) results.push(await measuredRun(origin + pathname, formFactor, unmeasured));
      const measured = { type, locale, formFactor, median: medianRun(results), runs: results };
      lighthouse.push(measured);
      console.log(`[audit] lighthouse ${formFactor} ${pathname}: ${JSON.stringify(measured.median)}`);
      failures.push(...lighthouseMisses(measured, pathname));
    }
  }
  const mobileChart = (title: string, metric: keyof LighthouseRun, unit: string, limit?: number) =>
    barChart(
      title,
      lighthouse
        .filter((l) => l.formFactor === 'mobile')
        .map((l) => ({ label: `${l.locale} ${l.type}`, value: l.median[metric] })),
      unit,
      limit,
    );
  const { lcpMs, tbtMs } = targets.lighthouse;
  const body =
    mobileChart('Mobile performance score', 'performance', 'pts') +
    mobileChart(`Mobile LCP, ms (line: ${lcpMs} ms)`, 'lcpMs', 'ms', lcpMs) +
    mobileChart(`Mobile TBT, ms (line: ${tbtMs} ms)`, 'tbtMs', 'ms', tbtMs) +
    table(
      ['page', 'form factor', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms'],
      // The median's figures in LighthouseRun's order, as the headers.
      lighthouse.map((l) => [`${l.locale} ${l.type}`, l.formFactor, ...Object.values(l.median)]),
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
      : '<p>Every run was measured.</p>');
  return {
    report: { lighthouse, lighthouseUnmeasured: unmeasured },
    sections: [{ heading: `Lighthouse, median of ${runs} runs per page type`, body }],
    failures,
  };
}
