import { DeleteCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tables, type TableKey, type TableSpec } from '../common/tables';
import { dynamo } from '../functions/platform/clients';
import { conditional } from '../functions/platform/conditional';
import { allPages } from '../functions/platform/pages';
import { localTableNames } from './localTables';

/** A table with a TTL attribute (epoch seconds), and its partition key's name. */
export interface TtlTable {
  name: string;
  key: string;
  /** The TTL attribute. */
  ttl: string;
}

/** The tables whose items expire (those with a TTL attribute in common/tables.ts), under the local names. */
export function ttlTables(env: NodeJS.ProcessEnv = process.env): TtlTable[] {
  const names = localTableNames(env);
  return (Object.keys(tables) as TableKey[]).flatMap((key) => {
    const spec: TableSpec = tables[key];
    return spec.ttlAttribute ? [{ name: names[key], key: spec.partitionKey, ttl: spec.ttlAttribute }] : [];
  });
}

/**
 * What DynamoDB TTL does in AWS, for DynamoDB Local, which expires nothing: scans each table and deletes the items
 * whose `expiresAt` is now or earlier, each delete conditional on `expiresAt` still being due (an item
 * renewed meanwhile stays). Items without `expiresAt` are never touched. Returns deletions per table.
 * The local stack's sweep timer runs it; tests call it with a chosen `now`.
 */
export async function sweepExpired(
  ttlTables: readonly TtlTable[],
  now: Date = new Date(),
  db: DynamoDBDocumentClient = dynamo,
): Promise<Record<string, number>> {
  const epoch = Math.floor(now.getTime() / 1000);
  const deleted: Record<string, number> = {};
  for (const { name, key, ttl } of ttlTables) {
    deleted[name] = 0;
    const expired = await allPages((startKey) =>
      db.send(
        new ScanCommand({
          TableName: name,
          FilterExpression: '#ttl <= :now',
          ExpressionAttributeValues: { ':now': epoch },
          ProjectionExpression: '#key',
          ExpressionAttributeNames: { '#key': key, '#ttl': ttl },
          ExclusiveStartKey: startKey,
        }),
      ),
    );
    for (const item of expired) {
      const gone = await conditional(() =>
        db.send(
          new DeleteCommand({
            TableName: name,
            Key: { [key]: item[key] },
            ConditionExpression: '#ttl <= :now',
            ExpressionAttributeNames: { '#ttl': ttl },
            ExpressionAttributeValues: { ':now': epoch },
          }),
        ),
      );
      if (gone) deleted[name] += 1;
    }
  }
  return deleted;
}
