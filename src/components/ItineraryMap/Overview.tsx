import { joinUsPage } from '@site/src/data/copy/pages';
import { itinerary } from '@site/src/data/itinerary';
import { useT } from '@site/src/i18n/useLocale';
import ItineraryMap from '.';
import styles from './styles.module.css';

/** The two areas on one map, with the positioning passage between them (the Menorca leg's note). */
export default function ItineraryOverview() {
  const t = useT();
  const note = itinerary.find(({ note }) => note)?.note;
  return (
    <section className={styles.overview} aria-labelledby="overview-title">
      <div className="container">
        <h2 id="overview-title">{t(joinUsPage.map.overviewTitle)}</h2>
        {note ? <p className={styles.overviewText}>{t(note)}</p> : null}
        <ItineraryMap id="overview" />
      </div>
    </section>
  );
}
