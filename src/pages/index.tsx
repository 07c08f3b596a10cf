import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Picture from '@site/src/components/Picture';
import { home } from '@site/src/data/copy/home';
import { images } from '@site/src/data/images';
import { contactLinks, site } from '@site/common/facts/site';
import { fill } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import { organizationData } from '@site/src/lib/organizationData';
import { phaseAttribute } from '@site/src/lib/useSeasonPhase';
import { useSeasonView } from '@site/src/lib/useSeasonView';
import styles from './index.module.css';

function Hero() {
  const t = useT();
  const { phase, values: year, live } = useSeasonView(useLocale());
  return (
    <header className={styles.hero}>
      <Picture slot={images.hero} className={styles.heroArt} priority sizes="100vw" />
      <div className={`container ${styles.heroInner}`}>
        <span className={styles.heroEyebrow}>{t(home.hero.eyebrow)}</span>
        <h1 className={styles.heroTitle}>{t(home.hero.title)}</h1>
        {/* The largest paint: the same text served and hydrated, never re-rendered by the live seasons. */}
        <p className={styles.heroText}>{t(home.hero.text)}</p>
        <div className={styles.heroActions}>
          {/* "Tell us your dates": true in every phase, so its width (and the row) never changes after load. */}
          <Link className="button button--primary button--lg" to="/join-us/#availability">
            {t(home.hero.primary.after)}
          </Link>
          <Link className={`button button--outline button--lg ${styles.heroSecondary}`} to="/the-yacht/">
            {t(home.hero.secondary)}
          </Link>
        </div>
        {/* The live seasons add their sentence here, in room kept for it (no line moves); served empty. */}
        <p className={styles.heroSeason} data-testid="hero-season">
          {live && <span {...phaseAttribute(phase)}>{fill(t(home.hero.season[phase]), year)}</span>}
        </p>
      </div>
    </header>
  );
}

function Highlights() {
  const t = useT();
  return (
    <section className={styles.highlights} aria-label={t(home.hero.eyebrow)}>
      <div className="container">
        <ul className={styles.cards}>
          {home.highlights.map((card, index) => (
            <li key={card.title.en} className={styles.card}>
              <span className={styles.cardNumber} aria-hidden="true">
                0{index + 1}
              </span>
              <h2 className={styles.cardTitle}>{t(card.title)}</h2>
              <p>{t(card.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Journey() {
  const t = useT();
  return (
    <section className={styles.journey}>
      <div className={`container ${styles.journeyInner}`}>
        <div>
          <h2>{t(home.journey.title)}</h2>
          <p>{t(home.journey.text)}</p>
        </div>
        <a
          className="button button--primary button--lg"
          href={contactLinks.instagram}
          rel="noopener noreferrer"
          target="_blank"
        >
          {t(home.journey.cta)} <span aria-hidden="true">&nbsp;↗</span>
        </a>
      </div>
    </section>
  );
}

function YachtTeaser() {
  const t = useT();
  return (
    <section className={styles.split}>
      <div className={`container ${styles.splitInner}`}>
        <Picture slot={images.sailing} />
        <div>
          <span className="eyebrow">{t(home.teaser.eyebrow)}</span>
          <h2>{t(home.teaser.title)}</h2>
          <p>{t(home.teaser.text)}</p>
          <Link className="button button--outline button--primary" to="/the-yacht/">
            {t(home.teaser.cta)}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Experience() {
  const t = useT();
  const { phase, values } = useSeasonView(useLocale());
  return (
    <section className={styles.experience}>
      <div className="container">
        <span className="eyebrow">{t(home.experience.eyebrow)}</span>
        <h2>{t(home.experience.title)}</h2>
        <div className={styles.moments}>
          {home.experience.items.map((item) => (
            <div key={item.title.en} className={styles.moment}>
              <h3>{t(item.title)}</h3>
              <p>{t(item.text)}</p>
            </div>
          ))}
        </div>
        <Link className="button button--primary button--lg" to="/join-us/#availability">
          {fill(t(home.experience.cta[phase]), values)}
        </Link>
      </div>
    </section>
  );
}

export default function Home() {
  const t = useT();
  const locale = useLocale();
  return (
    <Layout title={t(home.title)} description={t(site.description)}>
      <Head>
        <script type="application/ld+json">{JSON.stringify(organizationData(locale))}</script>
      </Head>
      <main>
        <Hero />
        <Highlights />
        <Journey />
        <YachtTeaser />
        <Experience />
      </main>
    </Layout>
  );
}
