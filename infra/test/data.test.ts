import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { tables, type TableKey, type TableSpec } from '../../common/tables';
import { tableDefinitions } from '../../server/localTables';
import { Data } from '../lib/data';
import { testStack } from './support';

describe('Data', () => {
  let data: Data;
  let template: Template;
  beforeAll(() => {
    const stack = testStack();
    data = new Data(stack, 'Data');
    template = Template.fromStack(stack);
  });

  // The spec is common/tables.ts; the local stack creates exactly tableDefinitions() on DynamoDB Local.
  const local = tableDefinitions(
    Object.fromEntries(Object.keys(tables).map((key) => [key, key])) as Record<TableKey, string>,
  );

  it.each(['joinRequests', 'subscriptions', 'weeks', 'outbox'] as const)(
    'creates the %s table with the keys, indexes and TTL the local stack creates',
    (key) => {
      const definition = local.find((t) => t.TableName === key)!;
      const spec: TableSpec = tables[key];
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: definition.KeySchema,
        AttributeDefinitions: Match.arrayEquals(definition.AttributeDefinitions!.map((d) => Match.objectEquals(d))),
        GlobalSecondaryIndexes: definition.GlobalSecondaryIndexes
          ? definition.GlobalSecondaryIndexes.map((index) =>
              Match.objectLike({
                IndexName: index.IndexName,
                KeySchema: index.KeySchema,
                Projection: index.Projection,
              }),
            )
          : Match.absent(),
        TimeToLiveSpecification: spec.ttlAttribute
          ? { AttributeName: spec.ttlAttribute, Enabled: true }
          : Match.absent(),
        DeletionProtectionEnabled: true,
      });
    },
  );

  it('keys join requests by submissionId, with no index (the owner lists them by a scan)', () => {
    const joinRequests = local.find((t) => t.TableName === 'joinRequests');
    expect(joinRequests).toMatchObject({ KeySchema: [{ AttributeName: 'submissionId', KeyType: 'HASH' }] });
    expect(joinRequests?.GlobalSecondaryIndexes).toBeUndefined();
  });

  it('keys subscriptions by the keyed hash of the address, with TTL on expiresAt', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'subscriberId', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'subscriberId', AttributeType: 'S' }],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: Match.absent(),
    });
  });

  it('expires join requests by TTL on expiresAt (end of their week plus the retention)', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'submissionId', KeyType: 'HASH' }],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('binds the weeks read-only to the public functions, by key and scan (no writes) to join requests, and reads and updates to the sweep', () => {
    const actions = (binding: {
      statements: readonly { toStatementJson(): { Action: unknown; Resource: unknown } }[];
    }) =>
      binding.statements.map((s) => {
        const json = Stack.of(data).resolve(s.toStatementJson()) as { Action: unknown; Resource: unknown };
        expect(json.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataWeeks/), 'Arn'] });
        return json.Action;
      });
    expect(actions(data.weeksReadOnly())).toEqual([['dynamodb:GetItem', 'dynamodb:Scan']]);
    expect(actions(data.weekLookup())).toEqual([['dynamodb:GetItem', 'dynamodb:Scan']]);
  });

  it('lets the sweep read the weeks and record reminders on them, with no access to the requests', () => {
    const statements = Stack.of(data).resolve(
      data.remindersSweep().statements.map((s) => s.toStatementJson()),
    ) as Array<{ Action: unknown; Resource: unknown }>;
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:Scan', 'dynamodb:UpdateItem'],
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^DataWeeks/), 'Arn'] },
      },
    ]);
    expect(JSON.stringify(statements)).not.toMatch(/JoinRequests/);
  });

  it('binds the outbox as puts and updates to join-requests, updates and index queries to the sweep', () => {
    const resolve = (statements: readonly { toStatementJson(): unknown }[]) =>
      Stack.of(data).resolve(statements.map((s) => s.toStatementJson())) as Array<{ Action: unknown }>;
    expect(resolve(data.outboxEnqueue().statements).map((s) => s.Action)).toEqual([
      ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
    ]);
    const sweep = resolve(data.outboxSweep().statements);
    expect(sweep.map((s) => s.Action)).toEqual(['dynamodb:UpdateItem', 'dynamodb:Query']);
    expect(JSON.stringify(sweep)).toMatch(/index\/due.*index\/age/);
  });

  it('makes all four tables on-demand, restorable, protected from deletion and retained', () => {
    const tables = template.findResources('AWS::DynamoDB::Table');
    expect(Object.keys(tables)).toHaveLength(4);
    for (const table of Object.values(tables)) {
      expect(table).toMatchObject({
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: {
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        },
      });
    }
  });

  it('binds subscriptions to the sign-up as GetItem/PutItem/UpdateItem and to the links as GetItem/UpdateItem: never a scan', () => {
    const signUp = data.subscriptionsSignUp();
    expect(signUp.statements.map((s) => s.toStatementJson())).toEqual([
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        Resource: data.subscriptions.tableArn,
      },
    ]);
    expect(signUp.environment).toEqual({ SUBSCRIPTIONS_TABLE: data.subscriptions.tableName });
    expect(data.subscriptionsUpdate().statements.map((s) => s.toStatementJson())).toEqual([
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: data.subscriptions.tableArn },
    ]);
    expect(data.outboxQueueOnly().statements.map((s) => s.toStatementJson())).toEqual([
      { Effect: 'Allow', Action: 'dynamodb:PutItem', Resource: data.outbox.tableArn },
      // The site-wide visitor-mail counter only (security review N1).
      {
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Resource: data.outbox.tableArn,
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['counter#*'] } },
      },
    ]);
    expect(data.subscriptionsLookup().statements.map((s) => s.toStatementJson())).toEqual([
      { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: data.subscriptions.tableArn },
    ]);
  });

  it('can drop protection for a throwaway copy', () => {
    const stack = testStack();
    new Data(stack, 'Data', { protect: false });
    for (const table of Object.values(Template.fromStack(stack).findResources('AWS::DynamoDB::Table'))) {
      expect(table).toMatchObject({ DeletionPolicy: 'Delete', Properties: { DeletionProtectionEnabled: false } });
    }
  });
});
