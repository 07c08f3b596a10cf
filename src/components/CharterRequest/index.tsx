import { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { openWeeks, weeks as snapshotWeeks, type Week } from '@site/src/data/availability';
import { calendarCopy } from '@site/src/data/copy/forms';
import { season } from '@site/src/data/season';
import { fill, formatDate } from '@site/src/i18n/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import { loadLiveWeeks } from '@site/src/lib/liveAvailability';
import { siteToday } from '@site/src/lib/siteClock';
import RequestForm from './RequestForm';
import WeekCalendar from './WeekCalendar';
import styles from './styles.module.css';

type Source = 'snapshot' | 'live' | 'snapshot-only';

/**
 * The weeks to show: the snapshot built into the page at once, then the live list once it loads
 * (again after each `refresh`). When it cannot load, the snapshot stays and says of when it is.
 */
function useWeeks(refresh: number): { weeks: readonly Week[]; source: Source } {
  const [state, setState] = useState<{ weeks: readonly Week[]; source: Source }>({
    weeks: snapshotWeeks,
    source: 'snapshot',
  });
  useEffect(() => {
    const controller = new AbortController();
    loadLiveWeeks(controller.signal)
      .then((weeks) => setState({ weeks, source: 'live' }))
      .catch(() => {
        if (!controller.signal.aborted) {
          setState((current) => (current.source === 'live' ? current : { ...current, source: 'snapshot-only' }));
        }
      });
    return () => controller.abort();
  }, [refresh]);
  return state;
}

/** The Join us page's availability calendar and request form, sharing the chosen week. Client-only. */
export default function CharterRequest() {
  const t = useT();
  const locale = useLocale();
  const { siteConfig } = useDocusaurusContext();
  const [today] = useState(siteToday);
  const [week, setWeek] = useState<Week>();
  const [refresh, setRefresh] = useState(0);
  const { weeks, source } = useWeeks(refresh);
  const open = openWeeks(today, weeks);
  // A chosen week the live list no longer opens is dropped (the server would answer 409 anyway).
  const chosen = week && open.some((candidate) => candidate.from === week.from) ? week : undefined;
  const snapshotDate = String(siteConfig.customFields?.availabilitySnapshot ?? '');
  const notice =
    source === 'snapshot-only' && snapshotDate ? (
      <p className={styles.snapshotNotice} role="status" data-testid="availability-snapshot">
        {fill(t(calendarCopy.snapshotNotice), { date: formatDate(snapshotDate, locale) })}
      </p>
    ) : null;
  if (open.length === 0) {
    return (
      <>
        {notice}
        <div className={styles.closed} role="status">
          <h3>{t(calendarCopy.closedTitle)}</h3>
          <p>{t(calendarCopy.closedText)}</p>
          <a className="button button--primary" href="#newsletter">
            {t(calendarCopy.closedLink)}
          </a>
        </div>
      </>
    );
  }
  return (
    <div className={styles.layout}>
      <div>
        <h3>{t(calendarCopy.title)}</h3>
        <p className={styles.help}>{t(calendarCopy.help)}</p>
        {notice}
        <WeekCalendar
          today={today}
          weeks={weeks}
          selected={chosen}
          onSelect={setWeek}
          start={open[0]?.from ?? season.legs[0].from}
        />
      </div>
      <RequestForm
        week={chosen}
        onWeekRejected={() => {
          // The week changed since the page loaded: drop it and show the calendar as it is now.
          setWeek(undefined);
          setRefresh((count) => count + 1);
        }}
      />
    </div>
  );
}
