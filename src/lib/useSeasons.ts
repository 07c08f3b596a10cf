import { useEffect, useState } from 'react';
import { weeks as seedWeeks, type Week } from '../../common/facts/weeks';
import { seedSeason } from '../../common/facts/seedSeason';
import { type IsoDate } from '../../common/yachtDay';
import { seasonEnd, seasonStart, seasonView, type Season, type SeasonView } from '../../common/facts/seasons';
import { loadLiveAvailability } from './liveAvailability';
import { siteToday } from './siteClock';
import { useBuildDay } from './useSeasonView';

export type Source = 'snapshot' | 'live' | 'snapshot-only';

export interface SeasonsState {
  seasons: readonly Season[];
  weeks: readonly Week[];
  /** The day the copy and the calendar are read on: the build day until the page mounts, then the visitor's. */
  today: IsoDate;
  source: Source;
}

/**
 * The published seasons and their weeks: the ones known at build time (the shipped seed) in the
 * served HTML and the first render, then, once the page has mounted, the live ones from
 * GET /api/availability read on the visitor's day. Loaded again when `refresh` changes. When the
 * API cannot be reached the build's stay, read on the visitor's day, and `source` says so.
 */
export function useSeasons(refresh = 0): SeasonsState {
  const buildDay = useBuildDay();
  const [state, setState] = useState<SeasonsState>(() => ({
    seasons: [seedSeason],
    weeks: seedWeeks,
    today: buildDay,
    source: 'snapshot',
  }));
  useEffect(() => {
    const controller = new AbortController();
    const today = siteToday();
    // The visitor's day is a browser-only fact, read once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) => ({ ...current, today }));
    loadLiveAvailability(controller.signal, refresh > 0)
      .then((live) => setState({ seasons: live.seasons, weeks: live.weeks, today, source: 'live' }))
      .catch(() => {
        if (!controller.signal.aborted) {
          setState((current) => (current.source === 'live' ? current : { ...current, source: 'snapshot-only' }));
        }
      });
    return () => controller.abort();
  }, [refresh]);
  return state;
}

/** The seasons' copy view, for pages that show no calendar: src/lib/useSeasonView.ts. */
export { useSeasonView } from './useSeasonView';
export { seasonEnd, seasonStart, seasonView, type SeasonView };
