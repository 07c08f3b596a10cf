import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import { contactPage } from '@site/src/data/copy/pages';
import { contact, contactLinks } from '@site/common/facts/site';
import { useT } from '@site/src/i18n/useLocale';
import styles from './contact.module.css';

export default function Contact() {
  const t = useT();
  return (
    <Layout title={t(contactPage.title)} description={t(contactPage.description)}>
      <main>
        <PageHeader title={t(contactPage.title)} lead={t(contactPage.lead)} />
        <section className={`container ${styles.options}`}>
          <div className={styles.option}>
            <h2>{t(contactPage.email.title)}</h2>
            <p>{t(contactPage.email.text)}</p>
            <a className={styles.email} href={contactLinks.mailto}>
              {contact.email}
            </a>
          </div>
          <div className={styles.option}>
            <h2>{t(contactPage.chat.title)}</h2>
            <p>{t(contactPage.chat.text)}</p>
            <a
              className="button button--primary button--lg"
              href={contactLinks.chat}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(contactPage.chat.cta)}
            </a>
          </div>
        </section>
      </main>
    </Layout>
  );
}
