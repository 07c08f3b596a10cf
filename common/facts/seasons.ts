import { areaIds, areaName, isAreaId, passageDays, type AreaId } from './areas';
import type { Week } from './weeks';
import { addDays, type IsoDate } from '../yachtDay';

/** Where the site clock stands against the season: before it opens, while it sails, or after it ends. */
export type SeasonPhase = 'before' | 'during' | 'after';

/** One leg of a season: a stretch of weeks in one cruising area, first and last day included. */
export interface SeasonLeg {
  area: string;
  from: IsoDate;
  to: IsoDate;
}

/** A charter season as the owner opens it (`npm run owner -- season open`) and the API publishes it. */
export interface Season {
  year: number;
  legs: readonly SeasonLeg[];
}

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10) as IsoDate;
const isSaturday = (day: string) => new Date(toTime(day)).getUTCDay() === 6;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): value is IsoDate {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toTime(value)) && fromTime(toTime(value)) === value;
}

/** The legs in sailing order. */
export const sortedLegs = (season: Season): SeasonLeg[] =>
  // ISO dates sort as strings; localeCompare would load the browser's collation data while the page hydrates.
  [...season.legs].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));

export const seasonStart = (season: Season): IsoDate => sortedLegs(season)[0]!.from;
export const seasonEnd = (season: Season): IsoDate =>
  season.legs.reduce<IsoDate>((end, leg) => (leg.to > end ? leg.to : end), season.legs[0]!.to);

/**
 * Every week of a season. Weeks turn around on Saturdays: a leg's first week runs from its first day
 * to its first Saturday (a full week when it starts on one), its last ends on its last day. When
 * the previous leg sailed other waters, the weeks that begin before Libeccio can have sailed across
 * (the previous leg's last day plus the passage, common/facts/areas.ts) are the positioning passage: not
 * for charter, and they carry where she comes from (`passageFrom`). Every other week is available.
 */
export function generateWeeks(season: Season): Week[] {
  const weeks: Week[] = [];
  let previous: SeasonLeg | undefined;
  for (const leg of sortedLegs(season)) {
    const arrival =
      previous && previous.area !== leg.area && isAreaId(previous.area) && isAreaId(leg.area)
        ? addDays(previous.to, passageDays(previous.area, leg.area))
        : undefined;
    let start = leg.from;
    while (start < leg.to) {
      let boundary = addDays(start, 1);
      while (!isSaturday(boundary)) boundary = addDays(boundary, 1);
      const end = boundary < leg.to ? boundary : leg.to;
      const positioning = arrival !== undefined && start < arrival;
      weeks.push({
        season: season.year,
        leg: leg.area,
        from: start,
        to: end,
        status: positioning ? 'not-available' : 'available',
        ...(positioning ? { passageFrom: previous!.area } : {}),
      });
      start = end;
    }
    previous = leg;
  }
  return weeks;
}

/** A changeover between two areas: Libeccio sails from `fromArea` after `from` and charters again from `to`. */
export interface Passage {
  fromArea: string;
  toArea: string;
  /** The previous leg's last day. */
  from: IsoDate;
  /** The first day of the next leg's first charter week. */
  to: IsoDate;
}

/** The positioning passages of a season, for the calendar's note. */
export function passagesOf(season: Season, weeks: readonly Week[] = generateWeeks(season)): Passage[] {
  const legs = sortedLegs(season);
  const passages: Passage[] = [];
  for (let index = 1; index < legs.length; index += 1) {
    const previous = legs[index - 1]!;
    const leg = legs[index]!;
    if (previous.area === leg.area) continue;
    const firstCharter = weeks.find((week) => week.from >= leg.from && week.from < leg.to && !week.passageFrom);
    passages.push({ fromArea: previous.area, toArea: leg.area, from: previous.to, to: firstCharter?.from ?? leg.to });
  }
  return passages;
}

/**
 * Why a season cannot be opened as given, in one line for the owner; undefined when it can. Checks
 * the legs against each other and against `today` (a season never opens in the past). Whether the
 * year exists already is the store's check.
 */
export function seasonRefusal(season: Season, today: IsoDate): string | undefined {
  const { year } = season;
  if (!Number.isInteger(year) || year < 2000 || year > 2999) return `"${year}" is not a year: give e.g. 2027.`;
  if (season.legs.length === 0) {
    return `A season needs at least one leg: --leg <area>:<first day>:<last day>, e.g. --leg aeolian:${year}-04-24:${year}-08-28.`;
  }
  for (const leg of season.legs) {
    if (!isAreaId(leg.area)) {
      return `Unknown area "${leg.area}": the site has itineraries for ${areaIds.join(' and ')} only; a new area is content work for a developer (common/facts/areas.ts and common/facts/itinerary.ts).`;
    }
    for (const day of [leg.from, leg.to]) {
      if (!isCalendarDate(day)) return `"${day}" is not a date: give YYYY-MM-DD, e.g. ${year}-04-24.`;
      if (!day.startsWith(`${year}-`))
        return `The ${leg.area} leg's day ${day} is not in ${year}: a season's legs fall in its year.`;
    }
    if (leg.to <= leg.from) {
      return `The ${leg.area} leg runs backwards (${leg.from} to ${leg.to}): its last day comes after its first.`;
    }
    if (leg.from <= today) {
      return `The ${leg.area} leg starts on ${leg.from}, not after today (${today}): a season opens for days still ahead.`;
    }
  }
  const legs = sortedLegs(season);
  const weeks = generateWeeks(season);
  for (let index = 1; index < legs.length; index += 1) {
    const previous = legs[index - 1]!;
    const leg = legs[index]!;
    if (leg.from < previous.to) {
      return `The ${previous.area} leg (${previous.from} to ${previous.to}) and the ${leg.area} leg (${leg.from} to ${leg.to}) overlap: start the later one on ${previous.to} or after.`;
    }
    if (previous.area !== leg.area) {
      const days = passageDays(previous.area as AreaId, leg.area as AreaId);
      const charter = weeks.some((week) => week.from >= leg.from && week.from < leg.to && !week.passageFrom);
      if (!charter) {
        return `No time to sail from ${areaName(previous.area).en} to ${areaName(leg.area).en} (${days} days) and still charter the ${leg.area} leg (${leg.from} to ${leg.to}): start or end it later.`;
      }
    }
  }
  return undefined;
}

/** The season to speak of on `today`: the first whose last day is today or later (under way or ahead). */
export function nextSeason<S extends Season>(seasons: readonly S[], today: IsoDate): S | undefined {
  return [...seasons]
    .filter((season) => season.legs.length > 0 && seasonEnd(season) >= today)
    .sort((a, b) => a.year - b.year)[0];
}

/**
 * Where the site stands against its seasons: `before` the next one, `during` it, or `after` every
 * published one (the next season is not yet published).
 */
export interface SeasonView {
  phase: SeasonPhase;
  /** The next open season (under way or ahead); none between seasons. */
  season?: Season;
}

/** The season the copy speaks of on `today`, from the seasons it is given. */
export function seasonView(seasons: readonly Season[], today: IsoDate): SeasonView {
  const season = nextSeason(seasons, today);
  if (!season) return { phase: 'after' };
  return { phase: seasonStart(season) > today ? 'before' : 'during', season };
}
