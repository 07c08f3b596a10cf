import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Locale } from '../../src/i18n/locales';
import { dynamo } from '../commons/clients';
import { config } from '../commons/config';

/** A charter request as stored. `outbox` is present while the owner's e-mail is pending. */
export interface StoredJoinRequest {
  submissionId: string;
  createdAt: string;
  locale: Locale;
  name: string;
  email: string;
  phone: string;
  message?: string;
  weekFrom: string;
  weekTo: string;
  leg: string;
  outbox?: 'pending' | 'dead';
  /** When the pending e-mail may next be tried (a lease while one attempt runs). */
  nextMailAt?: string;
  mailAttempts: number;
  mailedAt?: string;
  sesMessageId?: string;
}

/** Name of the sparse index over pending e-mails (infra creates the same). */
export const outboxIndex = 'outbox';

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

/** Stores a new request; 'exists' when this submissionId was stored before. One conditional put. */
export async function putJoinRequest(record: StoredJoinRequest): Promise<'created' | 'exists'> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: config().joinRequestsTable,
        Item: record,
        ConditionExpression: 'attribute_not_exists(submissionId)',
      }),
    );
    return 'created';
  } catch (error) {
    if (isConditionFailure(error)) return 'exists';
    throw error;
  }
}

/** Stores a subscription; 'exists' when the address is already subscribed. */
export async function putSubscription(email: string, locale: Locale, now: Date): Promise<'created' | 'exists'> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: config().subscriptionsTable,
        Item: { email, locale, subscribedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(email)',
      }),
    );
    return 'created';
  } catch (error) {
    if (isConditionFailure(error)) return 'exists';
    throw error;
  }
}

/** Pending e-mails, oldest first. */
export async function pendingMail(limit = 50): Promise<StoredJoinRequest[]> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: config().joinRequestsTable,
      IndexName: outboxIndex,
      KeyConditionExpression: 'outbox = :pending',
      ExpressionAttributeValues: { ':pending': 'pending' },
      Limit: limit,
    }),
  );
  return (result.Items ?? []) as StoredJoinRequest[];
}

/**
 * Takes the right to send one request's e-mail until `leaseUntil`. Only one of
 * several concurrent callers (the function that stored it, a sweep) wins.
 */
export async function claimMail(
  submissionId: string,
  now: Date,
  leaseUntil: Date,
): Promise<StoredJoinRequest | undefined> {
  try {
    const result = await dynamo.send(
      new UpdateCommand({
        TableName: config().joinRequestsTable,
        Key: { submissionId },
        UpdateExpression: 'SET nextMailAt = :lease, mailAttempts = mailAttempts + :one',
        ConditionExpression: 'outbox = :pending AND nextMailAt <= :now',
        ExpressionAttributeValues: {
          ':lease': leaseUntil.toISOString(),
          ':one': 1,
          ':pending': 'pending',
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as StoredJoinRequest;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export async function markMailed(submissionId: string, sesMessageId: string, now: Date): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: config().joinRequestsTable,
      Key: { submissionId },
      UpdateExpression: 'REMOVE outbox, nextMailAt SET mailedAt = :now, sesMessageId = :id',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':id': sesMessageId },
    }),
  );
}

/** Gives a failed e-mail back to the outbox for a later try, or parks it as dead. */
export async function releaseMail(submissionId: string, retryAt: Date, dead: boolean): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: config().joinRequestsTable,
      Key: { submissionId },
      UpdateExpression: dead ? 'SET outbox = :dead REMOVE nextMailAt' : 'SET nextMailAt = :retry',
      ExpressionAttributeValues: dead ? { ':dead': 'dead' } : { ':retry': retryAt.toISOString() },
    }),
  );
}
