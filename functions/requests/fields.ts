import { createHash } from 'node:crypto';
import type { JoinRequest } from '../../common/contracts/joinRequest';
import { requestReference } from '../../common/contracts/reference';
import {
  fieldKeys,
  fieldsWhere,
  requestFields,
  rowsFor,
  type FieldKey,
  type FieldsWhere,
  type Renderers,
} from '../../common/contracts/requestFields';
import {
  requestExpiresAt,
  type DeskRequest,
  type HistoryEntry,
  type RequestStatus,
  type StoredContent,
  type StoredJoinRequest,
} from './store';

/**
 * The declared fields of a charter request (common/contracts/requestFields.ts) on the back end: how they are
 * stored, what the owner's mail and a digest entry keep of them, what `privacy forget` erases, the content
 * hash a repeat must match, and the desk's fields of a new request.
 */

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

/**
 * How the hashed fields that are not plain text enter the hash: the e-mail in any case is the same
 * address, a week is its two dates.
 */
const hashed: Renderers<FieldsWhere<'hashed'>, (request: JoinRequest) => unknown[]> = {
  email: (request) => [request.email.toLowerCase()],
  week: (request) => [request.week?.from ?? null, request.week?.to ?? null],
  dates: (request) => [request.dates ?? null],
  locale: (request) => [request.locale],
};

/**
 * The hash of a request's content as the contract normalised it (trimmed, folded, phone in E.164):
 * every field declared `hashed` (common/contracts/requestFields.ts), what a repeat of the same
 * submissionId must match. The id and the honeypot are not content.
 */
export function contentHash(request: JoinRequest): string {
  const content = rowsFor(fieldsWhere('hashed'), hashed, (_key, value) => [value ?? null], request);
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** Whether a stored request is the same content as `hash`. */
export function sameContent(stored: DeskRequest, hash: string): boolean {
  return stored.contentHash === hash;
}

/** The desk's fields of a new request. */
export function newRequestFields(request: JoinRequest, createdAt: string) {
  return {
    reference: requestReference(request.submissionId),
    status: 'new' as RequestStatus,
    history: [{ status: 'new', at: createdAt }] as HistoryEntry[],
    contentHash: contentHash(request),
    // Dates to agree: kept as long after the day it came in as a week's request after its week.
    expiresAt: requestExpiresAt(request.week?.to ?? createdAt.slice(0, 10)),
  };
}
