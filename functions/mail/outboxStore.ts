import {
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { conditional, isConditionFailure } from '../platform/conditional';
import { ageIndex, dueIndex, mailExpiresAt, outboxKinds, type OutboxMail, type OutboxStore } from './outboxMail';

import { addToDigest, type Send } from './outboxDigest';

export * from './outboxMail';

export function outboxStore(db: DynamoDBDocumentClient, table: string, deadlineMs = 4_000): OutboxStore {
  // Every call has its own deadline on top of the client's socket timeouts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const send: Send = <T>(command: any) =>
    db.send(command as never, { abortSignal: AbortSignal.timeout(deadlineMs) }) as unknown as Promise<T>;
  const query = async (input: Record<string, unknown>) =>
    send<{ Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> }>(
      new QueryCommand({ TableName: table, ...input } as never),
    );

  return {
    put: (mail) =>
      conditional(() =>
        send(
          new PutCommand({
            TableName: table,
            Item: { ...mail, expiresAt: mail.expiresAt ?? mailExpiresAt(new Date(mail.createdAt)) },
            ConditionExpression: 'attribute_not_exists(mailId)',
          }),
        ),
      ),

    async get(mailId) {
      const result = await send<{ Item?: OutboxMail }>(
        new GetCommand({ TableName: table, Key: { mailId }, ConsistentRead: true }),
      );
      return result.Item;
    },

    async duePage(now, startKey, limit = 25) {
      const result = await query({
        IndexName: dueIndex,
        KeyConditionExpression: '#state = :pending AND nextAttemptAt <= :now',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':now': now.toISOString() },
        Limit: limit,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      });
      return { items: (result.Items ?? []) as unknown as OutboxMail[], next: result.LastEvaluatedKey };
    },

    async list(state) {
      const items: OutboxMail[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const result = await query({
          IndexName: dueIndex,
          KeyConditionExpression: '#state = :state',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':state': state },
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        });
        items.push(...((result.Items ?? []) as unknown as OutboxMail[]));
        startKey = result.LastEvaluatedKey;
      } while (startKey);
      return items;
    },

    async listSent(since) {
      const items: OutboxMail[] = [];
      const kinds = Object.fromEntries(outboxKinds.map((kind, i) => [`:k${i}`, kind]));
      let startKey: Record<string, unknown> | undefined;
      do {
        const result = await send<{ Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> }>(
          new ScanCommand({
            TableName: table,
            FilterExpression: `sentAt >= :since AND attribute_not_exists(#state) AND #kind IN (${Object.keys(kinds).join(', ')})`,
            ExpressionAttributeNames: { '#state': 'state', '#kind': 'kind' },
            ExpressionAttributeValues: { ':since': since.toISOString(), ...kinds },
            ...(startKey ? { ExclusiveStartKey: startKey } : {}),
          }),
        );
        items.push(...((result.Items ?? []) as unknown as OutboxMail[]));
        startKey = result.LastEvaluatedKey;
      } while (startKey);
      return items.sort((a, b) => (b.sentAt ?? '').localeCompare(a.sentAt ?? ''));
    },

    async oldestPending() {
      const result = await query({
        IndexName: ageIndex,
        KeyConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending' },
        Limit: 1,
      });
      return result.Items?.[0]?.createdAt as string | undefined;
    },

    async claim(mailId, now, retryAt, maxAttempts) {
      try {
        const result = await send<{ Attributes?: Record<string, unknown> }>(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression: 'SET nextAttemptAt = :retry, attempts = attempts + :one',
            ConditionExpression: '#state = :pending AND nextAttemptAt <= :now AND attempts < :max',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':retry': retryAt.toISOString(),
              ':one': 1,
              ':pending': 'pending',
              ':now': now.toISOString(),
              ':max': maxAttempts,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes as unknown as OutboxMail;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    markDead: (mailId, now, maxAttempts, reason) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression: 'SET #state = :dead, deadAt = :now, lastError = :reason, expiresAt = :expires',
            ConditionExpression: '#state = :pending AND nextAttemptAt <= :now AND attempts >= :max',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':dead': 'dead',
              ':pending': 'pending',
              ':now': now.toISOString(),
              ':max': maxAttempts,
              ':reason': reason,
              // Given up: kept as long as a sent mail, for the owner to re-drive, then gone.
              ':expires': mailExpiresAt(now),
            },
          }),
        ),
      ),

    async markSent(mailId, sesMessageId, now, expiresAt) {
      await send(
        new UpdateCommand({
          TableName: table,
          Key: { mailId },
          UpdateExpression: 'REMOVE #state, nextAttemptAt SET sentAt = :now, sesMessageId = :id, expiresAt = :expires',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':now': now.toISOString(), ':id': sesMessageId, ':expires': expiresAt },
        }),
      );
    },

    async recordFailure(mailId, error) {
      await send(
        new UpdateCommand({
          TableName: table,
          Key: { mailId },
          UpdateExpression: 'SET lastError = :error',
          ConditionExpression: 'attribute_exists(#state)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':error': error },
        }),
      ).catch((failure: unknown) => {
        if (!isConditionFailure(failure)) throw failure;
      });
    },

    redrive: (mailId, now) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression:
              'SET #state = :pending, nextAttemptAt = :now, attempts = :zero, redrivenAt = :now, expiresAt = :expires',
            ConditionExpression: '#state = :dead',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':pending': 'pending',
              ':dead': 'dead',
              ':now': now.toISOString(),
              ':zero': 0,
              ':expires': mailExpiresAt(now),
            },
          }),
        ),
      ),

    resend: (mailId, now) =>
      conditional(() => {
        const kinds = Object.fromEntries(outboxKinds.map((kind, i) => [`:k${i}`, kind]));
        return send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression:
              'SET #state = :pending, nextAttemptAt = :now, attempts = :zero, redrivenAt = :now, expiresAt = :expires ' +
              'REMOVE sentAt, sesMessageId, lastError',
            ConditionExpression: `attribute_exists(sentAt) AND attribute_not_exists(#state) AND #kind IN (${Object.keys(kinds).join(', ')})`,
            ExpressionAttributeNames: { '#state': 'state', '#kind': 'kind' },
            ExpressionAttributeValues: {
              ':pending': 'pending',
              ':now': now.toISOString(),
              ':zero': 0,
              ':expires': mailExpiresAt(now),
              ...kinds,
            },
          }),
        );
      }),

    addToDigest: (mail, entry) => addToDigest(send, table, mail, entry),

    withdraw: (mailId, why) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression: 'REMOVE #state, nextAttemptAt SET withdrawn = :why, expiresAt = :expires',
            ConditionExpression: '#state = :pending AND attempts = :zero',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':why': why,
              ':pending': 'pending',
              ':zero': 0,
              // Holds personal data: gone with the sent mail's retention.
              ':expires': mailExpiresAt(new Date()),
            },
          }),
        ),
      ),

    cancel: (mailId, why) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId },
            UpdateExpression: 'REMOVE #state, nextAttemptAt SET withdrawn = :why, expiresAt = :expires',
            ConditionExpression: '#state = :pending',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':why': why, ':pending': 'pending', ':expires': mailExpiresAt(new Date()) },
          }),
        ),
      ),

    takeSlot: (counterId, cap, expiresAt) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table,
            Key: { mailId: counterId },
            UpdateExpression: 'ADD taken :one SET expiresAt = :expires',
            ConditionExpression: 'attribute_not_exists(taken) OR taken < :cap',
            ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':expires': expiresAt },
          }),
        ),
      ),
  };
}
