import type { Locale } from '../locales';
import { requestFieldCopy, type RequestFieldCopy } from './requestFieldCopy';
import { emailMaxLength } from './text';

/**
 * The charter request's fields, declared once. Every place that handles a request iterates this
 * list: the contract's schema (joinRequest.ts builds the plain fields' checks from `input`), the
 * form (its inputs and their limits), the stored record, the content hash, the owner's mail and the
 * digest's entries, the CSV columns, `--json` and `request <ref>`, and `privacy forget`. A field
 * whose value is not plain text (the week, the preferred dates) needs a renderer in each place that
 * shows it, and TypeScript says which (`FieldsWithout`); a plain text field needs none.
 *
 * To add a field: declare it here, give it its copy (common/contracts/requestFieldCopy.ts), and say in the
 * privacy notice (src/data/copy/privacy.ts) that it is collected.
 *
 * This module is plain data (no zod): the form imports it with the page.
 */

/** The limits of a typed input: the contract checks them and says which is passed (the form sets no maxLength, which would cut silently). */
interface TypedInput {
  maxLength: number;
  required: boolean;
  autoComplete?: string;
}

/** How a field is entered and checked. */
export type FieldInput =
  /** One line of text (folded to one line, invisible formatting dropped). */
  | ({ kind: 'line' } & TypedInput)
  /** Free text over several lines. */
  | ({ kind: 'text'; rows: number } & TypedInput)
  | ({ kind: 'email' } & TypedInput)
  /** Checked against real numbering plans and stored in E.164 (phone.ts). */
  | ({ kind: 'phone' } & TypedInput)
  /** The page's language, not typed by the visitor. */
  | { kind: 'locale' }
  /** The week chosen in the calendar: `{ from, to }`, stored as `weekFrom`, `weekTo` and its `leg`. */
  | { kind: 'week' }
  /** Preferred dates while no week can be chosen: a month range and/or the visitor's words. */
  | { kind: 'dates'; maxLength: number; wordsMaxLength: number };

export interface RequestField {
  copy: RequestFieldCopy;
  input: FieldInput;
  /** Shown in the owner's mail about the request. */
  ownerMail: boolean;
  /** Kept in (and shown by) the hour's digest entry, when the owner's mails of the hour are over the cap. */
  digest: boolean;
  /** A column (or, for the week, columns) of `npm run owner -- export requests --csv`. */
  csv: boolean;
  /** In `--json` (`requests`, `request <ref>`) and in `request <ref>`'s lines. */
  json: boolean;
  /** Personal data: `privacy forget` erases it from a request it keeps (a booked or optioned one). */
  personal: boolean;
  /** What an erased required field reads afterwards (an optional one is removed); default ''. */
  erasedAs?: string;
  /** Part of the content hash: a repeat of a submission id with this field changed is a new request. */
  hashed: boolean;
}

export const requestFields = {
  name: {
    copy: requestFieldCopy.name,
    input: { kind: 'line', maxLength: 120, required: true, autoComplete: 'name' },
    ownerMail: true,
    digest: true,
    csv: true,
    json: true,
    personal: true,
    erasedAs: '(forgotten)',
    hashed: true,
  },
  email: {
    copy: requestFieldCopy.email,
    input: { kind: 'email', maxLength: emailMaxLength, required: true, autoComplete: 'email' },
    ownerMail: true,
    digest: true,
    csv: true,
    json: true,
    personal: true,
    hashed: true,
  },
  phone: {
    copy: requestFieldCopy.phone,
    input: { kind: 'phone', maxLength: 40, required: true, autoComplete: 'tel' },
    ownerMail: true,
    digest: true,
    csv: true,
    json: true,
    personal: true,
    hashed: true,
  },
  week: {
    copy: requestFieldCopy.week,
    input: { kind: 'week' },
    ownerMail: true,
    digest: true,
    csv: true,
    json: true,
    personal: false,
    hashed: true,
  },
  dates: {
    copy: requestFieldCopy.dates,
    input: { kind: 'dates', maxLength: 200, wordsMaxLength: 120 },
    ownerMail: true,
    digest: true,
    csv: true,
    json: true,
    personal: false,
    hashed: true,
  },
  locale: {
    copy: requestFieldCopy.locale,
    input: { kind: 'locale' },
    ownerMail: true,
    digest: true,
    csv: true,
    json: true,
    personal: false,
    hashed: true,
  },
  message: {
    copy: requestFieldCopy.message,
    input: { kind: 'text', rows: 5, maxLength: 2000, required: false },
    ownerMail: true,
    digest: true,
    csv: true,
    json: true,
    personal: true,
    hashed: true,
  },
} as const satisfies Record<string, RequestField>;

