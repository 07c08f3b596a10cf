import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { outboxIndex } from '../../functions/domain/store';
import { tableDefinitions } from '../../functions/domain/tables';
import { Data, outboxIndexName } from '../lib/data';
import { testStack } from './support';

describe('Data', () => {
  let data: Data;
  let template: Template;
  beforeAll(() => {
    const stack = testStack();
    data = new Data(stack, 'Data');
    template = Template.fromStack(stack);
  });

  it('keys join requests by submissionId, with the sparse outbox index the functions query', () => {
    expect(outboxIndexName).toBe(outboxIndex);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'submissionId', KeyType: 'HASH' }],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'submissionId', AttributeType: 'S' },
        { AttributeName: 'outbox', AttributeType: 'S' },
        { AttributeName: 'createdAt', AttributeType: 'S' },
      ]),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'outbox',
          KeySchema: [
            { AttributeName: 'outbox', KeyType: 'HASH' },
            { AttributeName: 'createdAt', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
  });

  it('keys subscriptions by the keyed hash of the address, with TTL on expiresAt, as the local stack does', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'subscriberId', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'subscriberId', AttributeType: 'S' }],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: Match.absent(),
    });
    const local = tableDefinitions({ joinRequests: 'J', subscriptions: 'S', weeks: 'W', outbox: 'O' }).find(
      (t) => t.TableName === 'S',
    );
    expect(local?.KeySchema).toEqual([{ AttributeName: 'subscriberId', KeyType: 'HASH' }]);
  });

  it('expires join requests by TTL on expiresAt (end of their week plus the retention)', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'submissionId', KeyType: 'HASH' }],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('keys the weeks by their embark date, as the local stack does', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'from', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'from', AttributeType: 'S' }],
      GlobalSecondaryIndexes: Match.absent(),
    });
    const local = tableDefinitions({ joinRequests: 'J', subscriptions: 'S', weeks: 'W', outbox: 'O' }).find(
      (t) => t.TableName === 'W',
    );
    expect(local?.KeySchema).toEqual([{ AttributeName: 'from', KeyType: 'HASH' }]);
    expect(data.environment).toMatchObject({ WEEKS_TABLE: data.weeks.tableName });
  });

  it('binds the weeks read-only to the public functions, by key only to join requests, and Scan+UpdateItem to the sweep', () => {
    const actions = (binding: {
      statements: readonly { toStatementJson(): { Action: unknown; Resource: unknown } }[];
    }) =>
      binding.statements.map((s) => {
        const json = Stack.of(data).resolve(s.toStatementJson()) as { Action: unknown; Resource: unknown };
        expect(json.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataWeeks/), 'Arn'] });
        return json.Action;
      });
    expect(actions(data.weeksReadOnly())).toEqual([['dynamodb:GetItem', 'dynamodb:Scan']]);
    expect(actions(data.weekLookup())).toEqual(['dynamodb:GetItem']);
    expect(actions(data.weeksReminders())).toEqual([['dynamodb:Scan', 'dynamodb:UpdateItem']]);
  });

  it('keys the outbox by mailId with the sparse due and age indexes and TTL, exactly as the local stack does', () => {
    const local = tableDefinitions({ joinRequests: 'J', subscriptions: 'S', weeks: 'W', outbox: 'O' }).find(
      (t) => t.TableName === 'O',
    )!;
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: local.KeySchema,
      AttributeDefinitions: Match.arrayEquals(local.AttributeDefinitions!.map((d) => Match.objectEquals(d))),
      GlobalSecondaryIndexes: local.GlobalSecondaryIndexes!.map((index) =>
        Match.objectLike({ IndexName: index.IndexName, KeySchema: index.KeySchema, Projection: index.Projection }),
      ),
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
    expect(data.environment).toMatchObject({ OUTBOX_TABLE: data.outbox.tableName });
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
