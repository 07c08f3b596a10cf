import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A page of a paginated DynamoDB read (Scan or Query). */
export interface Page<T> {
  Items?: T[];
  LastEvaluatedKey?: Record<string, unknown>;
}

/**
 * Every item of a paginated DynamoDB read, in order: calls `read` with each page's start key (none for
 * the first) until a page comes back without `LastEvaluatedKey`. `read` is one Scan or Query call with
 * its own filter and deadline.
 */
export async function allPages<T>(read: (startKey?: Record<string, unknown>) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await read(startKey);
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Every item of a table (a Scan, page by page). `sendOptions` is called per page (e.g. a fresh
 * `abortSignal` deadline for each call).
 */
export function scanAll<T = Record<string, unknown>>(
  db: DynamoDBDocumentClient,
  table: string,
  sendOptions?: () => { abortSignal?: AbortSignal },
): Promise<T[]> {
  return allPages<T>(
    (startKey) =>
      db.send(new ScanCommand({ TableName: table, ExclusiveStartKey: startKey }), sendOptions?.()) as Promise<Page<T>>,
  );
}
