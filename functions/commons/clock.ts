import type { IsoDate } from '../../src/data/season';
import { yachtDate } from '../../src/lib/yachtDay';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Today's date in the yacht's time zone (Europe/Rome). SITE_CLOCK (an ISO date) overrides it for the local stack and
 * the tests; production bundles compile the variable out (infra's esbuild
 * `define`), so it cannot be set there.
 */
export function today(now: Date = new Date()): IsoDate {
  const override = process.env.SITE_CLOCK;
  if (override) {
    if (!isoDate.test(override)) throw new Error(`SITE_CLOCK must be an ISO date (YYYY-MM-DD), got "${override}"`);
    return override as IsoDate;
  }
  return yachtDate(now);
}
