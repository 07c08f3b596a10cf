import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/clients';

/** A table with a TTL attribute `expiresAt` (epoch seconds), and its partition key's name. */
export interface TtlTable {
  name: string;
  key: string;
}

/** The tables whose items expire: join requests, subscriptions (pending sign-ups), the outbox, the rate-limit counters. */
export function ttlTables(env: NodeJS.ProcessEnv = process.env): TtlTable[] {
  return [
    { name: env.JOIN_REQUESTS_TABLE ?? 'JoinRequests', key: 'submissionId' },
    { name: env.SUBSCRIPTIONS_TABLE ?? 'NewsletterSubscriptions', key: 'subscriberId' },
    { name: env.OUTBOX_TABLE ?? 'Outbox', key: 'mailId' },
    { name: env.RATE_LIMITS_TABLE ?? 'RateLimits', key: 'counter' },
  ];
}

/**
 * What DynamoDB TTL does in AWS, for dynalite, which has no TTL: scans each table and deletes the items
 * whose `expiresAt` is now or earlier, each delete conditional on `expiresAt` still being due (an item
 * renewed meanwhile stays). Items without `expiresAt` are never touched. Returns deletions per table.
 * The local stack's sweep timer runs it; tests call it with a chosen `now`.
 */
export async function sweepExpired(
  tables: readonly TtlTable[],
  now: Date = new Date(),
  db: DynamoDBDocumentClient = dynamo,
): Promise<Record<string, number>> {
  const epoch = Math.floor(now.getTime() / 1000);
  const deleted: Record<string, number> = {};
  for (const { name, key } of tables) {
    deleted[name] = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new ScanCommand({
          TableName: name,
          FilterExpression: 'expiresAt <= :now',
          ExpressionAttributeValues: { ':now': epoch },
          ProjectionExpression: '#key',
          ExpressionAttributeNames: { '#key': key },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        try {
          await db.send(
            new DeleteCommand({
              TableName: name,
              Key: { [key]: item[key] },
              ConditionExpression: 'expiresAt <= :now',
              ExpressionAttributeValues: { ':now': epoch },
            }),
          );
          deleted[name] += 1;
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return deleted;
}
