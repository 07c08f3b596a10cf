import * as z from 'zod/mini';
import { email, isoDate, locale } from './fields';
import { hasVisible, multiLine, singleLine } from './text';
import { normalizePhone } from './phone';
import { issuesOf, type Issue } from './issues';
import { plainFields, requestFields, type FieldKey, type PlainField, type RequestFields } from './requestFields';
import { isSailingMonth } from '../facts/charter';
import { requestFieldCopy } from './requestFieldCopy';

/**
 * A plain field's check, from its declaration (requestFields.ts): folded (one line) or normalised
 * (several), at most `maxLength`; a required one must show a character, an optional one left blank
 * is absent. The message key is the field's key.
 */
function requiredText(key: string, fold: (value: string) => string, maxLength: number) {
  // Too long has its own message where the field's copy gives one (a name: "Please shorten…").
  const tooLong = 'tooLong' in (requestFieldCopy as Record<string, object>)[key]! ? `${key}TooLong` : key;
  return z.pipe(
    z.pipe(z.string(key), z.transform(fold)),
    z.string().check(z.refine(hasVisible, key), z.maxLength(maxLength, tooLong)),
  );
}
function optionalText(key: string, fold: (value: string) => string, maxLength: number) {
  return z.pipe(
    z.optional(z.pipe(z.string(key), z.transform(fold))),
    z.pipe(
      z.transform((value: string | undefined) => (value ? value : undefined)),
      z.optional(z.string().check(z.maxLength(maxLength, key))),
    ),
  );
}
type PlainSchemas = {
  [K in PlainField]: RequestFields[K]['input']['required'] extends true
    ? ReturnType<typeof requiredText>
    : ReturnType<typeof optionalText>;
};
const plainSchemas = Object.fromEntries(
  plainFields.map((key) => {
    const input = requestFields[key].input;
    const fold = input.kind === 'text' ? multiLine : singleLine;
    return [key, (input.required ? requiredText : optionalText)(key, fold, input.maxLength)];
  }),
) as PlainSchemas;

/** Preferred dates, when no week can be chosen: a month range and/or a few words. */
export const datesMaxLength = requestFields.dates.input.maxLength;

/**
 * The month range a `dates` text starts with, as the form writes it ("2027-06 – 2027-07", or one
 * month "2027-06"), followed or not by "; " and the visitor's own words. Undefined when it starts with none.
 */
export function monthRangeOf(dates: string): { from: string; to: string } | undefined {
  const match = /^(\d{4})-(\d{2})(?:\s*[–-]\s*(\d{4})-(\d{2}))?(?:$|;)/.exec(dates);
  if (!match) return undefined;
  const from = `${match[1]}-${match[2]}`;
  const to = match[3] ? `${match[3]}-${match[4]}` : from;
  return { from, to };
}

/**
 * The message key of what is wrong with preferred dates on `today` (YYYY-MM-DD), if anything: a month
 * range must be real months, in order, not over, and begin and end in months she usually sails
 * (common/facts/charter.ts `sailingMonths`). The visitor's own words are never refused.
 */
export function datesIssue(dates: string, today: string): 'dates' | 'datesPast' | 'datesOutOfSeason' | undefined {
  const range = monthRangeOf(dates);
  if (!range) return undefined;
  const month = (text: string) => Number(text.slice(5, 7));
  if ([range.from, range.to].some((text) => month(text) < 1 || month(text) > 12) || range.to < range.from) {
    return 'dates';
  }
  if (range.to < today.slice(0, 7)) return 'datesPast';
  return isSailingMonth(month(range.from)) && isSailingMonth(month(range.to)) ? undefined : 'datesOutOfSeason';
}

/**
 * A charter request, as the Join us form sends it and the join-requests
 * function accepts it. `submissionId` is made by the browser when the form
 * opens, so a retried or double-clicked send is recognised as the same one.
 * `website` is the honeypot: people never see it; bots fill it in.
 */
