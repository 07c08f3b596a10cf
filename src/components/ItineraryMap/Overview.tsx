import overview from '@itinerary-maps-data/overview.json';
import { joinUsPage } from '@site/src/data/copy/pages';
import { useT } from '@site/src/i18n/useLocale';
import ItineraryMap from '.';
import { inlineMap } from './overlay';
import styles from './styles.module.css';

/** The two areas on one map, with the positioning passage between them. */
export default function ItineraryOverview() {
  const t = useT();
  return (
    <section className={styles.overview} aria-labelledby="overview-title">
      <div className="container">
        <h2 id="overview-title">{t(joinUsPage.map.overviewTitle)}</h2>
        <p className={styles.overviewText}>{t(joinUsPage.map.overviewText)}</p>
        <ItineraryMap id={inlineMap} land={overview.land} />
      </div>
    </section>
  );
}