export type RequestFields = typeof requestFields;
export type FieldKey = keyof RequestFields;
/** Every field, in the order the owner reads them (mail rows, CSV columns, `request <ref>`). */
export const fieldKeys = Object.keys(requestFields) as FieldKey[];

/** The fields a flag is true for (`FieldsWhere<'personal'>`: what `privacy forget` erases). */
export type FieldsWhere<Flag extends 'ownerMail' | 'digest' | 'csv' | 'json' | 'personal' | 'hashed'> = {
  [K in FieldKey]: RequestFields[K][Flag] extends true ? K : never;
}[FieldKey];
export const fieldsWhere = <Flag extends 'ownerMail' | 'digest' | 'csv' | 'json' | 'personal' | 'hashed'>(
  flag: Flag,
): Array<FieldsWhere<Flag>> => fieldKeys.filter((key) => requestFields[key][flag]) as Array<FieldsWhere<Flag>>;

/** The fields of an input kind. */
export type FieldsOfKind<Kind extends FieldInput['kind']> = {
  [K in FieldKey]: RequestFields[K]['input']['kind'] extends Kind ? K : never;
}[FieldKey];
/** Fields entered as plain text (the contract builds their checks, the form their inputs, from `input`). */
export type PlainField = FieldsOfKind<'line' | 'text'>;
/** Fields the form renders as one labelled input or textarea each, in this order. */
export type InputField = FieldsOfKind<'line' | 'text' | 'email' | 'phone'>;
export const inputFields = fieldKeys.filter((key) =>
  ['line', 'text', 'email', 'phone'].includes(requestFields[key].input.kind),
) as InputField[];
export const plainFields = fieldKeys.filter((key) =>
  ['line', 'text'].includes(requestFields[key].input.kind),
) as PlainField[];
/** The fields whose value is not plain text: each place that shows them renders them itself. */
export type SpecialField = FieldsOfKind<'locale' | 'week' | 'dates'>;

/**
 * The renderers a place needs, given the fields it shows (`Shown`): one for each special field among
 * them (a type error if one is missing), and optionally one for a plain field shown differently.
 */
export type Renderers<Shown extends FieldKey, Renderer> = Record<Extract<Shown, SpecialField>, Renderer> &
  Partial<Record<Shown, Renderer>>;

/**
 * Each shown field's rows (mail rows, CSV cells, JSON entries…), in the declaration's order: its
 * renderer's, or `plain(key, value)` for a plain field without one (`value` as text, undefined when absent).
 */
export function rowsFor<Shown extends FieldKey, Row, Request>(
  shown: readonly Shown[],
  renderers: Renderers<Shown, (request: Request) => Row[]>,
  plain: (key: Shown, value: string | undefined) => Row[],
  request: Request,
): Row[] {
  const byKey = renderers as Partial<Record<Shown, (request: Request) => Row[]>>;
  return shown.flatMap((key) => {
    const render = byKey[key];
    if (render) return render(request);
    const value = (request as Record<string, unknown>)[key];
    return plain(key, value === undefined || value === null ? undefined : String(value));
  });
}

/** A plain field's label where the owner reads it. */
export const fieldLabel = (key: FieldKey, locale: Locale): string => requestFields[key].copy.label[locale];
