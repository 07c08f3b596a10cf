import type { SeasonPhase } from '@site/common/facts/seasons';

/**
 * The attribute that carries, in the rendered HTML, the phase the copy speaks of (src/lib/useSeasons.ts):
 * put it on the element that shows phased copy, `<p {...phaseAttribute(phase)}>`, so tests and
 * readers of the HTML can tell which text it is.
 */
export const phaseAttributeName = 'data-season-phase';

export function phaseAttribute(phase: SeasonPhase): Record<typeof phaseAttributeName, SeasonPhase> {
  return { [phaseAttributeName]: phase };
}
