import type { Week } from '../../common/facts/weeks';
import type { Season } from '../../common/facts/seasons';
import { apiRoutes } from '../../common/apiRoutes';

/** Where the calendar reads the live weeks; the service worker never answers it from its cache. */
export const availabilityPath = apiRoutes.availability.path;

export interface LiveAvailability {
  seasons: Season[];
  weeks: Week[];
}

let pending: Promise<LiveAvailability> | undefined;
let pendingSince = 0;
/** How long one answer serves the components that ask (the edge caches it as long). */
const shareMs = 60_000;

/**
 * The live seasons and weeks from GET /api/availability, checked with the shared contract (loaded
 * with the answer, not with the page). Always revalidated with the server or CDN (`no-cache`): a
 * browser's copy is never used unchecked. One answer (for a minute) serves every component that
 * asks (the page's copy and the calendar); `again` asks anew (a week the server just refused).
 * Throws when the API cannot be reached or answers something else.
 */
export function loadLiveAvailability(signal?: AbortSignal, again = false): Promise<LiveAvailability> {
  if (again || !pending || Date.now() - pendingSince > shareMs) {
    pendingSince = Date.now();
    pending = fetchLive().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  }
  const request = pending;
  if (!signal) return request;
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    request.then(resolve, reject);
  });
}

async function fetchLive(): Promise<LiveAvailability> {
  const response = await fetch(availabilityPath, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${availabilityPath} answered ${response.status}`);
  const [{ availabilitySchema }, body] = await Promise.all([
    import('../../common/contracts/publicAvailability'),
    response.json() as Promise<unknown>,
  ]);
  const parsed = availabilitySchema.parse(body);
  return { seasons: parsed.seasons as Season[], weeks: parsed.weeks as Week[] };
}

/** The live weeks alone. */
export async function loadLiveWeeks(signal?: AbortSignal): Promise<Week[]> {
  return (await loadLiveAvailability(signal)).weeks;
}
