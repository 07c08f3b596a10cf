import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { JoinRequest } from '../../src/contracts/joinRequest';
import {
  fieldKeys,
  fieldsWhere,
  requestFields,
  type FieldKey,
  type FieldsWhere,
} from '../../src/contracts/requestFields';
import { isConditionFailure } from '../platform/conditional';
import { dynamo } from '../platform/clients';
import { tableName } from '../platform/config';

/**
 * A request's declared fields as stored (src/contracts/requestFields.ts): each under its own key, the
 * week as `weekFrom`, `weekTo` and its `leg` (absent while the request has dates to agree, until the
 * owner attaches a week).
 */
export type StoredContent = Omit<JoinRequest, 'submissionId' | 'website' | 'week'> & {
  weekFrom?: string;
  weekTo?: string;
  leg?: string;
};

/** A charter request as stored. Its e-mails live in the outbox table (functions/mail/outbox.ts). */
export type StoredJoinRequest = StoredContent & { submissionId: string; createdAt: string };

/** The stored keys of a field: its own, or the week's three. */
export type StoredKeysOf<K extends FieldKey> = K extends 'week' ? 'weekFrom' | 'weekTo' | 'leg' : K;
export const storedKeysOf = <K extends FieldKey>(key: K): Array<StoredKeysOf<K>> =>
  (key === 'week' ? ['weekFrom', 'weekTo', 'leg'] : [key]) as Array<StoredKeysOf<K>>;

/** The declared fields of a valid request as stored, with the week it chose (the weeks table's item). */
export function storedContent(request: JoinRequest, week?: { from: string; to: string; leg: string }): StoredContent {
  const content: Record<string, unknown> = {};
  for (const key of fieldKeys) {
    if (key === 'week') Object.assign(content, week ? { weekFrom: week.from, weekTo: week.to, leg: week.leg } : {});
    else if (request[key] !== undefined) content[key] = request[key];
  }
  return content as StoredContent;
}

/**
 * What a place shows of a request: its id, when it came in, and the stored keys of the fields whose
 * `flag` is set (`RequestView<'ownerMail'>`: the owner's mail; `'digest'`: a digest entry).
 */
export type RequestView<Flag extends 'ownerMail' | 'digest'> = Pick<
  StoredJoinRequest,
  'submissionId' | 'createdAt' | StoredKeysOf<FieldsWhere<Flag>>
>;
export function viewOf<Flag extends 'ownerMail' | 'digest'>(request: StoredJoinRequest, flag: Flag): RequestView<Flag> {
  const view: Record<string, unknown> = { submissionId: request.submissionId, createdAt: request.createdAt };
  for (const key of fieldsWhere(flag).flatMap((field) => storedKeysOf(field))) view[key] = request[key];
  return view as RequestView<Flag>;
}

/**
 * What `privacy forget` does to a request it keeps (booked or optioned: its week refers to it): each
 * personal field's stored keys, set to its `erasedAs` (a required field) or removed (an optional one).
 */
export function personalErasure(): { set: Record<string, string>; remove: string[] } {
  const set: Record<string, string> = {};
  const remove: string[] = [];
  for (const key of fieldsWhere('personal')) {
    const field: { input: { required?: boolean }; erasedAs?: string } = requestFields[key];
    for (const stored of storedKeysOf(key)) {
      if (field.input.required) set[stored] = field.erasedAs ?? '';
      else remove.push(stored);
    }
  }
  return { set, remove };
}

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
