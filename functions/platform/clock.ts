import { siteClockDate, siteClockFormats, yachtDate, type IsoDate } from '../../common/yachtDay';

/**
 * Today's date in the yacht's time zone (Europe/Rome). SITE_CLOCK (a date, or a date-time whose
 * day is taken in Europe/Rome) overrides it for the local stack and the tests; production bundles
 * compile the variable out (infra's esbuild `define`), so it cannot be set there.
 */
export function today(now: Date = new Date()): IsoDate {
  // Written out, not through common/env.ts: esbuild's `define` replaces this exact expression.
  const override = process.env.SITE_CLOCK;
  if (override) {
    const day = siteClockDate(override);
    if (!day) throw new Error(`SITE_CLOCK must be ${siteClockFormats}, got "${override}"`);
    return day;
  }
  return yachtDate(now);
}
