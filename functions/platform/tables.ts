import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { tables, type TableKey, type TableSpec } from '../../common/tables';

/** One table of common/tables.ts as dynalite's CreateTable takes it (infra builds the same in CDK). */
export function tableDefinition(spec: TableSpec, name: string): CreateTableCommandInput {
  const indexes = Object.values(spec.indexes);
  const attributes = new Set([spec.partitionKey]);
  for (const index of indexes) {
    attributes.add(index.partitionKey);
    if (index.sortKey) attributes.add(index.sortKey);
  }
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [{ AttributeName: spec.partitionKey, KeyType: 'HASH' }],
    ...(indexes.length
      ? {
          GlobalSecondaryIndexes: indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
              ...(index.sortKey ? [{ AttributeName: index.sortKey, KeyType: 'RANGE' as const }] : []),
            ],
            Projection: { ProjectionType: index.projection },
          })),
        }
      : {}),
  };
}

/** Every table, under the given names (the local stack's, or a test's). */
export function tableDefinitions(names: Record<TableKey, string>): CreateTableCommandInput[] {
  return (Object.keys(tables) as TableKey[]).map((key) => tableDefinition(tables[key], names[key]));
}

/** The local stack's table names: from the environment when set, else common/tables.ts's local names. */
export function localTableNames(env: NodeJS.ProcessEnv = process.env): Record<TableKey, string> {
  const entries = (Object.keys(tables) as TableKey[]).map((key) => [
    key,
    env[tables[key].envVar] || tables[key].localName,
  ]);
  return Object.fromEntries(entries) as Record<TableKey, string>;
}
