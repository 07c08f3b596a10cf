import { conditionalResult, isConditionFailure } from '../platform/conditional';
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

/**
 * What a desk change does to its request's week (functions/requests/desk.ts): `option` (a new option,
 * or a new last day), `book`, `release` (the week available again), `unbook` (a booking undone, the
 * week optioned again for its request until `until`).
 */
export interface WeekChange {
  change: 'option' | 'book' | 'release' | 'unbook';
  /** The request's submissionId. */
  request: string;
  /** For option and unbook: the last day the option holds. */
  until?: IsoDate;
  /** An option on a week a declined or gone request still names (see `unheld`), as read at `seen`. */
  dead?: string;
  seen?: string;
}

/**
 * The condition "no live request holds the week": nobody booked it, and nobody holds a live option
 * (an option whose last day has passed holds nothing), or the holder is `dead` (see `set`).
 */
function unheld(dead: string | undefined): string {
  const free = '(attribute_not_exists(bookedBy) AND (attribute_not_exists(optionedBy) OR optionUntil < :today))';
  return dead ? `(${free} OR optionedBy = :dead OR bookedBy = :dead)` : free;
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
     * Sets one existing week's status by hand (`week <from> <status>`), in one conditional write: only
     * while nobody changed the week since the owner's command read it (`seen`, its `updatedAt`) and no
     * request holds it, unless that holder is
     * `dead` (declined or gone: desk.ts decides, and a dead holder never comes back). Undefined when
     * the condition failed (read the week again). Never creates a week.
     */
    async set(
      from: string,
      status: WeekStatus,
      optionUntil: IsoDate | undefined,
      now: Date,
      guard: { seen: string; today: IsoDate; dead?: string },
    ): Promise<StoredWeek | undefined> {
      const until = status === 'optioned' ? optionUntil : undefined;
      const result = await conditionalResult(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { from },
            UpdateExpression: until
              ? 'SET #status = :status, updatedAt = :now, optionUntil = :until REMOVE optionedBy, bookedBy'
              : 'SET #status = :status, updatedAt = :now REMOVE optionUntil, optionedBy, bookedBy',
            ConditionExpression: `attribute_exists(#from) AND updatedAt = :seen AND ${unheld(guard.dead)}`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ':status': status,
              ':now': now.toISOString(),
              ':seen': guard.seen,
              ':today': guard.today,
              ...(guard.dead ? { ':dead': guard.dead } : {}),
              ...(until ? { ':until': until } : {}),
            },
            ReturnValues: 'ALL_NEW',
          }),
          deadline(),
        ),
      );
      return result?.Attributes as StoredWeek | undefined;
    },

    /**
     * A desk change's write on the week, for its transaction (functions/requests/desk.ts): applied only
     * while the week is as the change needs, i.e. available, its option lapsed, already this request's
     * (a new last day) or held by a dead request (option); optioned for it (book); optioned or booked by
     * it (release); booked by it (unbook).
     */
    changeItem(from: string, change: WeekChange, today: IsoDate, now: Date) {
      const dead = change.dead ? ' OR ((optionedBy = :dead OR bookedBy = :dead) AND updatedAt = :seen)' : '';
      const optionAgain = {
        set: '#status = :optioned, optionUntil = :until, optionedBy = :id',
        remove: ' REMOVE bookedBy',
        values: { ':optioned': 'optioned', ':until': change.until },
      };
      const { condition, set, remove, values } = {
        option: {
          condition: `#status = :available OR (#status = :optioned AND (optionedBy = :id OR optionUntil < :today))${dead}`,
          ...optionAgain,
          values: {
            ...optionAgain.values,
            ':available': 'available',
            ':today': today,
            ...(change.dead ? { ':dead': change.dead, ':seen': change.seen } : {}),
          },
        },
        unbook: {
          condition: '#status = :booked AND bookedBy = :id',
          ...optionAgain,
          values: { ...optionAgain.values, ':booked': 'not-available' },
        },
        book: {
          condition: '#status = :optioned AND optionedBy = :id',
          set: '#status = :booked, bookedBy = :id',
          remove: ' REMOVE optionUntil, optionedBy',
          values: { ':optioned': 'optioned', ':booked': 'not-available' },
        },
        release: {
          condition: '(#status = :optioned AND optionedBy = :id) OR (#status = :booked AND bookedBy = :id)',
          set: '#status = :available',
          remove: ' REMOVE optionUntil, optionedBy, bookedBy',
          values: { ':optioned': 'optioned', ':booked': 'not-available', ':available': 'available' },
        },
      }[change.change];
      return {
        Update: {
          TableName: table,
          Key: { from },
          UpdateExpression: `SET ${set}, updatedAt = :now${remove}`,
          ConditionExpression: `attribute_exists(#from) AND (${condition})`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':id': change.request, ':now': now.toISOString() },
        },
      };
    },

    /** A condition, in a change's transaction, that the week is as read (a week given to a request). */
    unchangedItem(week: StoredWeek) {
      return {
        ConditionCheck: {
          TableName: table,
          Key: { from: week.from },
          ConditionExpression: 'updatedAt = :seen',
          ExpressionAttributeValues: { ':seen': week.updatedAt },
        },
      };
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
