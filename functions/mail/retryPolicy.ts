/** The outbox's retry policy: how long an attempt holds a mail, the waits between tries, when it is dead. */

/** The first retry waits this long; each next one twice as long … */
const firstRetryMs = 30_000;
/** … up to an hour. */
const maxRetryMs = 3_600_000;
/** An attempt holds a mail at least this long (more than one send's deadline). */
export const leaseMs = 60_000;
/** Failed (or killed) attempts keep a mail pending at least this long before it is parked as dead. */
export const retryBudgetMs = 26 * 3_600_000;

/** How long to wait after the `attempts`-th attempt: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), maxRetryMs);
}

/** The fewest attempts whose waits in between add up to more than `budgetMs`. */
export function attemptsToCover(budgetMs: number): number {
  let attempts = 1;
  let waited = 0;
  while (waited <= budgetMs) {
    waited += Math.max(leaseMs, retryDelayMs(attempts));
    attempts += 1;
  }
  return attempts;
}

/** After this many attempts (more than 26 h of retries) a mail is parked as dead until the owner re-drives it. */
export const maxAttempts = attemptsToCover(retryBudgetMs);
