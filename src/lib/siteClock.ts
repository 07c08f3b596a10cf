import type { IsoDate } from '../data/season';

/**
 * Today's date in the browser (call it client-side only). The local stack can
 * set it with SITE_CLOCK, which its server writes into <meta name="site-clock">;
 * production pages never carry that tag.
 */
export function siteToday(): IsoDate {
  const override = document.querySelector('meta[name="site-clock"]')?.getAttribute('content');
  if (override && /^\d{4}-\d{2}-\d{2}$/.test(override)) return override as IsoDate;
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}` as IsoDate;
}
