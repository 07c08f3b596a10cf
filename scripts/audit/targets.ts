/** The quality targets. The audit fails when one is missed. */
export const targets = {
  lighthouse: {
    mobilePerformance: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1500,
    tbtMs: 100,
  },
  axeViolations: 0,
  nuErrors: 0,
  brokenLinks: 0,
  homeJsGzipBytes: 120 * 1024,
} as const;
