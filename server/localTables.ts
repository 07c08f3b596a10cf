import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { tables, type TableKey, type TableSpec } from '../common/tables';

/** One table of common/tables.ts as CreateTable takes it (infra builds the same in CDK). */
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

/** The parts of a table the spec decides, as DescribeTable reports them (DynamoDB Local and AWS alike). */
export interface DescribedTable {
  KeySchema?: ReadonlyArray<{ AttributeName?: string; KeyType?: string }>;
  GlobalSecondaryIndexes?: ReadonlyArray<{
    IndexName?: string;
    KeySchema?: ReadonlyArray<{ AttributeName?: string; KeyType?: string }>;
    Projection?: { ProjectionType?: string };
  }>;
}

const keyText = (schema: DescribedTable['KeySchema'] = []) =>
  schema.map((key) => `${key.AttributeName} ${key.KeyType}`).join(', ');

/**
 * How an existing table differs from its definition: its key, each index missing, extra or with
 * another key or projection, in short phrases ("index outbox is not in common/tables.ts"); empty when it
 * matches. TTL is not compared: DynamoDB Local expires nothing (the local sweep reads the spec's attribute each run).
 */
export function tableDifferences(existing: DescribedTable, wanted: CreateTableCommandInput): string[] {
  const differences: string[] = [];
  if (keyText(existing.KeySchema) !== keyText(wanted.KeySchema)) {
    differences.push(`its key is ${keyText(existing.KeySchema)}, not ${keyText(wanted.KeySchema)}`);
  }
  const have = new Map((existing.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index]));
  const want = new Map((wanted.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index]));
  for (const [name, index] of want) {
    const found = have.get(name);
    if (!found) differences.push(`index ${name} is missing`);
    else if (
      keyText(found.KeySchema) !== keyText(index.KeySchema) ||
      found.Projection?.ProjectionType !== index.Projection?.ProjectionType
    ) {
      differences.push(`index ${name} has another key or projection`);
    }
  }
  for (const name of have.keys()) if (!want.has(name)) differences.push(`index ${name} is not in common/tables.ts`);
  return differences;
}
