import type { IsoDate } from '../data/season';
import { yachtDate } from './yachtDay';

/**
 * Today's date in the yacht's time zone (Europe/Rome), in the browser (call it client-side only). The local stack can
 * set it with SITE_CLOCK, which its server writes into <meta name="site-clock">;
 * production pages never carry that tag.
 */
export function siteToday(): IsoDate {
  const override = document.querySelector('meta[name="site-clock"]')?.getAttribute('content');
  if (override && /^\d{4}-\d{2}-\d{2}$/.test(override)) return override as IsoDate;
  return yachtDate();
}
