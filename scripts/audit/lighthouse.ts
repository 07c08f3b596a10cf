import { chromiumFlags, chromiumPath } from '../../tests/support/chromium';
import { targets } from './targets';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  clsScore: number;
  fcpMs: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Whether the largest paint is the first paint (targets.lighthouse.lcpAfterFcpMs): in the median and in
 * enough runs (lcpAtFcpShare). The misses, in words; none when it is.
 */
export function lcpAtFcpMisses(runs: LighthouseRun[], label: string): string[] {
  const { lcpAfterFcpMs, lcpAtFcpShare } = targets.lighthouse;
  const middle = medianRun(runs);
  const gap = middle.lcpMs - middle.fcpMs;
  const atFcp = runs.filter((run) => run.lcpMs - run.fcpMs <= lcpAfterFcpMs).length;
  const needed = Math.ceil(runs.length * lcpAtFcpShare);
  return [
    gap > lcpAfterFcpMs && `${label}: median LCP ${middle.lcpMs} ms is ${gap} ms after FCP (> ${lcpAfterFcpMs})`,
    atFcp < needed &&
      `${label}: LCP within ${lcpAfterFcpMs} ms of FCP in ${atFcp} of ${runs.length} runs (< ${needed}): ${runs
        .map((run) => `${run.fcpMs}/${run.lcpMs}`)
        .join(', ')} ms FCP/LCP`,
  ].filter((miss): miss is string => typeof miss === 'string');
}

export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const keys = Object.keys(runs[0]!) as Array<keyof LighthouseRun>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseRun;
}

/** A run Lighthouse could not measure (e.g. NO_FCP): the audit retries it and reports it. */
class LighthouseRunError extends Error {}

/**
 * A measured run of `url`: a run Lighthouse could not measure is noted in `unmeasured` and repeated,
 * up to ten in all (then the audit stops).
 */
export async function measuredRun(
  url: string,
  formFactor: 'mobile' | 'desktop',
  unmeasured: string[],
): Promise<LighthouseRun> {
  for (;;) {
    try {
      return await lighthouseRun(url, formFactor);
    } catch (error) {
      if (!(error instanceof LighthouseRunError)) throw error;
      unmeasured.push(`${formFactor} ${url}: ${error.message}`);
      console.log(`[audit] lighthouse ${formFactor} ${url}: run not measured (${error.message}), repeated`);
      if (unmeasured.length > 10)
        throw new Error(`Lighthouse failed too often: ${unmeasured.join('; ')}`, { cause: error });
    }
  }
}

/** Lighthouse (its default simulated mobile throttling, or the desktop preset) in Debian's Chromium. */
export async function lighthouseRun(url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const desktop =
    formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      desktop,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    const metricError = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
      .map((id) => audits[id]?.errorMessage)
      .find(Boolean);
    if (runtimeError || metricError) throw new LighthouseRunError(runtimeError?.code ?? metricError ?? 'unknown');
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      clsScore: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
    };
  } finally {
    await chrome.kill();
  }
}
