import { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { areasInText } from '../../common/facts/areas';
import { seedSeason } from '../../common/facts/seedSeason';
import { type IsoDate } from '../../common/yachtDay';
import { seasonView, type Season, type SeasonView } from '../../common/facts/seasons';
import { siteToday } from './siteClock';
import { yachtDate } from '../../common/yachtDay';

/** The day of the build's snapshot (docusaurus.config.ts), so the first render matches the served HTML. */
export function useBuildDay(): IsoDate {
  const { siteConfig } = useDocusaurusContext();
  return (siteConfig.customFields?.availabilitySnapshot as IsoDate | undefined) ?? yachtDate();
}

/** Runs `task` once the browser is idle after the first paint (at the latest after `timeout` ms). */
function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/** What the copy reads of the seasons on a day: a change of anything else re-renders nothing. */
const viewKey = (seasons: readonly Season[], today: IsoDate) => JSON.stringify(seasonView(seasons, today));

interface LiveSeasonsState {
  seasons: readonly Season[];
  today: IsoDate;
  /** The live seasons have been read (GET /api/availability answered): the copy may speak of them. */
  live: boolean;
}

/**
 * The published seasons, for pages that only speak of them (the copy's phase and year; no weeks):
 * the shipped seed in the served HTML and the first render, the visitor's day once the page has
 * mounted, and the live seasons from GET /api/availability loaded once the browser is idle after
 * the first paint, checked by hand (liveAvailability.ts, seasonsOf: no zod on these pages). A page
 * that shows the calendar too shares its answer (useSeasons.ts). A new day or answer that leaves
 * the view as it was keeps the state, so the page does not re-render its whole tree for it.
 */
function useLiveSeasons(): LiveSeasonsState {
  const buildDay = useBuildDay();
  const [state, setState] = useState<LiveSeasonsState>(() => ({
    seasons: [seedSeason],
    today: buildDay,
    live: false,
  }));
  useEffect(() => {
    const controller = new AbortController();
    const update = (next: Partial<LiveSeasonsState>) =>
      setState((current) => {
        const merged = { ...current, ...next };
        const same =
          merged.live === current.live &&
          viewKey(merged.seasons, merged.today) === viewKey(current.seasons, current.today);
        return same ? current : merged;
      });
    // The visitor's day is a browser-only fact, read once after hydration.
    update({ today: siteToday() });
    const cancel = whenIdle(() => {
      import('./liveAvailability')
        .then(({ loadLiveSeasons }) => loadLiveSeasons(controller.signal))
        .then((seasons) => update({ seasons, live: true }))
        // The API cannot be reached: the build's seasons stay, read on the visitor's day, and nothing is added.
        .catch(() => undefined);
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, []);
  return state;
}

/**
 * The next season as the copy speaks of it: its phase and the values its texts fill in (`{year}`,
 * `{areas}`); see `seasonView`. The build's seasons first, the live ones once the page is idle;
 * read on the build's day, then on the visitor's (no day is returned: it is the build's as long as
 * the view is the same). `live`: the view comes from the live seasons. Served HTML never names a
 * season or says none is published (the build's seasons may be out of date by then): copy that
 * speaks of the seasons is rendered only once `live` (what is served is what is true).
 */
export function useSeasonView(
  locale: 'en' | 'it',
): SeasonView & { values: { year: string; areas: string }; live: boolean } {
  const { seasons, today, live } = useLiveSeasons();
  const view = seasonView(seasons, today);
  const values = {
    year: view.season ? String(view.season.year) : '',
    areas: view.season
      ? areasInText(
          view.season.legs.map((leg) => leg.area),
          locale,
        )
      : '',
  };
  return { ...view, values, live };
}