export const joinRequestSchema = z.pipe(
  z.object({
    submissionId: z.uuid('invalid'),
    locale,
    ...plainSchemas,
    email,
    phone: z.pipe(
      z.pipe(z.string('phone'), z.transform(singleLine)),
      z.string().check(z.maxLength(requestFields.phone.input.maxLength, 'phone')),
    ),
    week: z.optional(
      z.object({ from: isoDate, to: isoDate }, 'week').check(z.refine((week) => week.from < week.to, 'week')),
    ),
    /** In place of `week`, only while no week can be chosen (the function checks that). */
    dates: z.optional(
      z.pipe(
        z.pipe(z.string('dates'), z.transform(singleLine)),
        z.string().check(z.refine(hasVisible, 'dates'), z.maxLength(datesMaxLength, 'dates')),
      ),
    ),
    website: z.optional(z.string().check(z.maxLength(500))),
  }),
  z.transform((request, context) => {
    if (request.week && request.dates !== undefined) {
      context.issues.push({ code: 'custom', path: ['dates'], message: 'dates', input: request.dates });
      return z.NEVER;
    }
    if (!request.week && request.dates === undefined) {
      context.issues.push({ code: 'custom', path: ['week'], message: 'week', input: undefined });
      return z.NEVER;
    }
    const phone = normalizePhone(request.phone, request.locale);
    if (!phone) {
      context.issues.push({ code: 'custom', path: ['phone'], message: 'phone', input: request.phone });
      return z.NEVER;
    }
    return { ...request, phone };
  }),
);

export type JoinRequestInput = z.input<typeof joinRequestSchema>;

/**
 * POST /api/join-requests's answer once the request is stored (201) or was already (200).
 * `acknowledgementQueued`: whether the guest's acknowledgement is queued to go out; false when it was held
 * back (an address that bounced, over its hourly cap, a source over its budget, visitor mail paused), and
 * then the form promises none.
 */
export interface JoinRequestReceived {
  status: 'received';
  submissionId?: string;
  acknowledgementQueued: boolean;
}
export type JoinRequest = z.output<typeof joinRequestSchema>;

/** What the visitor sends besides the declared fields: the id made when the form opens and the honeypot. */
type Envelope = 'submissionId' | 'website';
// The schema and the declaration name the same fields (a field missing from either is an error here).
type Missing<A, B> = Exclude<A, B> extends never ? true : { missing: Exclude<A, B> };
export const schemaMatchesDeclaration: [
  Missing<FieldKey, keyof JoinRequestInput>,
  Missing<Exclude<keyof JoinRequestInput, Envelope>, FieldKey>,
] = [true, true];

/**
 * Validates a request the way both the form and the function do (`today`, the yacht's day, checks that
 * a month range of preferred dates is not over), reporting every field at once (the phone check needs the locale, so zod alone would
 * only reach it once the rest is valid).
 */
export function validateJoinRequest(
  input: unknown,
  today?: string,
): { success: true; data: JoinRequest } | { success: false; issues: Issue[] } {
  const result = joinRequestSchema.safeParse(input);
  if (result.success) {
    const issue = result.data.dates !== undefined && today ? datesIssue(result.data.dates, today) : undefined;
    if (!issue) return { success: true, data: result.data };
    return { success: false, issues: [{ field: 'dates', key: issue }] };
  }
  const issues = issuesOf(result.error);
  const raw0 = (input ?? {}) as { week?: unknown; dates?: unknown };
  // Neither a week nor dates: the week message, whatever else is wrong (the transform that says so
  // runs only once every field parses).
  if (raw0.week === undefined && raw0.dates === undefined && !issues.some((issue) => issue.field === 'week')) {
    issues.push({ field: 'week', key: 'week' });
  }
  const rawDates = raw0.dates;
  if (typeof rawDates === 'string' && today && !issues.some((issue) => issue.field === 'dates')) {
    const issue = datesIssue(singleLine(rawDates), today);
    if (issue) issues.push({ field: 'dates', key: issue });
  }
  const raw = (input ?? {}) as { phone?: unknown; locale?: unknown };
  const phoneLocale = raw.locale === 'it' ? 'it' : 'en';
  if (!issues.some((issue) => issue.field === 'phone')) {
    if (typeof raw.phone !== 'string' || !normalizePhone(singleLine(raw.phone), phoneLocale)) {
      issues.push({ field: 'phone', key: 'phone' });
    }
  }
  return { success: false, issues };
}
