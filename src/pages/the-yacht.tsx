import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Gallery from '@site/src/components/Gallery';
import PageHeader from '@site/src/components/PageHeader';
import Picture from '@site/src/components/Picture';
import { yachtPage, type StorySection } from '@site/src/data/copy/yacht';
import { images, type ImageSlot } from '@site/src/data/images';
import { technicalGroups } from '@site/src/data/yacht';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import { phaseAttribute } from '@site/src/lib/useSeasonPhase';
import { useSeasonView } from '@site/src/lib/useSeasonView';
import styles from './the-yacht.module.css';

function Story({
  section,
  picture,
  reverse = false,
}: {
  section: StorySection;
  picture: ImageSlot;
  reverse?: boolean;
}) {
  const t = useT();
  return (
    <section id={section.id} className={styles.story}>
      <div className={`container ${styles.storyInner} ${reverse ? styles.reverse : ''}`}>
        <div>
          <h2>{t(section.title)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.en}>{t(paragraph)}</p>
          ))}
        </div>
        <Picture slot={picture} />
      </div>
    </section>
  );
}

function TechnicalFeatures() {
  const t = useT();
  return (
    <section id="technical-features" className={styles.technical}>
      <div className="container">
        <h2>{t(yachtPage.technical.title)}</h2>
        <div className={styles.groups}>
          {technicalGroups.map((group) => (
            <div key={group.id} className={styles.group}>
              <h3>{t(group.title)}</h3>
              <dl className={styles.features}>
                {group.features.map((feature) => (
                  <div key={feature.label.en} className={styles.feature}>
                    <dt>{t(feature.label)}</dt>
                    <dd>{t(feature.value)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The page's close: a way to ask for a week, straight to the Join us page's calendar and form. */
function Ask() {
  const t = useT();
  const { phase, live } = useSeasonView(useLocale());
  return (
    <section className={styles.ask} aria-labelledby="ask-title">
      <div className="container">
        <h2 id="ask-title">{t(yachtPage.ask.title)}</h2>
        <p {...(live ? phaseAttribute(phase) : {})}>{t(live ? yachtPage.ask.text[phase] : yachtPage.ask.textServed)}</p>
        <Link className="button button--primary button--lg" to="/join-us/#availability" data-testid="yacht-ask">
          {t(live ? yachtPage.ask.cta[phase] : yachtPage.ask.ctaServed)}
        </Link>
      </div>
    </section>
  );
}

export default function TheYacht() {
  const t = useT();
  return (
    <Layout title={t(yachtPage.title)} description={t(yachtPage.description)}>
      <main>
        <PageHeader eyebrow="Libeccio" title={t(yachtPage.title)} lead={t(yachtPage.lead)} />
        <Story section={yachtPage.story} picture={images.hero} />
        <Story section={yachtPage.sailing} picture={images.sailing} reverse />
        <Story section={yachtPage.interior} picture={images.interior} />
        <Gallery />
        <TechnicalFeatures />
        <Ask />
      </main>
    </Layout>
  );
}
