import type { Locale } from '../locales';
import { issueMessage } from './messages';

/** One translated message per field: the first problem of each. */
export type FieldErrors = Record<string, string>;

export interface Issue {
  field: string;
  key: string;
}

export function fieldErrors(issues: readonly Issue[], locale: Locale): FieldErrors {
  const out: FieldErrors = {};
  for (const { field, key } of issues) {
    if (!(field in out)) out[field] = issueMessage(key, locale);
  }
  return out;
}

/** zod issues as field/message-key pairs. */
export function issuesOf(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): Issue[] {
  return error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'form'), key: issue.message }));
}
