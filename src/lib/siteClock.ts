import { siteClockDate, yachtDate, type IsoDate } from '../../common/yachtDay';

/**
 * Today's date in the yacht's time zone (Europe/Rome), in the browser (call it client-side only). The local stack can
 * set it with SITE_CLOCK (a date or a date-time), which its server writes into <meta name="site-clock">;
 * production pages never carry that tag.
 */
export function siteToday(): IsoDate {
  const override = document.querySelector('meta[name="site-clock"]')?.getAttribute('content');
  const day = override ? siteClockDate(override) : undefined;
  return day ?? yachtDate();
}
