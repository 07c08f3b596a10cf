import type { Availability } from '../../common/contracts/publicAvailability';
import { liveWeek } from '../../common/facts/weeks';
import type { IsoDate } from '../../common/yachtDay';
import type { StoredSeason } from './seasons';
import { published, type StoredWeek } from './weeks';

/** The public answer: every published season, and its weeks as they read on `today`, nothing but dates and statuses. */
export function publicAvailability(
  all: { weeks: readonly StoredWeek[]; seasons: readonly StoredSeason[] },
  today: IsoDate,
): Availability {
  const { seasons, weeks } = published(all);
  const updatedAt = [...weeks, ...seasons].reduce(
    (latest, item) => (item.updatedAt > latest ? item.updatedAt : latest),
    '',
  );
  return {
    updatedAt: updatedAt || new Date(0).toISOString(),
    seasons: seasons.map((season) => ({ year: season.year, legs: season.legs })),
    weeks: weeks.map((week) => {
      const live = liveWeek(week, today);
      return {
        season: week.season,
        leg: live.leg,
        from: live.from,
        to: live.to,
        status: live.status,
        ...(live.status === 'optioned' && live.optionUntil ? { optionUntil: live.optionUntil } : {}),
        ...(week.passageFrom ? { passageFrom: week.passageFrom } : {}),
      };
    }),
  };
}
