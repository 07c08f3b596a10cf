import * as z from 'zod/mini';
import { email, hasVisible, isoDate, locale, multiLine, singleLine } from './fields';
import { normalizePhone } from './phone';
import { issuesOf, type Issue } from './issues';

export const nameMaxLength = 120;
export const messageMaxLength = 2000;

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
    name: z.pipe(
      z.pipe(z.string('name'), z.transform(singleLine)),
      z.string().check(z.refine(hasVisible, 'name'), z.maxLength(nameMaxLength, 'name')),
    ),
    email,
    phone: z.pipe(z.pipe(z.string('phone'), z.transform(singleLine)), z.string().check(z.maxLength(40, 'phone'))),
    message: z.pipe(
      z.optional(z.pipe(z.string(), z.transform(multiLine))),
      z.pipe(
        z.transform((value: string | undefined) => (value ? value : undefined)),
        z.optional(z.string().check(z.maxLength(messageMaxLength, 'message'))),
      ),
    ),
    week: z.object({ from: isoDate, to: isoDate }, 'week').check(z.refine((week) => week.from < week.to, 'week')),
    website: z.optional(z.string().check(z.maxLength(500))),
  }),
  z.transform((request, context) => {
    const phone = normalizePhone(request.phone, request.locale);
    if (!phone) {
      context.issues.push({ code: 'custom', path: ['phone'], message: 'phone', input: request.phone });
      return z.NEVER;
    }
    return { ...request, phone };
  }),
);

export type JoinRequestInput = z.input<typeof joinRequestSchema>;
export type JoinRequest = z.output<typeof joinRequestSchema>;

/**
 * Validates a request the way both the form and the function do, reporting
 * every field at once (the phone check needs the locale, so zod alone would
 * only reach it once the rest is valid).
 */
export function validateJoinRequest(
  input: unknown,
): { success: true; data: JoinRequest } | { success: false; issues: Issue[] } {
  const result = joinRequestSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const issues = issuesOf(result.error);
  const raw = (input ?? {}) as { phone?: unknown; locale?: unknown };
  const phoneLocale = raw.locale === 'it' ? 'it' : 'en';
  if (!issues.some((issue) => issue.field === 'phone')) {
    if (typeof raw.phone !== 'string' || !normalizePhone(singleLine(raw.phone), phoneLocale)) {
      issues.push({ field: 'phone', key: 'phone' });
    }
  }
  return { success: false, issues };
}
