import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { liveWeek, weeks, type Week } from '@site/common/facts/weeks';
import { areaName } from '@site/common/facts/areas';
import { calendarCopy, requestFailureCopy } from '@site/src/data/copy/forms';
import { contact, contactLinks } from '@site/common/facts/site';
import { seedSeason } from '@site/common/facts/seedSeason';
import { type IsoDate } from '@site/common/yachtDay';
import { sortedLegs } from '@site/common/facts/seasons';
import { fill, formatDate, formatDateRange } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import calendarStyles from '../CharterRequest/styles.module.css';
import styles from './styles.module.css';

/**
 * The weeks still ahead of the seasons the build knows, in the served HTML: what a reader without
 * JavaScript sees, and what everyone sees until the live calendar mounts in its place
 * (src/components/CharterRequest). Past weeks are not listed; with none ahead it says only that
 * the calendar appears here: the owner may have opened a season since the build, so the served
 * page never says none is published. Plain HTML, no script.
 */
export default function WeekSnapshot() {
  const t = useT();
  const locale = useLocale();
  const { siteConfig } = useDocusaurusContext();
  const asOf = String(siteConfig.customFields?.availabilitySnapshot ?? seedSeason.legs[0]!.from) as IsoDate;
  const ahead = weeks.filter((week) => week.from > asOf);
  const state = (week: Week) => liveWeek(week, asOf).status;
  // Without JavaScript the live calendar and the form never come: say so, and how else to write.
  const noScript = (
    <noscript>
      <p className={styles.noScript} data-testid="calendar-noscript">
        {t(calendarCopy.noScript)} <a href={contactLinks.mailto}>{contact.email}</a> {t(requestFailureCopy.or)}{' '}
        <a href={contactLinks.chat}>{contact.whatsapp}</a>.
      </p>
    </noscript>
  );
  if (ahead.length === 0) {
    return (
      <div className={styles.snapshot} data-testid="week-snapshot">
        <p>{t(calendarCopy.snapshotPending)}</p>
        {noScript}
      </div>
    );
  }
  return (
    <div className={styles.snapshot} data-testid="week-snapshot">
      {noScript}
      <p className={styles.asOf}>{fill(t(calendarCopy.snapshotAsOf), { date: formatDate(asOf, locale) })}</p>
      {sortedLegs(seedSeason).map((leg) => {
        const legWeeks = ahead.filter((week) => week.leg === leg.area && week.from >= leg.from && week.from < leg.to);
        if (legWeeks.length === 0) return null;
        return (
          <table key={leg.from} className={styles.table}>
            <caption>
              {t(areaName(leg.area))} {seedSeason.year}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t(calendarCopy.snapshotWeek)}</th>
                <th scope="col">{t(calendarCopy.snapshotStatus)}</th>
              </tr>
            </thead>
            <tbody>
              {legWeeks.map((week) => {
                const range = formatDateRange(week.from, week.to, locale);
                const status = state(week);
                return (
                  <tr key={week.from}>
                    <td>{range.dates}</td>
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
        );
      })}
    </div>
  );
}
