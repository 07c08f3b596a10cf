import { Fragment } from 'react';
import Link from '@docusaurus/Link';
import { layoutCopy } from '@site/src/data/copy/layout';
import { operatorFacts } from '@site/common/facts/site';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import styles from './styles.module.css';

/** The footer's legal line on every page: who runs the site, and the privacy and accessibility pages. */
export default function OperatorLine() {
  const t = useT();
  const locale = useLocale();
  const copy = layoutCopy.legal;
  return (
    <div className={styles.legal} data-testid="operator">
      <p className={styles.facts}>
        {operatorFacts(locale).map((fact, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            <span>{fact}</span>
          </Fragment>
        ))}
      </p>
      <nav className={styles.links} aria-label={t(copy.label)}>
        <Link to="/privacy/">{t(copy.privacy)}</Link>
        <Link to="/accessibility/">{t(copy.accessibility)}</Link>
      </nav>
    </div>
  );
}
