import Link from '@docusaurus/Link';
import { charterGuidePage } from '@site/src/data/charterGuide';
import { useT } from '@site/src/i18n/useLocale';
import styles from './styles.module.css';

/** Near the request form: the link to "How chartering Libeccio works" (src/pages/charter-guide.tsx). */
export default function CharterGuideLink() {
  const t = useT();
  return (
    <p className={styles.hint}>
      {t(charterGuidePage.joinUsHint)} <Link to="/charter-guide/">{t(charterGuidePage.link)}</Link>
    </p>
  );
}
