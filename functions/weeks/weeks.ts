import { conditional, conditionalResult, isConditionFailure } from '../platform/conditional';
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
  /** A desk change under way on this week: its lock and what it will do (functions/requests/desk.ts). */
  pending?: WeekIntent;
}

/**
 * What a desk change will do to a week, recorded on the week before the request moves (desk.ts explains
 * the protocol). `id` is unique to one attempt; the request records it when its status moves.
 */
export interface WeekIntent {
  id: string;
  /** The request's submissionId. */
  request: string;
  /** `unbook`: a booking undone, the week optioned again for its request until `until`. */
  change: 'option' | 'book' | 'release' | 'unbook';
  /** For option: the last day the option holds. */
  until?: IsoDate;
  at: string;
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
     * while nobody changed the week since the owner's command read it (`seen`, its `updatedAt`), no
     * desk change is under way on it (`pending`), and no request holds it, unless that holder is
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
            ConditionExpression: `attribute_exists(#from) AND updatedAt = :seen AND attribute_not_exists(pending) AND ${unheld(guard.dead)}`,
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
     * Step 1 of a desk change (desk.ts): records `intent` on the week as its lock, when no other change
     * is under way and the week is as the change needs (`need`). Changes nothing the site shows.
     */
    async lock(
      from: string,
      intent: WeekIntent,
      need: { today: IsoDate; seen: string; dead?: string },
    ): Promise<boolean> {
      const dead = need.dead ? ' OR ((optionedBy = :dead OR bookedBy = :dead) AND updatedAt = :seen)' : '';
      const condition = {
        // Available, its option lapsed, already this request's (a new last day), or held by a dead request.
        option: `#status = :available OR (#status = :optioned AND (optionedBy = :id OR optionUntil < :today))${dead}`,
        book: '#status = :optioned AND optionedBy = :id',
        release: '(#status = :optioned AND optionedBy = :id) OR (#status = :booked AND bookedBy = :id)',
        unbook: '#status = :booked AND bookedBy = :id',
      }[intent.change];
      return conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { from },
            UpdateExpression: 'SET pending = :intent',
            ConditionExpression: `attribute_exists(#from) AND attribute_not_exists(pending) AND (${condition})`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ':intent': intent,
              ':id': intent.request,
              ...(intent.change === 'option' ? { ':available': 'available', ':today': need.today } : {}),
              ...(intent.change === 'release' || intent.change === 'unbook' ? { ':booked': 'not-available' } : {}),
              ...(intent.change === 'unbook' ? {} : { ':optioned': 'optioned' }),
              ...(intent.change === 'option' && need.dead ? { ':dead': need.dead, ':seen': need.seen } : {}),
            },
          }),
          deadline(),
        ),
      );
    },

    /**
     * Step 3 (or anyone's roll-forward once the request carries the intent): applies the intent to the
     * week and removes it. False when the week no longer has this intent (applied or abandoned already).
     */
    async complete(from: string, intent: WeekIntent, now: Date): Promise<boolean> {
      const optionAgain = {
        set: '#status = :optioned, optionUntil = :until, optionedBy = :id',
        remove: 'bookedBy',
        values: { ':optioned': 'optioned', ':until': intent.until },
      };
      const apply = {
        option: optionAgain,
        unbook: optionAgain,
        book: {
          set: '#status = :booked, bookedBy = :id',
          remove: 'optionUntil, optionedBy',
          values: { ':booked': 'not-available' },
        },
        release: {
          set: '#status = :available',
          remove: 'optionUntil, optionedBy, bookedBy',
          values: { ':available': 'available' },
        },
      }[intent.change];
      return conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { from },
            UpdateExpression: `SET ${apply.set}, updatedAt = :now REMOVE pending, ${apply.remove}`,
            ConditionExpression: 'pending.id = :intent',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ...apply.values,
              ...(intent.change === 'release' ? {} : { ':id': intent.request }),
              ':now': now.toISOString(),
              ':intent': intent.id,
            },
          }),
          deadline(),
        ),
      );
    },

    /** Removes an intent that never took effect (its request refused it or was fenced): the week is as it was. */
    async abandon(from: string, intentId: string): Promise<boolean> {
      return conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { from },
            UpdateExpression: 'REMOVE pending',
            ConditionExpression: 'pending.id = :intent',
            ExpressionAttributeValues: { ':intent': intentId },
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
