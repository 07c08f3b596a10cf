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

/**
 * The current instant as the site's clock reads it: `real` (the real time), unless SITE_CLOCK is a
 * date-time (`2025-06-13T23:30:00Z`): then that instant, standing still, so a test pretending it never
 * waits for a minute or an hour to turn. A date alone (`2025-06-10`) sets only the day (today()), not the
 * time. Production bundles compile the variable out (as for today()): there it is always `real`.
 *
 * Read where a window of the clock decides (the per-client rate limit's minute, functions/platform/rateLimit.ts),
 * not for expiry times: DynamoDB TTL and the local sweep run on the real clock.
 */
export function now(real: Date = new Date()): Date {
  // Written out, not through common/env.ts: esbuild's `define` replaces this exact expression.
  const override = process.env.SITE_CLOCK;
  if (override) {
    if (!siteClockDate(override)) throw new Error(`SITE_CLOCK must be ${siteClockFormats}, got "${override}"`);
    const text = override.trim();
    // A date-time: siteClockDate accepted it with its offset, so it names one instant.
    if (text.includes('T')) return new Date(text);
  }
  return real;
}
