import { z } from 'zod';
import { email, isoDate, locale, singleLine } from './fields';
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
export const joinRequestSchema = z
  .object({
    submissionId: z.uuid('invalid'),
    locale,
    name: z.string('name').transform(singleLine).pipe(z.string().min(1, 'name').max(nameMaxLength, 'name')),
    email,
    phone: z.string('phone').trim().max(40, 'phone'),
    message: z
      .string()
      .trim()
      .max(messageMaxLength, 'message')
      .optional()
      .transform((value) => (value ? value : undefined)),
    week: z.object({ from: isoDate, to: isoDate }, 'week').refine((week) => week.from < week.to, 'week'),
    website: z.string().max(500).optional(),
  })
  .transform((request, context) => {
    const phone = normalizePhone(request.phone, request.locale);
    if (!phone) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'phone' });
      return z.NEVER;
    }
    return { ...request, phone };
  });

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
    if (typeof raw.phone !== 'string' || !normalizePhone(raw.phone.trim(), phoneLocale)) {
      issues.push({ field: 'phone', key: 'phone' });
    }
  }
  return { success: false, issues };
}
