import { layoutCopy } from '@site/src/data/copy/pages';
import { useT } from '@site/src/i18n/useLocale';
import styles from './styles.module.css';

/**
 * The newsletter block shown on every page. The sign-up form itself is built
 * by the charter-requests issue; this is its place in the layout.
 */
export default function NewsletterSlot() {
  const t = useT();
  return (
    <aside className={styles.newsletter} aria-labelledby="newsletter-title" data-newsletter-slot>
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="newsletter-title" className={styles.title}>
            {t(layoutCopy.newsletter.title)}
          </h2>
          <p className={styles.text}>{t(layoutCopy.newsletter.text)}</p>
        </div>
      </div>
    </aside>
  );
}
