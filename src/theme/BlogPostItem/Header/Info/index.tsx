import clsx from 'clsx';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import { formatDate } from '@site/common/locales';
import { useLocale } from '@site/src/i18n/useLocale';
import styles from './styles.module.css';

/**
 * The post's date in the page's language (reading time is off on this site).
 * The theme's Info builds an Intl.DateTimeFormat in every post's render: 17 on
 * the list, and the first one alone costs a phone ~15 ms of its hydration.
 */
export default function BlogPostItemHeaderInfo({ className }: Props) {
  const { date } = useBlogPost().metadata;
  const locale = useLocale();
  return (
    <div className={clsx(styles.info, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatDate(date, locale)}</time>
    </div>
  );
}
