import {
  BatchGetCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { conditional } from '../platform/conditional';

/**
 * Where a campaign remembers whom it mailed: one record per recipient in the outbox table,
 * `mailId` = `campaign#<campaign id>#<subscriberId>`, holding only the subscriberId (never the address),
 * with no `state` attribute so the outbox sweeper's sparse indexes never see it, and `expiresAt`
 * (DynamoDB TTL) 90 days on:
 * - `claimed`: taken by a run (a conditional write) just before the SES call;
 * - `sent`: SES accepted it (`sesMessageId`);
 * - `failed`: SES refused it (`lastError`, addresses blanked out); the next run tries again.
 *
 * At most once: a record still `claimed` after a run means the run was interrupted between the claim
 * and recording SES's answer; the mail may have gone out. A rerun does not send it again (one missing
 * newsletter is better than a duplicate); `retryUnconfirmed` sends those too.
 */
export type CampaignRecordStatus = 'claimed' | 'sent' | 'failed';

export interface CampaignRecord {
  mailId: string;
  kind: 'campaign';
  campaignId: string;
  subscriberId: string;
  campaignStatus: CampaignRecordStatus;
  claimedAt: string;
  attempts: number;
  sentAt?: string;
  sesMessageId?: string;
  lastError?: string;
  /** Epoch seconds: DynamoDB TTL. */
  expiresAt: number;
}

/** Campaign records are kept this long (what a rerun within it will not send again). */
export const campaignRecordSeconds = 90 * 86_400;

export function campaignRecordId(campaignId: string, subscriberId: string): string {
  return `campaign#${campaignId}#${subscriberId}`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

export interface CampaignStore {
  /** The existing records of these subscribers for a campaign, by subscriberId (BatchGet, 100 at a time). */
  read(campaignId: string, subscriberIds: readonly string[]): Promise<Map<string, CampaignRecord>>;
  /**
   * Claims a recipient's record just before the SES call: false when another run sent or claimed it
   * (a `claimed` record is taken again only with `retryUnconfirmed`).
   */
  claim(campaignId: string, subscriberId: string, now: Date, retryUnconfirmed: boolean): Promise<boolean>;
  /** SES accepted the copy (retried a little; throws if it never lands: the record stays `claimed`). */
  markSent(campaignId: string, subscriberId: string, sesMessageId: string): Promise<void>;
  /** SES refused the copy: the next run tries again. */
  markFailed(campaignId: string, subscriberId: string, reason: string): Promise<void>;
}

export function campaignStore(db: DynamoDBDocumentClient, table: string): CampaignStore {
  /** Records an outcome, retrying a little: the mail's fate does not depend on it. */
  async function record(mailId: string, expression: string, values: Record<string, unknown>) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression: expression,
            ExpressionAttributeValues: values,
          }),
          { abortSignal: AbortSignal.timeout(5_000) },
        );
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
        await pause(200 * 2 ** attempt);
      }
    }
  }

  return {
    async read(campaignId, subscriberIds) {
      const found = new Map<string, CampaignRecord>();
      for (const ids of chunk(subscriberIds, 100)) {
        let keys: Array<Record<string, unknown>> | undefined = ids.map((id) => ({
          mailId: campaignRecordId(campaignId, id),
        }));
        for (let round = 0; keys && keys.length > 0; round += 1) {
          if (round > 0) await pause(Math.min(50 * 2 ** round, 2_000));
          if (round > 8) throw new Error('DynamoDB kept leaving campaign records unread (BatchGet UnprocessedKeys)');
          const result: BatchGetCommandOutput = await db.send(
            new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }),
            { abortSignal: AbortSignal.timeout(10_000) },
          );
          for (const item of (result.Responses?.[table] ?? []) as CampaignRecord[]) {
            found.set(item.subscriberId, item);
          }
          keys = result.UnprocessedKeys?.[table]?.Keys;
        }
      }
      return found;
    },

    claim: (campaignId, subscriberId, now, retryUnconfirmed) =>
      conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId: campaignRecordId(campaignId, subscriberId) },
            UpdateExpression:
              'SET kind = :kind, campaignId = :campaign, subscriberId = :subscriber, campaignStatus = :claimed, ' +
              'claimedAt = :now, expiresAt = :expires, attempts = if_not_exists(attempts, :zero) + :one',
            ConditionExpression: retryUnconfirmed
              ? 'attribute_not_exists(mailId) OR campaignStatus IN (:failed, :claimed)'
              : 'attribute_not_exists(mailId) OR campaignStatus = :failed',
            ExpressionAttributeValues: {
              ':kind': 'campaign',
              ':campaign': campaignId,
              ':subscriber': subscriberId,
              ':claimed': 'claimed',
              ':failed': 'failed',
              ':now': now.toISOString(),
              ':expires': epochSeconds(now) + campaignRecordSeconds,
              ':zero': 0,
              ':one': 1,
            },
          }),
          { abortSignal: AbortSignal.timeout(10_000) },
        ),
      ),

    markSent: (campaignId, subscriberId, sesMessageId) =>
      record(
        campaignRecordId(campaignId, subscriberId),
        'SET campaignStatus = :sent, sentAt = :now, sesMessageId = :id REMOVE lastError',
        { ':sent': 'sent', ':now': new Date().toISOString(), ':id': sesMessageId },
      ),

    markFailed: (campaignId, subscriberId, reason) =>
      record(campaignRecordId(campaignId, subscriberId), 'SET campaignStatus = :failed, lastError = :reason', {
        ':failed': 'failed',
        ':reason': reason,
      }),
  };
}
