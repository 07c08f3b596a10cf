import { conditional, isConditionFailure } from '../platform/conditional';
import { scanAll } from '../platform/pages';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type Week, type WeekStatus } from '../../common/facts/weeks';
import type { IsoDate } from '../../common/yachtDay';
import { isSeasonItem, seasonsStore, type StoredSeason } from './seasons';

/** A week as stored in the weeks table (key: `from`). */
export interface StoredWeek extends Week {
  /** When the owner (or the seed) last set it. */
  updatedAt: string;
  /** The `optionUntil` whose reminder is claimed or sent; a new option date gets a new reminder. */
  reminderFor?: IsoDate;
  /** While a reminder is being sent: until when the claim holds. */
  reminderLeaseUntil?: string;
  reminderSentAt?: string;
  reminderMessageId?: string;
  /** The request (submissionId) whose option this is, when the desk set it (`request <ref> option`). */
  optionedBy?: string;
  /** The request booked on this week, when the desk booked it. */
  bookedBy?: string;
}

/** Every DynamoDB call gets a real deadline (the SDK has none by default for DynamoDB). */
const deadline = () => ({ abortSignal: AbortSignal.timeout(3_000) });

// `from` and `status` are DynamoDB reserved words.
const names = { '#from': 'from', '#status': 'status' };

