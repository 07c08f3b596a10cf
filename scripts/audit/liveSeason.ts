/**
 * The phone audit's live data (phone.ts): the build made before the owner opened a season, the live data
 * after it. The whole local stack (server/local-stack.ts: the API on DynamoDB Local, on today's date), the
 * tests' 2027 season opened after the build with the owner's own command (tests/support/owner.ts); both
 * builds read its API. Before anything is measured, each page as served is checked to name no season the
 * live data denies.
 */
import { startLocalStack, type LocalStack } from '../../server/local-stack';
import { createApi } from '../../server/api';
import type { ApiHandler } from '../../server/site-server';
import { owner, open2027 } from '../../tests/support/owner';
import { freePort } from '../../tests/support/ports';
import { yachtDate } from '../../common/yachtDay';

/** What a page may not say once a season ahead is published, in either language. */
const noneAhead = /not yet published|non è ancora pubblicata/i;
/** A season named by its year: "summer 2027", "l’estate 2027", "season 2027", "stagione 2027". */
const namedSeason = /\b(?:summer|estate|season|stagione)\s+(20\d\d)\b/gi;

export interface LiveSeason {
  stack: LocalStack;
  /** The stack's API, for the reference build's server. */
  api: ApiHandler;
  /** The years of the seasons the live data publishes that have not ended. */
  openYears: number[];
}

/** The local stack on today's date with the tests' 2027 season opened after the build. */
export async function openLiveSeason(): Promise<LiveSeason> {
  // No outbox sweep during the measurements (nothing is mailed): its timer and log lines would be noise.
  const stack = await startLocalStack({
    port: 0,
    dynamodbPort: await freePort(),
    sesPort: await freePort(),
    sweepEveryMs: 24 * 3600_000,
  });
  const dynamodbPort = Number(new URL(stack.dynamodbUrl).port);
  const opened = await owner(dynamodbPort, ...open2027);
  if (opened.code !== 0) {
    await stack.stop();
    throw new Error(`season open 2027 refused: ${opened.err.join(' ')}`);
  }
  const response = await fetch(`${stack.origin}/api/availability`);
  const { seasons } = (await response.json()) as { seasons: Array<{ year: number; legs: Array<{ to: string }> }> };
  const today = yachtDate();
  const openYears = seasons.filter((s) => s.legs.some((leg) => leg.to >= today)).map((s) => s.year);
  if (!openYears.includes(2027)) {
    await stack.stop();
    throw new Error(`the live data does not publish 2027 after season open (${JSON.stringify(seasons)})`);
  }
  console.log(`[audit] live season: the build from before, the API on ${stack.origin} publishing ${openYears}`);
  return { stack, api: createApi(), openYears };
}

/** Each page whose HTML as served says no season is ahead, or names a season the live data does not open. */
export async function servedUntruths(origin: string, paths: string[], openYears: number[]): Promise<string[]> {
  const misses: string[] = [];
  for (const pathname of paths) {
    const html = await (await fetch(origin + pathname)).text();
    if (noneAhead.test(html))
      misses.push(`${pathname} as served says no season is published (the live data opens one)`);
    for (const [phrase, year] of html.matchAll(namedSeason))
      if (!openYears.includes(Number(year))) misses.push(`${pathname} as served names "${phrase}", not a live season`);
  }
  return misses;
}
