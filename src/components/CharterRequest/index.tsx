import { useState } from 'react';
import { openWeeks, type Week } from '@site/src/data/availability';
import { calendarCopy } from '@site/src/data/copy/forms';
import { season } from '@site/src/data/season';
import { useT } from '@site/src/i18n/useLocale';
import { siteToday } from '@site/src/lib/siteClock';
import RequestForm from './RequestForm';
import WeekCalendar from './WeekCalendar';
import styles from './styles.module.css';

/** The Join us page's availability calendar and request form, sharing the chosen week. Client-only. */
export default function CharterRequest() {
  const t = useT();
  const [today] = useState(siteToday);
  const [week, setWeek] = useState<Week>();
  const open = openWeeks(today);
  if (open.length === 0) {
    return (
      <div className={styles.closed} role="status">
        <h3>{t(calendarCopy.closedTitle)}</h3>
        <p>{t(calendarCopy.closedText)}</p>
        <a className="button button--primary" href="#newsletter">
          {t(calendarCopy.closedLink)}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <div>
        <h3>{t(calendarCopy.title)}</h3>
        <p className={styles.help}>{t(calendarCopy.help)}</p>
        <WeekCalendar today={today} selected={week} onSelect={setWeek} start={open[0]?.from ?? season.legs[0].from} />
      </div>
      <RequestForm week={week} onWeekRejected={() => setWeek(undefined)} />
    </div>
  );
}
