import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Week } from '../../common/facts/weeks';
import type { Season, SeasonLeg } from '../../common/facts/seasons';
import { conditional } from '../platform/conditional';

/**
 * A season, stored in the weeks table beside its weeks (one table, one grant): key `season#<year>`.
 * The seasons are few (one a year) and always read with the weeks (the API scans both at once).
 */
export interface StoredSeason {
  from: `season#${number}`;
  kind: 'season';
  year: number;
  legs: SeasonLeg[];
  openedAt: string;
  updatedAt: string;
  /** Closed by the owner (`season close`): not published, its weeks deleted; `season open` may open it again. */
  closedAt?: string;
}

export const seasonKey = (year: number) => `season#${year}` as const;
export const isSeasonItem = (item: Record<string, unknown>): item is StoredSeason & Record<string, unknown> =>
  item.kind === 'season';

/** Every DynamoDB call gets a real deadline (the SDK has none by default for DynamoDB). */
const deadline = () => ({ abortSignal: AbortSignal.timeout(3_000) });

/**
 * The season items of the weeks table (weeksStore spreads these in): `seed` adds the weeks the table
 * lacks, never touching one that exists.
 */
export function seasonsStore(
  db: DynamoDBDocumentClient,
  table: string,
  seed: (weeks: readonly Week[], now: Date) => Promise<{ created: string[]; kept: string[] }>,
) {
  return {
    async getSeason(year: number): Promise<StoredSeason | undefined> {
      const result = await db.send(new GetCommand({ TableName: table, Key: { from: seasonKey(year) } }), deadline());
      return result.Item as StoredSeason | undefined;
    },

    /**
     * Opens a season: its weeks the table lacks (never touching one that exists), then the season
     * item, which publishes them. False, with nothing published, when the season exists and is not closed.
     */
    async openSeason(season: Season, seasonWeeks: readonly Week[], now: Date): Promise<boolean> {
      const existing = await this.getSeason(season.year);
      if (existing && !existing.closedAt) return false;
      await seed(seasonWeeks, now);
      const item: StoredSeason = {
        from: seasonKey(season.year),
        kind: 'season',
        year: season.year,
        legs: season.legs.map(({ area, from, to }) => ({ area, from, to })),
        openedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      return conditional(() =>
        db.send(
          new PutCommand({
            TableName: table,
            Item: item,
            ConditionExpression: 'attribute_not_exists(#from) OR attribute_exists(closedAt)',
            ExpressionAttributeNames: { '#from': 'from' },
          }),
          deadline(),
        ),
      );
    },

    /** The shipped seed: the season item when missing (a closed one stays closed), then its missing weeks. */
    async seedSeason(season: Season, seasonWeeks: readonly Week[], now: Date) {
      const existing = await this.getSeason(season.year);
      if (existing?.closedAt) return { created: [], kept: seasonWeeks.map((week) => week.from) };
      if (!existing) await this.openSeason(season, [], now);
      return seed(seasonWeeks, now);
    },

    /**
     * Closes a season, in transactions of at most 100 items: the season item (kept as `closedAt`, so the
     * seed never brings it back) with its first weeks, then the rest of its weeks, each deleted only
     * while it is as the caller read it (`updatedAt`): a week someone set meanwhile (a desk change, a
     * `week …`) is kept (and `season open` keeps it), never lost. Returns the kept ones.
     */
    async closeSeason(
      season: StoredSeason,
      seasonWeeks: ReadonlyArray<{ from: string; updatedAt: string }>,
      now: Date,
    ): Promise<string[]> {
      const close = {
        Update: {
          TableName: table,
          Key: { from: seasonKey(season.year) },
          UpdateExpression: 'SET closedAt = :now, updatedAt = :now',
          ConditionExpression: 'attribute_exists(#from) AND attribute_not_exists(closedAt)',
          ExpressionAttributeNames: { '#from': 'from' },
          ExpressionAttributeValues: { ':now': now.toISOString() },
        },
      };
      const remove = (week: { from: string; updatedAt: string }) => ({
        Delete: {
          TableName: table,
          Key: { from: week.from },
          ConditionExpression: 'updatedAt = :seen',
          ExpressionAttributeValues: { ':seen': week.updatedAt },
        },
      });
      const kept: string[] = [];
      let left = [...seasonWeeks];
      let first = true;
      while (first || left.length > 0) {
        const batch = left.slice(0, first ? 99 : 100);
        try {
          await db.send(
            new TransactWriteCommand({ TransactItems: [...(first ? [close] : []), ...batch.map(remove)] }),
            deadline(),
          );
        } catch (error) {
          if (!(error instanceof TransactionCanceledException)) throw error;
          // The weeks whose condition failed are kept; the rest go in the next try. A closed season is not closed twice.
          const reasons = (error.CancellationReasons ?? []).slice(first ? 1 : 0);
          if (first && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') {
            throw new Error(`Season ${season.year} is closed already or gone.`, { cause: error });
          }
          const changed = new Set(
            batch.filter((_, index) => reasons[index]?.Code === 'ConditionalCheckFailed').map((week) => week.from),
          );
          if (changed.size === 0) throw error;
          kept.push(...changed);
          left = left.filter((week) => !changed.has(week.from));
          continue;
        }
        left = left.slice(batch.length);
        first = false;
      }
      return kept;
    },
  };
}
