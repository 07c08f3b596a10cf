import type { Localized } from '../locales';
import { areas, type AreaId } from './areas';
import type { Season, SeasonPhase } from './seasons';

import type { IsoDate } from '../yachtDay';

export interface Leg {
  /** The cruising area (common/facts/areas.ts). */
  id: AreaId;
  name: Localized;
  /** First day of the leg. */
  from: IsoDate;
  /** Last day of the leg. */
  to: IsoDate;
}

/**
 * The summer 2025 charter season of the specification: two legs, back to back. It is the shipped
 * seed of the live seasons (`npm start` and `npm run owner -- seed` add it when missing); every
 * later season is data the owner opens (`npm run owner -- season open`), never code.
 */
export const season = {
  year: 2025,
  name: { en: 'Summer 2025', it: 'Estate 2025' } satisfies Localized,
  legs: [
    {
      id: 'aeolian',
      name: areas.aeolian.name,
      from: '2025-04-28',
      to: '2025-08-30',
    },
    {
      id: 'menorca',
      name: areas.menorca.name,
      from: '2025-08-31',
      to: '2025-11-01',
    },
  ] as const satisfies readonly Leg[],
} as const;

/** The 2025 season in the shape every season has (common/facts/seasons.ts). */
export const seedSeason: Season = {
  year: season.year,
  legs: season.legs.map((leg) => ({ area: leg.id, from: leg.from, to: leg.to })),
};

/** One text per season phase, in both languages: copy that must never go stale. */
export type Phased<T = Localized> = Readonly<Record<SeasonPhase, T>>;

/** The booking rule, stated wherever the offer is. */
export const bookingRule: Localized = {
  en: 'Libeccio is chartered in full only, never by the cabin: the whole yacht and her crew are yours for the week.',
  it: 'Libeccio si noleggia solo per intero, mai a cabina: per tutta la settimana la barca e il suo equipaggio sono soltanto vostri.',
};
