import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { tables, type TableKey } from '../common/tables';
import { tableDefinition, tableDifferences } from './localTables';
import { freePort } from '../tests/support/ports';
import { ensureTables, OldLocalTable, startDynamoDbLocal, type Backend } from './backends';

describe('ensureTables on DynamoDB Local', () => {
  let dynamodb: Backend;
  let endpoint: string;
  let client: DynamoDBClient;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ensure-tables-'));
  const names = Object.fromEntries(Object.keys(tables).map((key) => [key, `T${key}`])) as Record<TableKey, string>;

  const saved = { ...process.env };
  beforeAll(async () => {
    // As the local stack sets them (server/backends.ts pointAwsSdkAtLocalBackends).
    process.env.AWS_ACCESS_KEY_ID ??= 'local';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
    const port = await freePort();
    dynamodb = await startDynamoDbLocal(port, dataDir);
    endpoint = `http://127.0.0.1:${port}`;
    client = new DynamoDBClient({
      endpoint,
      region: 'eu-south-1',
      credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    });
  });
  afterAll(async () => {
    client.destroy();
    await dynamodb.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.env = saved;
  });

  /** Deletes a table and waits until DynamoDB Local no longer lists it. */
  async function deleteTable(name: string) {
    await client.send(new DeleteTableCommand({ TableName: name }));
    while ((await client.send(new ListTablesCommand({}))).TableNames?.includes(name)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('creates every table, then finds them matching the spec on the next start', async () => {
    await ensureTables(endpoint, names, dataDir);
    await expect(ensureTables(endpoint, names, dataDir)).resolves.toBeUndefined();
    const { TableNames } = await client.send(new ListTablesCommand({}));
    expect(TableNames).toEqual(expect.arrayContaining(Object.values(names)));
  });

  it('stops with one line saying how to start clean when a table is from an older schema', async () => {
    // The requests table as it was with the sparse `outbox` index, since deleted from common/tables.ts.
    const old = tableDefinition(
      {
        ...tables.joinRequests,
        indexes: { outbox: { name: 'outbox', partitionKey: 'outbox', sortKey: 'createdAt', projection: 'ALL' } },
      },
      names.joinRequests,
    );
    await deleteTable(names.joinRequests);
    await client.send(new CreateTableCommand(old));
    const refused = ensureTables(endpoint, names, dataDir);
    await expect(refused).rejects.toThrow(OldLocalTable);
    const message = await refused.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message).toBe(
      `The local ${names.joinRequests} table in ${dataDir} is from an older schema (index outbox is not in common/tables.ts): start clean with \`npm start -- --reset-data\`, or delete ${dataDir}.`,
    );
    expect(message.split('\n')).toHaveLength(1);

    // Started clean (the table deleted), it is created as the spec says.
    await deleteTable(names.joinRequests);
    await expect(ensureTables(endpoint, names, dataDir)).resolves.toBeUndefined();
  });
});

describe('tableDifferences', () => {
  const wanted = tableDefinition(tables.outbox, 'Outbox');
  it('names a missing index, another key and an index of another shape', () => {
    expect(tableDifferences({ KeySchema: wanted.KeySchema, GlobalSecondaryIndexes: [] }, wanted)).toEqual([
      'index due is missing',
      'index age is missing',
    ]);
    expect(
      tableDifferences(
        {
          KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
          GlobalSecondaryIndexes: wanted.GlobalSecondaryIndexes!.map((index) => ({
            ...index,
            Projection: { ProjectionType: 'KEYS_ONLY' },
          })),
        },
        wanted,
      ),
    ).toEqual(['its key is id HASH, not mailId HASH', 'index due has another key or projection']);
    expect(tableDifferences(wanted, wanted)).toEqual([]);
  });
});
