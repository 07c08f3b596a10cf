import type { Week } from '../data/availability';

/** Where the calendar reads the live weeks; the service worker never answers it from its cache. */
export const availabilityPath = '/api/availability';

/**
 * The live weeks from GET /api/availability, checked with the shared contract (loaded with the
 * answer, not with the page). Always revalidated with the server or CDN (`no-cache`): a browser's
 * copy is never used unchecked. Throws when the API cannot be reached or answers something else.
 */
export async function loadLiveWeeks(signal?: AbortSignal): Promise<Week[]> {
  const response = await fetch(availabilityPath, {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`GET ${availabilityPath} answered ${response.status}`);
  const [{ availabilitySchema }, body] = await Promise.all([
    import('../contracts/availability'),
    response.json() as Promise<unknown>,
  ]);
  return availabilitySchema.parse(body).weeks as Week[];
}
