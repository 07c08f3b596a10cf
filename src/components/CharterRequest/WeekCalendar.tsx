import Calendar from 'react-calendar';
import 'react-calendar/dist/Calendar.css';
import clsx from 'clsx';
import { isOpen, weekOfDay, type Week } from '@site/common/facts/weeks';
import { tileState, type TileState } from './dayStates';
import { calendarLabels } from '@site/src/data/copy/a11y';
import { calendarCopy } from '@site/src/data/copy/forms';
import type { IsoDate } from '@site/common/yachtDay';
import type { Passage } from '@site/common/facts/seasons';
import { htmlLang } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import styles from './styles.module.css';

const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}` as IsoDate;
const fromIso = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

interface WeekCalendarProps {
  today: IsoDate;
  /** The weeks of the seasons shown (under way or ahead): the live list once loaded, the build's until then. */
  weeks: readonly Week[];
  selected?: Week;
  onSelect(week: Week): void;
  /** The first month shown. */
  start: IsoDate;
  /** The positioning passages between the shown seasons' legs: their days are drawn as the passage. */
  passages: readonly Passage[];
}

/** Month view across the seasons shown, year to year: each day coloured and labelled by its week's status; a click picks the whole week. */
export default function WeekCalendar({ today, weeks, selected, onSelect, start, passages }: WeekCalendarProps) {
  const t = useT();
  const locale = useLocale();
  const first = weeks[0]?.from ?? start;
  const last = weeks.reduce<string>((end, week) => (week.to > end ? week.to : end), start);
  return (
    <div className={styles.calendarBlock}>
      <Calendar
        className={styles.calendar}
        locale={htmlLang[locale]}
        calendarType="iso8601"
        minDetail="month"
        maxDetail="month"
        minDate={fromIso(first)}
        maxDate={fromIso(last)}
        defaultActiveStartDate={fromIso(`${start.slice(0, 7)}-01`)}
        value={selected ? [fromIso(selected.from), fromIso(selected.to)] : null}
        selectRange={false}
        showNeighboringMonth={false}
        next2Label={null}
        prev2Label={null}
        prevAriaLabel={t(calendarLabels.previous)}
        nextAriaLabel={t(calendarLabels.next)}
        onClickDay={(date) => {
          const week = weekOfDay(toIso(date), weeks);
          if (week && isOpen(week, today)) onSelect(week);
        }}
        tileDisabled={({ date, view }) => {
          if (view !== 'month') return false;
          const week = weekOfDay(toIso(date), weeks);
          return !week || !isOpen(week, today);
        }}
        tileClassName={({ date, view }) => {
          if (view !== 'month') return undefined;
          const iso = toIso(date);
          const state = tileState(iso, weekOfDay(iso, weeks), today, passages);
          const inSelection = selected && iso >= selected.from && iso <= selected.to;
          return clsx(styles[`tile-${state}`], inSelection && styles.tileSelected);
        }}
        tileContent={({ date, view }) => {
          if (view !== 'month') return null;
          const iso = toIso(date);
          const state = tileState(iso, weekOfDay(iso, weeks), today, passages);
          const inSelection = selected && iso >= selected.from && iso <= selected.to;
          return (
            <span className="sr-only">
              {inSelection ? `, ${t(calendarCopy.status.selected)}` : ''}, {t(calendarCopy.status[state])}
            </span>
          );
        }}
      />
      <Legend />
    </div>
  );
}

function Legend() {
  const t = useT();
  const items: TileState[] = ['available', 'optioned', 'not-available', 'passage', 'closed', 'past'];
  return (
    <div className={styles.legend}>
      <h4 className={styles.legendTitle}>{t(calendarCopy.legend)}</h4>
      <ul>
        {items.map((state) => (
          <li key={state}>
            <span className={clsx(styles.swatch, styles[`tile-${state}`])} aria-hidden="true" />
            {t(calendarCopy.status[state])}
          </li>
        ))}
        <li>
          <span className={clsx(styles.swatch, styles.tileSelected)} aria-hidden="true" />
          {t(calendarCopy.status.selected)}
        </li>
      </ul>
    </div>
  );
}
