import { useState } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { openWeeks, type Week } from '@site/common/facts/weeks';
import { areaName } from '@site/common/facts/areas';
import { calendarCopy } from '@site/src/data/copy/forms';
import { passagesOf, seasonEnd } from '@site/common/facts/seasons';
import { fill, formatDate, formatDateRange } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import { useSeasons } from '@site/src/lib/useSeasons';
import RequestForm from './RequestForm';
import WeekCalendar from './WeekCalendar';
import styles from './styles.module.css';

/** The Join us page's availability calendar and request form, sharing the chosen week. Client-only. */
export default function CharterRequest() {
  const t = useT();
  const locale = useLocale();
  const { siteConfig } = useDocusaurusContext();
  const [week, setWeek] = useState<Week>();
  const [refresh, setRefresh] = useState(0);
  const { seasons, weeks, source, today } = useSeasons(refresh);
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
  // Seasons still ahead or under way: the calendar moves across them; past ones are not shown.
  const current = seasons.filter((season) => season.legs.length > 0 && seasonEnd(season) >= today);
  const shown = weeks.filter((candidate) => current.some((season) => season.year === candidate.season));
  const onWeekRejected = () => {
    // The week changed since the page loaded: drop it and show the calendar as it is now.
    setWeek(undefined);
    setRefresh((count) => count + 1);
  };
  if (open.length === 0) {
    // No week can be chosen (between seasons, or every week taken): the form stays, for preferred dates.
    return (
      <div className={styles.layout}>
        <div>
          {notice}
          <div className={styles.closed} role="status" data-testid="no-week">
            <h3>{t(current.length > 0 ? calendarCopy.fullTitle : calendarCopy.closedTitle)}</h3>
            <p>{t(current.length > 0 ? calendarCopy.fullText : calendarCopy.closedText)}</p>
            <a className="button button--secondary" href="#newsletter">
              {t(calendarCopy.closedLink)}
            </a>
          </div>
        </div>
        <RequestForm mode="dates" today={today} onWeekRejected={onWeekRejected} />
      </div>
    );
  }
  const passages = current.flatMap((season) =>
    passagesOf(
      season,
      weeks.filter((candidate) => candidate.season === season.year),
    ),
  );
  return (
    <div className={styles.layout}>
      <div>
        <h3>{t(calendarCopy.title)}</h3>
        <p className={styles.help}>{t(calendarCopy.help)}</p>
        {notice}
        <WeekCalendar
          today={today}
          weeks={shown}
          selected={chosen}
          onSelect={setWeek}
          start={open[0]!.from}
          passages={passages}
        />
        {passages.map((passage) => (
          <p key={passage.from} className={clsx(styles.help, styles.passageNote)} data-testid="passage-note">
            {fill(t(calendarCopy.passage), {
              fromArea: t(areaName(passage.fromArea)),
              toArea: t(areaName(passage.toArea)),
              ...formatDateRange(passage.from, passage.to, locale),
            })}
          </p>
        ))}
      </div>
      <RequestForm mode="week" week={chosen} today={today} onWeekRejected={onWeekRejected} />
    </div>
  );
}
