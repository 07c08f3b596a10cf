import * as z from 'zod/mini';
import { email, locale } from './fields';

/** A newsletter sign-up: the form's body and the function's input. */
export const newsletterSchema = z.object({
  email: z.pipe(
    email,
    z.transform((value: string) => value.toLowerCase()),
  ),
  locale,
});
