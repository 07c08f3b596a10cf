/**
 * `privacy export` and `privacy forget` on the tables: read what is held about an address, then export it
 * or erase it by the rules of rules.ts. The owner CLI (owner/commands/privacy/index.ts) only calls these
 * and prints; tests/integration/privacy.test.ts calls them on DynamoDB Local.
 */
import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { scanAll } from '../platform/pages';
import { keyedHash } from '../platform/privacyKey';
import { subscribersStore, type ForgetOutcome } from '../newsletter/subscriberStore';
import { subscriberIdOf } from '../newsletter/subscriberTokens';
import type { OutboxMail } from '../mail/outboxMail';
import type { DeskRequest } from '../requests/store';
import { erasurePlan, exportDocument, heldAbout, type HeldAbout } from './rules';

/** The three tables that hold personal data. */
export interface PrivacyTables {
  requests: string;
  outbox: string;
  subscriptions: string;
}

/** Reads what the requests and outbox tables hold about the (normalised) address. Needs the privacy secret. */
export async function readHeldAbout(
  db: DynamoDBDocumentClient,
  tables: PrivacyTables,
  address: string,
): Promise<HeldAbout> {
  const [requests, outbox] = await Promise.all([
    scanAll<DeskRequest>(db, tables.requests),
    scanAll<OutboxMail>(db, tables.outbox),
  ]);
  return heldAbout(
    address,
    { requests, outbox },
    { ackCounterPrefix: `counter#ack#${keyedHash('ack-cap', address)}#`, subscriberId: subscriberIdOf(address) },
  );
}

/** Everything held about the address, as `privacy export` prints it. */
export async function exportPersonalData(
  db: DynamoDBDocumentClient,
  tables: PrivacyTables,
  address: string,
  now: Date,
) {
  const held = await readHeldAbout(db, tables, address);
  const subscription = await subscribersStore(db, tables.subscriptions).get(address);
  return exportDocument(held, subscription, now);
}

/** What `forgetAddress` did, per table. */
export interface Forgotten {
  email: string;
  requestsDeleted: number;
  /** The references of the booked or optioned requests kept with the personal fields erased. */
  requestsAnonymised: string[];
  mailsDeleted: number;
  digestsEdited: number;
  recordsDeleted: number;
  subscription: ForgetOutcome;
  subscriberId: string;
}

/** Erases the address everywhere (rules.ts decides how), then says what was done. */
export async function forgetAddress(
  db: DynamoDBDocumentClient,
  tables: PrivacyTables,
  address: string,
  now: Date,
): Promise<Forgotten> {
  const plan = erasurePlan(await readHeldAbout(db, tables, address));
  const { set, remove } = plan.anonymise;
  const setKeys = Object.keys(set);
  for (const { submissionId } of plan.anonymiseRequests) {
    await db.send(
      new UpdateCommand({
        TableName: tables.requests,
        Key: { submissionId },
        UpdateExpression: `SET ${setKeys.map((_, i) => `#s${i} = :s${i}`).join(', ')}, forgottenAt = :now, updatedAt = :now REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries([
          ...setKeys.map((key, i) => [`#s${i}`, key]),
          ...remove.map((key, i) => [`#r${i}`, key]),
        ]),
        ExpressionAttributeValues: {
          ...Object.fromEntries(setKeys.map((key, i) => [`:s${i}`, set[key]])),
          ':now': now.toISOString(),
        },
      }),
    );
  }
  for (const submissionId of plan.deleteRequests) {
    await db.send(new DeleteCommand({ TableName: tables.requests, Key: { submissionId } }));
  }
  for (const { mail, entries } of plan.editDigests) {
    await db.send(new PutCommand({ TableName: tables.outbox, Item: { ...mail, entries } }));
  }
  for (const mailId of [...plan.deleteMails, ...plan.deleteRecords]) {
    await db.send(new DeleteCommand({ TableName: tables.outbox, Key: { mailId } }));
  }
  const subscription = await subscribersStore(db, tables.subscriptions).forget(address, now);
  return {
    email: address,
    requestsDeleted: plan.deleteRequests.length,
    requestsAnonymised: plan.anonymiseRequests.map((request) => request.reference),
    mailsDeleted: plan.deleteMails.length,
    digestsEdited: plan.editDigests.length,
    recordsDeleted: plan.deleteRecords.length,
    subscription,
    subscriberId: subscriberIdOf(address),
  };
}
