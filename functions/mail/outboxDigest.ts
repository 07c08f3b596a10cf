import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditional } from '../platform/conditional';
import {
  boundedDigestEntry,
  digestMaxEntries,
  mailExpiresAt,
  type DigestEntry,
  type OutboxMail,
  type Send,
} from './outboxMail';

/**
 * Adds one request to a page of the hour's digest (part of the outbox store): while the page is
 * unattempted and lists fewer than digestMaxEntries. False when it is full or has started.
 */
export async function addToDigest(
  send: Send,
  table: string,
  mail: Omit<OutboxMail, 'entries'>,
  entry: DigestEntry,
): Promise<boolean> {
  const appended = await conditional(() =>
    send(
      new UpdateCommand({
        TableName: table,
        Key: { mailId: mail.mailId },
        UpdateExpression:
          'SET #entries = list_append(if_not_exists(#entries, :none), :entry), #kind = :kind, #to = :to, ' +
          '#reference = :reference, #createdAt = if_not_exists(#createdAt, :createdAt), ' +
          '#state = if_not_exists(#state, :pending), #next = if_not_exists(#next, :due), ' +
          '#attempts = if_not_exists(#attempts, :zero), #expiresAt = if_not_exists(#expiresAt, :expires)',
        // Only while no attempt has started (a request arriving later goes into the next digest),
        // and while it lists fewer than digestMaxEntries.
        ConditionExpression:
          '(attribute_not_exists(mailId) OR (#state = :pending AND #attempts = :zero)) AND ' +
          '(attribute_not_exists(#entries) OR size(#entries) < :max)',
        // Every name a placeholder: `reference` (among others) is a reserved word.
        ExpressionAttributeNames: {
          '#state': 'state',
          '#to': 'to',
          '#entries': 'entries',
          '#kind': 'kind',
          '#reference': 'reference',
          '#createdAt': 'createdAt',
          '#next': 'nextAttemptAt',
          '#attempts': 'attempts',
          '#expiresAt': 'expiresAt',
        },
        ExpressionAttributeValues: {
          ':none': [],
          ':entry': [boundedDigestEntry(entry)],
          ':max': digestMaxEntries,
          ':kind': mail.kind,
          ':to': mail.to,
          ':reference': mail.reference,
          ':createdAt': mail.createdAt,
          ':pending': 'pending',
          ':due': mail.nextAttemptAt,
          ':zero': 0,
          ':expires': mailExpiresAt(new Date(mail.createdAt)),
        },
      }),
    ),
  );
  return appended;
}
