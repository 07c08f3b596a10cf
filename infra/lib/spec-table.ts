import { AttributeType, ProjectionType, Table, type TableProps } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { TableSpec } from '../../common/tables';

/**
 * A DynamoDB table built from its entry in common/tables.ts (key, TTL attribute, indexes), so infra and
 * the functions cannot disagree on a key; `props` add what only the deployment decides.
 */
export function specTable(
  scope: Construct,
  id: string,
  spec: TableSpec,
  props: Omit<TableProps, 'partitionKey' | 'sortKey' | 'timeToLiveAttribute'>,
): Table {
  const table = new Table(scope, id, {
    ...props,
    partitionKey: { name: spec.partitionKey, type: AttributeType.STRING },
    ...(spec.ttlAttribute ? { timeToLiveAttribute: spec.ttlAttribute } : {}),
  });
  for (const index of Object.values(spec.indexes)) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      ...(index.sortKey ? { sortKey: { name: index.sortKey, type: AttributeType.STRING } } : {}),
      projectionType: index.projection === 'ALL' ? ProjectionType.ALL : ProjectionType.KEYS_ONLY,
    });
  }
  return table;
}
