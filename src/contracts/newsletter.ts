import { z } from 'zod';
import { email, locale } from './fields';

/** A newsletter sign-up: the form's body and the function's input. */
export const newsletterSchema = z.object({
  email: email.transform((value) => value.toLowerCase()),
  locale,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSchema>;
