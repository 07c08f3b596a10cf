import { lazy, Suspense } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import WeekSnapshot from '@site/src/components/WeekSnapshot';
import WhenNear from '@site/src/components/WhenNear';
import ItineraryMap from '@site/src/components/ItineraryMap';
import CharterGuideLink from '@site/src/components/CharterGuideLink';
import ItineraryOverview from '@site/src/components/ItineraryMap/Overview';
import Picture from '@site/src/components/Picture';
import { joinUsPage } from '@site/src/data/copy/pages';
import { images } from '@site/src/data/images';
import { dayMiles, itinerary, itineraryPdfName, type ItineraryLeg } from '@site/common/facts/itinerary';
import { bookingRule } from '@site/common/facts/seedSeason';
import { charterPath, included, notIncluded, pathTitles } from '@site/common/facts/charterPath';
import { areasInText, listInText } from '@site/common/facts/areas';
import { sortedLegs, type SeasonLeg } from '@site/common/facts/seasons';
import { contact, contactLinks } from '@site/common/facts/site';
import { fill, formatDateRange } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import { phaseAttribute } from '@site/src/lib/useSeasonPhase';
import { useSeasonView } from '@site/src/lib/useSeasonView';
import styles from './join-us.module.css';
import { apiRoutes } from '../../common/apiRoutes';

// Loaded when the reader nears the availability section: the calendar and the form's code stay out of
// the page's start-up (see WhenNear).
const CharterRequest = lazy(() => import('@site/src/components/CharterRequest'));

/** The season as an iCalendar feed (functions/availability-feed.ts), for calendar apps to subscribe to. */
const feedUrl = apiRoutes.availabilityFeed.path;

/** "Dal 24 aprile al 28 agosto 2027": a range on a line of its own. */
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One area's itinerary; `legs`: the next season's legs in it (its dates), none between seasons. */
function LegSection({ legs, ...itineraryLeg }: ItineraryLeg & { legs: readonly SeasonLeg[] }) {
  const { leg, base, intro, days } = itineraryLeg;
  const miles = dayMiles(itineraryLeg);
  const t = useT();
  const locale = useLocale();
  return (
    <section id={leg.id} className={styles.leg} aria-labelledby={`${leg.id}-title`}>
      <div className="container">
        <div className={styles.legHead}>
          <h2 id={`${leg.id}-title`}>{t(leg.name)}</h2>
          {legs.map((sailed) => (
            <p key={sailed.from} className={styles.dates}>
              {upperFirst(formatDateRange(sailed.from, sailed.to, locale).dates)}
            </p>
          ))}
          <p className={styles.base}>
            {t(joinUsPage.base)}: {t(base)}
          </p>
        </div>
        <p className={styles.intro}>{t(intro)}</p>
        <h3 className={styles.weekTitle}>{t(joinUsPage.typicalWeek)}</h3>
        <ol className={styles.days}>
          {days.map((day, index) => (
            <li key={day.title.en} className={styles.day}>
              <span className={styles.dayNumber}>
                {fill(t(joinUsPage.day), { n: index + 1 })} · {fill(t(joinUsPage.miles), { n: miles[index]! })}
              </span>
              <h4>{t(day.title)}</h4>
              <p>{t(day.text)}</p>
            </li>
          ))}
        </ol>
        <ItineraryMap id={leg.id} />
      </div>
    </section>
  );
}

