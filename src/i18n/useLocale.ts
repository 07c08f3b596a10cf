import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { isLocale, type Locale, type Localized } from '../../common/locales';

/** The locale of the page being rendered. */
export function useLocale(): Locale {
  const { currentLocale } = useDocusaurusContext().i18n;
  if (!isLocale(currentLocale)) {
    throw new Error(`Unsupported locale "${currentLocale}"`);
  }
  return currentLocale;
}

/** Returns a function that picks the current page's half of a `Localized` value. */
export function useT(): <T>(value: Localized<T>) => T {
  const locale = useLocale();
  return (value) => value[locale];
}