/** The weeks table, whatever client (the functions', the owner CLI's) and table name. */
export function weeksStore(db: DynamoDBDocumentClient, table: string) {
  const weeks = {
    table,

    /** Every week and every season (closed ones included), in one scan: weeks by embark date, seasons by year. */
    async listAll(): Promise<{ weeks: StoredWeek[]; seasons: StoredSeason[] }> {
      const items = await scanAll(db, table, deadline);
      const seasons = items.filter(isSeasonItem).sort((a, b) => a.year - b.year) as StoredSeason[];
      const weeks = (items.filter((item) => !isSeasonItem(item)) as unknown as StoredWeek[]).sort((a, b) =>
        a.from.localeCompare(b.from),
      );
      return { weeks, seasons };
    },

    /** Every week, ordered by embark date. */
    async list(): Promise<StoredWeek[]> {
      return (await this.listAll()).weeks;
    },

    async get(from: string): Promise<StoredWeek | undefined> {
      const result = await db.send(new GetCommand({ TableName: table, Key: { from } }), deadline());
      return result.Item as StoredWeek | undefined;
    },

    /** Adds each seed week the table lacks (a conditional put each); never touches an existing one. */
    async seed(seedWeeks: readonly Week[], now: Date): Promise<{ created: string[]; kept: string[] }> {
      const created: string[] = [];
      const kept: string[] = [];
      for (const week of seedWeeks) {
        try {
          await db.send(
            new PutCommand({
              TableName: table,
              Item: { ...week, updatedAt: now.toISOString() } satisfies StoredWeek,
              ConditionExpression: 'attribute_not_exists(#from)',
              ExpressionAttributeNames: { '#from': 'from' },
            }),
            deadline(),
          );
          created.push(week.from);
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
          kept.push(week.from);
        }
      }
      return { created, kept };
    },

    /**
     * Sets one existing week's status (and option date, for `optioned`). Conditional on the week
     * existing, so a typo never creates a week. Returns the week as stored after the change.
     */
    async set(from: string, status: WeekStatus, optionUntil: IsoDate | undefined, now: Date): Promise<StoredWeek> {
      const until = status === 'optioned' ? optionUntil : undefined;
      const result = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { from },
          UpdateExpression: until
            ? 'SET #status = :status, updatedAt = :now, optionUntil = :until REMOVE optionedBy, bookedBy'
            : 'SET #status = :status, updatedAt = :now REMOVE optionUntil, optionedBy, bookedBy',
          ConditionExpression: 'attribute_exists(#from)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: {
            ':status': status,
            ':now': now.toISOString(),
            ...(until ? { ':until': until } : {}),
          },
          ReturnValues: 'ALL_NEW',
        }),
        deadline(),
      );
      return result.Attributes as StoredWeek;
    },

    /**
     * Options a week for one request until `until`: only when it is available, its option has
     * lapsed, or it is already this request's option (a new last day). False when it is not.
     */
    async optionFor(from: string, submissionId: string, until: IsoDate, today: IsoDate, now: Date): Promise<boolean> {
      return conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { from },
            UpdateExpression:
              'SET #status = :optioned, optionUntil = :until, optionedBy = :id, updatedAt = :now REMOVE bookedBy',
            ConditionExpression:
              'attribute_exists(#from) AND (#status = :available OR (#status = :optioned AND (optionedBy = :id OR optionUntil < :today)))',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ':optioned': 'optioned',
              ':available': 'available',
              ':until': until,
              ':id': submissionId,
              ':today': today,
              ':now': now.toISOString(),
            },
          }),
          deadline(),
        ),
      );
    },

    /** Books a week its request holds the option on: not-available. False when the option is not that request's. */
    async bookFor(from: string, submissionId: string, now: Date): Promise<boolean> {
      return conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { from },
            UpdateExpression: 'SET #status = :booked, bookedBy = :id, updatedAt = :now REMOVE optionUntil, optionedBy',
            ConditionExpression: '#status = :optioned AND optionedBy = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':booked': 'not-available',
              ':optioned': 'optioned',
              ':id': submissionId,
              ':now': now.toISOString(),
            },
          }),
          deadline(),
        ),
      );
    },

    /** Frees a week a request optioned or booked (it was declined). False when the week is not that request's. */
    async releaseFor(from: string, submissionId: string, now: Date): Promise<boolean> {
      return conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { from },
            UpdateExpression: 'SET #status = :available, updatedAt = :now REMOVE optionUntil, optionedBy, bookedBy',
            ConditionExpression: '(#status = :optioned AND optionedBy = :id) OR (#status = :booked AND bookedBy = :id)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':available': 'available',
              ':optioned': 'optioned',
              ':booked': 'not-available',
              ':id': submissionId,
              ':now': now.toISOString(),
            },
          }),
          deadline(),
        ),
      );
    },

    /**
     * Takes the right to send the reminder of `week`'s option ending on `until`, once: only when no
     * reminder for that date was sent and no other sweep holds a live claim on it.
     */
    async claimReminder(from: string, until: IsoDate, now: Date, leaseUntil: Date): Promise<boolean> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { from },
            UpdateExpression: 'SET reminderFor = :until, reminderLeaseUntil = :lease REMOVE reminderSentAt',
            ConditionExpression:
              '#status = :optioned AND optionUntil = :until AND (attribute_not_exists(reminderFor) OR reminderFor <> :until OR (attribute_not_exists(reminderSentAt) AND reminderLeaseUntil < :now))',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':optioned': 'optioned',
              ':until': until,
              ':now': now.toISOString(),
              ':lease': leaseUntil.toISOString(),
            },
          }),
          deadline(),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async markReminded(from: string, messageId: string, now: Date): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { from },
          UpdateExpression: 'SET reminderSentAt = :now, reminderMessageId = :id REMOVE reminderLeaseUntil',
          ExpressionAttributeValues: { ':now': now.toISOString(), ':id': messageId },
        }),
        deadline(),
      );
    },

    /** A failed send: the claim ends now, so the next sweep tries again. */
    async releaseReminder(from: string, now: Date): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { from },
          UpdateExpression: 'SET reminderLeaseUntil = :now',
          ExpressionAttributeValues: { ':now': new Date(now.getTime() - 1).toISOString() },
        }),
        deadline(),
      );
    },
  };
  // The season items live in the same table (functions/weeks/seasons.ts).
  return Object.assign(
    weeks,
    seasonsStore(db, table, (seedWeeks, now) => weeks.seed(seedWeeks, now)),
  );
}

export type WeeksStore = ReturnType<typeof weeksStore>;

/** The published (not closed) seasons and the weeks that belong to them. */
export function published(all: { weeks: readonly StoredWeek[]; seasons: readonly StoredSeason[] }) {
  const seasons = all.seasons.filter((season) => !season.closedAt);
  const years = new Set(seasons.map((season) => season.year));
  return { seasons, weeks: all.weeks.filter((week) => years.has(week.season)) };
}