export default function JoinUs() {
  const t = useT();
  const locale = useLocale();
  // Every invitation to charter links here (/join-us/#availability): declared for the build's anchor check.
  useBrokenLinks().collectAnchor('availability');
  const pdfUrl = useBaseUrl(`/downloads/${itineraryPdfName[locale]}`);
  // The served HTML names no season and says none is missing: the build's seasons may be stale by the
  // time it is read. The live seasons add the season's sentence, dates and title once read.
  const { phase, season, values, live } = useSeasonView(locale);
  const year = values;
  const legs = live && season ? sortedLegs(season) : [];
  const legList = listInText(
    legs.map((leg) =>
      fill(t(joinUsPage.descriptionLeg), {
        area: areasInText([leg.area], locale),
        ...formatDateRange(leg.from, leg.to, locale),
      }),
    ),
    locale,
  );
  return (
    <Layout
      title={fill(t(joinUsPage.title[live ? phase : 'after']), year)}
      description={
        live ? fill(t(joinUsPage.description[phase]), { ...year, legs: legList }) : t(joinUsPage.descriptionServed)
      }
    >
      <main>
        <PageHeader
          title={fill(t(joinUsPage.heading[live ? phase : 'after']), year)}
          titleClassName={styles.title}
          lead={t(joinUsPage.leadServed)}
        >
          <div className={styles.headerActions}>
            <a className="button button--primary button--lg" href="#availability" data-testid="to-availability">
              {t(joinUsPage.toAvailability)}
            </a>
            <a className={`button button--outline button--lg ${styles.pdf}`} href={pdfUrl} download>
              {t(joinUsPage.pdf.cta)}
            </a>
          </div>
          {/* The live seasons add their sentence here, in room kept for it; served empty. */}
          <p className={styles.seasonLine} data-testid="season-line">
            {live && <span {...phaseAttribute(phase)}>{fill(t(joinUsPage.leadByPhase[phase]), year)}</span>}
          </p>
        </PageHeader>

        <ItineraryOverview />
        {itinerary.map((leg) => (
          <LegSection key={leg.leg.id} {...leg} legs={legs.filter((sailed) => sailed.area === leg.leg.id)} />
        ))}

        <section className={styles.included} aria-labelledby="included-title">
          <div className={`container ${styles.includedInner}`}>
            <div>
              <h2 id="included-title">{t(pathTitles.included)}</h2>
              <ul className={styles.includedList}>
                {included.map((item) => (
                  <li key={item.en}>{t(item)}</li>
                ))}
              </ul>
              <h3 id="not-included">{t(pathTitles.notIncluded)}</h3>
              <ul className={styles.includedList} data-testid="not-included">
                {notIncluded.map((item) => (
                  <li key={item.en}>{t(item)}</li>
                ))}
              </ul>
            </div>
            <div className={styles.rule}>
              <h3>{t(joinUsPage.bookingTitle)}</h3>
              <p>{t(bookingRule)}</p>
              <h3 id="path">{t(pathTitles.path)}</h3>
              <ol className={styles.path} data-testid="charter-path">
                {charterPath.map((step) => (
                  <li key={step.id}>
                    <strong>{t(step.title)}.</strong> {t(step.text)}
                  </li>
                ))}
              </ol>
              <Picture slot={images.compass} />
            </div>
          </div>
        </section>

        <section id="availability" className={styles.availability} aria-labelledby="availability-title">
          <div className="container">
            <h2 id="availability-title">{t(joinUsPage.availability.title)}</h2>
            <CharterGuideLink />
            <p className={styles.availabilityLead}>
              {live ? fill(t(joinUsPage.availability.text[phase]), year) : t(joinUsPage.availability.textServed)}{' '}
              <a href={contactLinks.mailto}>{contact.email}</a>
            </p>
            <p className={styles.availabilityLead}>
              {t(joinUsPage.availability.feed)}{' '}
              <a
                href={locale === 'it' ? `${feedUrl}?lang=it` : feedUrl}
                type="text/calendar"
                data-testid="availability-feed"
              >
                {t(joinUsPage.availability.feedLink)}
              </a>
            </p>
            <WhenNear fallback={<WeekSnapshot />}>
              {() => (
                <Suspense fallback={<WeekSnapshot />}>
                  <CharterRequest />
                </Suspense>
              )}
            </WhenNear>
          </div>
        </section>

        <section className={styles.download}>
          <div className="container">
            <h2>{t(joinUsPage.pdf.title)}</h2>
            <a className="button button--outline button--primary" href={pdfUrl} download>
              {t(joinUsPage.pdf.cta)}
            </a>
          </div>
        </section>
      </main>
    </Layout>
  );
}
