import type { LighthouseRun } from './lighthouse';
import { pageTypes } from './pages';
import { lighthouseMedians } from './steps';
import { targets } from './targets';

const good: LighthouseRun = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 700,
  tbtMs: 20,
  clsScore: 0,
  fcpMs: 700,
};
const slow: LighthouseRun = { ...good, performance: 90, lcpMs: 1500, tbtMs: 300 };

jest.mock('./lighthouse', () => ({
  ...jest.requireActual('./lighthouse'),
  // Mobile runs of the first page type are slow; everything else meets the targets.
  measuredRun: jest.fn(async (url: string, formFactor: string) =>
    formFactor === 'mobile' && url === `http://site${pageTypes[0]!.path}` ? slow : good,
  ),
}));

describe("the audit's Lighthouse step", () => {
  beforeAll(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));

  it('judges the medians of every page type on both form factors against the targets', async () => {
    const step = await lighthouseMedians('http://site', 3);
    const { lighthouse } = step.report as { lighthouse: Array<{ formFactor: string; runs: unknown[] }> };
    expect(lighthouse).toHaveLength(pageTypes.length * 2);
    expect(lighthouse.every((l) => l.runs.length === 3)).toBe(true);
    const label = `Lighthouse mobile ${pageTypes[0]!.path}`;
    expect(step.failures).toEqual([
      `${label}: performance 90 < ${targets.lighthouse.mobilePerformance}`,
      `${label}: LCP 1500 ms > ${targets.lighthouse.lcpMs}`,
      `${label}: TBT 300 ms > ${targets.lighthouse.tbtMs}`,
      `${label}: median LCP 1500 ms is 800 ms after FCP (> ${targets.lighthouse.lcpAfterFcpMs})`,
      `${label}: LCP within ${targets.lighthouse.lcpAfterFcpMs} ms of FCP in 0 of 3 runs (< 3): 700/1500, 700/1500, 700/1500 ms FCP/LCP`,
    ]);
    expect(step.sections.map((s) => s.heading)).toEqual(['Lighthouse, median of 3 runs per page type']);
    const { body } = step.sections[0]!;
    // The median's figures under their headers: perf, a11y, best pr., SEO, LCP, TBT, CLS, FCP.
    expect(body).toContain(
      '<td>mobile</td><td>90</td><td>100</td><td>100</td><td>100</td><td>1500</td><td>300</td><td>0</td><td>700</td>',
    );
    expect(body).toContain('<p>Every run was measured.</p>');
  });
});
