import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { liveWeek, weeks, type Week } from '@site/src/data/availability';
import { calendarCopy } from '@site/src/data/copy/forms';
import { season, type IsoDate } from '@site/src/data/season';
import { fill, formatDate, formatDateRange } from '@site/src/i18n/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import calendarStyles from '../CharterRequest/styles.module.css';
import styles from './styles.module.css';

/**
 * The season's weeks as the build saw them, in the served HTML: what a reader
 * without JavaScript sees, and what everyone sees until the live calendar
 * mounts in its place (src/components/CharterRequest). Plain HTML, no script.
 */
export default function WeekSnapshot() {
  const t = useT();
  const locale = useLocale();
  const { siteConfig } = useDocusaurusContext();
  const asOf = String(siteConfig.customFields?.availabilitySnapshot ?? season.legs[0].from) as IsoDate;
  const state = (week: Week) => (week.from <= asOf ? 'past' : liveWeek(week, asOf).status);
  return (
    <div className={styles.snapshot} data-testid="week-snapshot">
      <p className={styles.asOf}>{fill(t(calendarCopy.snapshotAsOf), { date: formatDate(asOf, locale) })}</p>
      {season.legs.map((leg) => (
        <table key={leg.id} className={styles.table}>
          <caption>{t(leg.name)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(calendarCopy.snapshotWeek)}</th>
              <th scope="col">{t(calendarCopy.snapshotStatus)}</th>
            </tr>
          </thead>
          <tbody>
            {weeks
              .filter((week) => week.leg === leg.id)
              .map((week) => {
                const range = formatDateRange(week.from, week.to, locale);
                const status = state(week);
                return (
                  <tr key={week.from}>
                    <td>
                      {range.from} – {range.to}
                    </td>
                    <td>
                      <span
                        className={clsx(calendarStyles.swatch, calendarStyles[`tile-${status}`])}
                        aria-hidden="true"
                      />
                      {t(calendarCopy.status[status])}
                    </td>
                  </tr>
                );
              })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
