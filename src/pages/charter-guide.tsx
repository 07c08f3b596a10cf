import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import { charterGuidePage, guideSteps, shownSections, type GuideQuestion } from '@site/src/data/charterGuide';
import type { Locale } from '@site/common/locales';
import { pathTitles } from '@site/common/facts/charterPath';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import { phaseAttribute } from '@site/src/lib/useSeasonPhase';
import { useSeasonView } from '@site/src/lib/useSeasonView';
import styles from './charter-guide.module.css';

/** The answer as one line of text: the structured data's `text`. */
function answerText({ a, list }: GuideQuestion, locale: Locale): string {
  return list ? `${a[locale]} ${list.map((item) => item[locale]).join('; ')}.` : a[locale];
}

/**
 * schema.org FAQPage: every question on the page with its answer, in the page's language; not those the
 * owners have still to answer.
 */
export function faqData(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: shownSections().flatMap(({ questions }) =>
      questions
        .filter((question) => !question.pending)
        .map((question) => ({
          '@type': 'Question',
          name: question.q[locale],
          acceptedAnswer: { '@type': 'Answer', text: answerText(question, locale) },
        })),
    ),
  };
}

/** How chartering Libeccio works: the steps from enquiry to embarkation, then the questions clients ask. */
export default function CharterGuide() {
  const t = useT();
  const locale = useLocale();
  const { phase } = useSeasonView(locale);
  return (
    <Layout title={t(charterGuidePage.title)} description={t(charterGuidePage.description)}>
      <Head>
        <script type="application/ld+json">{JSON.stringify(faqData(locale))}</script>
      </Head>
      <main>
        <PageHeader title={t(charterGuidePage.title)} lead={t(charterGuidePage.lead)} />
        <div className="container">
          <div className={styles.body}>
            <section aria-labelledby="steps">
              <h2 id="steps">{t(pathTitles.path)}</h2>
              <ol className={styles.steps}>
                {guideSteps.map((step) => (
                  <li key={step.title.en}>
                    <h3>{t(step.title)}</h3>
                    <p>{t(step.text)}</p>
                  </li>
                ))}
              </ol>
              <p>
                <Link className="button button--primary" to="/join-us/#availability" {...phaseAttribute(phase)}>
                  {t(charterGuidePage.cta[phase])}
                </Link>
              </p>
            </section>
            {shownSections().map((section) => (
              <section key={section.id} aria-labelledby={section.id} className={styles.section}>
                <h2 id={section.id}>{t(section.title)}</h2>
                {section.questions.map((question) => (
                  <div key={question.id} className={styles.question}>
                    <h3 id={question.id}>{t(question.q)}</h3>
                    <p className={question.pending ? styles.pending : undefined}>{t(question.a)}</p>
                    {question.list ? (
                      <ul>
                        {question.list.map((item) => (
                          <li key={item.en}>{t(item)}</li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                ))}
              </section>
            ))}
          </div>
        </div>
      </main>
    </Layout>
  );
}
