import * as z from 'zod/mini';
import { weekStatuses, type Week } from '../data/availability';
import { season } from '../data/season';

const day = z.iso.date();

/** One week as GET /api/availability publishes it: no personal data, the status as it reads today. */
export const publicWeekSchema = z.object({
  leg: z.enum(season.legs.map((leg) => leg.id) as [Week['leg'], ...Week['leg'][]]),
  from: day,
  to: day,
  status: z.enum(weekStatuses),
  optionUntil: z.optional(day),
});

/** The answer of GET /api/availability, which the calendar reads once it mounts. */
export const availabilitySchema = z.object({
  /** The latest change of any week. */
  updatedAt: z.iso.datetime(),
  weeks: z.array(publicWeekSchema),
});

export type Availability = z.infer<typeof availabilitySchema>;

/** The owner's change of one week (`npm run owner -- week <from> <status> [--until]`), before its checks against today. */
export const weekChangeSchema = z.object({
  from: z.iso.date('the week is its embark date as YYYY-MM-DD, e.g. 2025-06-14'),
  status: z.enum(weekStatuses, `the status is one of ${weekStatuses.join(', ')}`),
  until: z.optional(z.iso.date('--until is a date as YYYY-MM-DD, e.g. 2025-06-12')),
});

export type WeekChange = z.infer<typeof weekChangeSchema>;
