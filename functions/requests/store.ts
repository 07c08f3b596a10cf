import { isConditionFailure } from '../platform/conditional';
import { tables } from '../../common/tables';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Locale } from '../../src/i18n/locales';
import { dynamo } from '../platform/clients';
import { tableName } from '../platform/config';

/**
 * A charter request as stored. Its e-mails live in the outbox table (functions/mail/outbox.ts); the
 * `outbox`/`nextMailAt`/`mailAttempts`/`mailedAt`/`sesMessageId` fields are only on records stored
 * before that table existed.
 */
export interface StoredJoinRequest {
  submissionId: string;
  createdAt: string;
  locale: Locale;
  name: string;
  email: string;
  phone: string;
  message?: string;
  /** The chosen week; absent while the request has dates to agree (`dates`), until the owner attaches one. */
  weekFrom?: string;
  weekTo?: string;
  leg?: string;
  /** Preferred dates, as the visitor gave them when no week could be chosen ("dates to agree"). */
  dates?: string;
  outbox?: 'pending' | 'dead';
  /** When the pending e-mail may next be tried (a lease while one attempt runs). */
  nextMailAt?: string;
  mailAttempts?: number;
  mailedAt?: string;
  sesMessageId?: string;
}

/** Name of the sparse index over the legacy pending e-mails of old records (infra creates the same). */
export const outboxIndex = tables.joinRequests.indexes.outbox.name;

/** Stores a new request; 'exists' when this submissionId was stored before. One conditional put. */
export async function putJoinRequest(record: StoredJoinRequest): Promise<'created' | 'exists'> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName('joinRequests'),
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
