import * as z from 'zod/mini';
import { weekStatuses } from '../facts/weeks';

const day = z.iso.date();
/** A cruising area's id (common/facts/areas.ts); the site names the ones it knows and shows any other as is. */
const area = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/));

/** One week as GET /api/availability publishes it: no personal data, the status as it reads today. */
export const publicWeekSchema = z.object({
  season: z.number().check(z.int()),
  leg: area,
  from: day,
  to: day,
  status: z.enum(weekStatuses),
  optionUntil: z.optional(day),
  /** A positioning passage (not for charter): the area Libeccio sails from that week. */
  passageFrom: z.optional(area),
});

/** One published season: its year and legs (area, first and last day). */
export const publicSeasonSchema = z.object({
  year: z.number().check(z.int()),
  legs: z.array(z.object({ area, from: day, to: day })),
});

/** The answer of GET /api/availability, which the calendar and the season copy read once they mount. */
export const availabilitySchema = z.object({
  /** The latest change of any week or season. */
  updatedAt: z.iso.datetime(),
  /** Every published season, oldest first. */
  seasons: z.array(publicSeasonSchema),
  /** Every week of those seasons, by embark date. */
  weeks: z.array(publicWeekSchema),
});

export type Availability = z.infer<typeof availabilitySchema>;

/** The owner's change of one week (`npm run owner -- week <from> <status> [--until]`), before its checks against today. */
export const weekChangeSchema = z.object({
  from: z.iso.date('the week is its embark date as YYYY-MM-DD, e.g. 2025-06-14'),
  status: z.enum(weekStatuses, `the status is one of ${weekStatuses.join(', ')}`),
  until: z.optional(z.iso.date('--until is a date as YYYY-MM-DD, e.g. 2025-06-12')),
});
