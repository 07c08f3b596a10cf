import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { ageIndex, dueIndex } from './outboxStore';
import { outboxIndex } from './store';

/**
 * The three tables' key schemas, for the local stack and the tests (infra
 * declares the same in CDK; its tests check they agree).
 */
export function tableDefinitions(names: {
  joinRequests: string;
  subscriptions: string;
  weeks: string;
  outbox: string;
}): CreateTableCommandInput[] {
  return [
    {
      TableName: names.joinRequests,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'submissionId', AttributeType: 'S' },
        { AttributeName: 'outbox', AttributeType: 'S' },
        { AttributeName: 'createdAt', AttributeType: 'S' },
      ],
      KeySchema: [{ AttributeName: 'submissionId', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: outboxIndex,
          KeySchema: [
            { AttributeName: 'outbox', KeyType: 'HASH' },
            { AttributeName: 'createdAt', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    },
    {
      TableName: names.subscriptions,
      BillingMode: 'PAY_PER_REQUEST',
      // Keyed by keyedHash('subscriber', address) (functions/domain/subscribers.ts); TTL `expiresAt` in AWS.
      AttributeDefinitions: [{ AttributeName: 'subscriberId', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'subscriberId', KeyType: 'HASH' }],
    },
    {
      // One item per charter week, keyed by its embark date.
      TableName: names.weeks,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'from', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'from', KeyType: 'HASH' }],
    },
    {
      // One item per outgoing e-mail; both indexes sparse (only mail still pending, or dead).
      TableName: names.outbox,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'mailId', AttributeType: 'S' },
        { AttributeName: 'state', AttributeType: 'S' },
        { AttributeName: 'nextAttemptAt', AttributeType: 'S' },
        { AttributeName: 'createdAt', AttributeType: 'S' },
      ],
      KeySchema: [{ AttributeName: 'mailId', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: dueIndex,
          KeySchema: [
            { AttributeName: 'state', KeyType: 'HASH' },
            { AttributeName: 'nextAttemptAt', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: ageIndex,
          KeySchema: [
            { AttributeName: 'state', KeyType: 'HASH' },
            { AttributeName: 'createdAt', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    },
  ];
}
