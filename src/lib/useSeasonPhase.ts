import { useEffect, useState } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { seasonPhase, type IsoDate, type SeasonPhase } from '@site/src/data/season';
import { siteToday } from './siteClock';
import { yachtDate } from './yachtDay';

/**
 * The attribute that carries, in the server-rendered HTML, the phase the page
 * was built with. Put it on the element that shows phased copy:
 * `<p {...phaseAttribute(phase)}>`.
 */
export const phaseAttributeName = 'data-season-phase';

export function phaseAttribute(phase: SeasonPhase): Record<typeof phaseAttributeName, SeasonPhase> {
  return { [phaseAttributeName]: phase };
}

function isPhase(value: unknown): value is SeasonPhase {
  return value === 'before' || value === 'during' || value === 'after';
}

/** The build day, in the yacht's time zone: what "today" is while the static HTML is rendered. */
function buildDay(): IsoDate {
  return yachtDate();
}

/**
 * The phase to render first. On the server, the build day's. In the browser it
 * must equal what the server wrote, or hydration would not match: the page's
 * own HTML says it (`data-season-phase`). A page reached by client-side
 * navigation has no server HTML to match and starts from the site clock.
 */
function initialPhase(): SeasonPhase {
  if (!ExecutionEnvironment.canUseDOM) return seasonPhase(buildDay());
  const rendered = document.querySelector(`[${phaseAttributeName}]`)?.getAttribute(phaseAttributeName);
  return isPhase(rendered) ? rendered : seasonPhase(siteToday());
}

/**
 * Whether the season is ahead, under way or over. The static HTML carries the
 * build day's phase; after mount the browser corrects it from `siteToday()`,
 * so a page built in spring and read in winter still says the right thing.
 */
export function useSeasonPhase(): SeasonPhase {
  const [phase, setPhase] = useState<SeasonPhase>(initialPhase);
  useEffect(() => {
    // The visitor's day is a browser-only fact, read once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhase(seasonPhase(siteToday()));
  }, []);
  return phase;
}
