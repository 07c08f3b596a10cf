import { isLocale, type Locale } from '../../common/locales';

/** The language of the page in the browser, from <html lang>. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : 'en';
}
