import type { Week } from '../../common/facts/weeks';
import type { Season } from '../../common/facts/seasons';
import { apiRoutes } from '../../common/apiRoutes';

/** Where the calendar reads the live weeks; the service worker never answers it from its cache. */
export const availabilityPath = apiRoutes.availability.path;

export interface LiveAvailability {
  seasons: Season[];
  weeks: Week[];
}

let pending: Promise<unknown> | undefined;
let pendingSince = 0;
/** How long one answer serves the components that ask (the edge caches it as long). */
const shareMs = 60_000;

/**
 * The answer of GET /api/availability as sent, unchecked. Always revalidated with the server or
 * CDN (`no-cache`): a browser's copy is never used. One answer (for a minute) serves every reader
 * (the page's copy and the calendar); `again` asks anew (a week the server just refused).
 */
function availabilityBody(again: boolean): Promise<unknown> {
  if (again || !pending || Date.now() - pendingSince > shareMs) {
    pendingSince = Date.now();
    pending = fetch(availabilityPath, { cache: 'no-cache', headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`GET ${availabilityPath} answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
  }
  return pending;
}

/** Resolves with `request`, or rejects when `signal` aborts first. */
function abortable<T>(request: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return request;
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    request.then(resolve, reject);
  });
}

/**
 * The live seasons and weeks, checked with the shared contract (common/contracts/publicAvailability.ts,
 * zod: loaded with the answer, not with the page). For the calendar, which acts on every week.
 * Throws when the API cannot be reached or answers something else.
 */
export function loadLiveAvailability(signal?: AbortSignal, again = false): Promise<LiveAvailability> {
  const checked = Promise.all([import('../../common/contracts/publicAvailability'), availabilityBody(again)]).then(
    ([{ availabilitySchema }, body]) => {
      const parsed = availabilitySchema.parse(body);
      return { seasons: parsed.seasons as Season[], weeks: parsed.weeks as Week[] };
    },
  );
  return abortable(checked, signal);
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const areaId = /^[a-z][a-z0-9-]{0,39}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The seasons of an availability answer when they have the contract's shape (year, legs of area and
 * days), else undefined. A check by hand, a few hundred bytes: the pages that only speak of the
 * seasons (the home page, the Join us header) must not load zod and the schema within the seconds a
 * phone counts (scripts/audit: the home page's JavaScript within 2.5 s of load). A unit test holds
 * it to the contract's verdict.
 */
export function seasonsOf(body: unknown): Season[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.seasons)) return undefined;
  const seasons = body.seasons as unknown[];
  const valid = seasons.every(
    (season) =>
      isRecord(season) &&
      Number.isInteger(season.year) &&
      Array.isArray(season.legs) &&
      (season.legs as unknown[]).every(
        (leg) =>
          isRecord(leg) &&
          typeof leg.area === 'string' &&
          areaId.test(leg.area) &&
          typeof leg.from === 'string' &&
          isoDay.test(leg.from) &&
          typeof leg.to === 'string' &&
          isoDay.test(leg.to),
      ),
  );
  if (!valid) return undefined;
  return seasons.map((season) => {
    const { year, legs } = season as Season;
    return { year, legs: legs.map(({ area, from, to }) => ({ area, from, to })) };
  });
}

/** The live seasons alone, checked by hand (seasonsOf). Throws when the API cannot be reached or answers something else. */
export function loadLiveSeasons(signal?: AbortSignal): Promise<Season[]> {
  const checked = availabilityBody(false).then((body) => {
    const seasons = seasonsOf(body);
    if (!seasons) throw new Error(`GET ${availabilityPath} answered seasons of another shape`);
    return seasons;
  });
  return abortable(checked, signal);
}
