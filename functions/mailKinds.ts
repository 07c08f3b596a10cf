import { newsletterMails } from './newsletter/mail';
import { requestMails } from './requests/mail';

/**
 * Not a handler: every kind of mail the site sends, as its feature declares it (requests/mail.ts,
 * newsletter/mail.ts), assembled once for those that need them all: the mail sweeper's outbox, the
 * owner CLI's `mail` listing (labels, who is the owner) and the English-on-Italian copy check.
 * functions/mail/ knows no feature: it is given these. A new kind = its feature's entry, and here.
 */

/** The kinds the outbox sends (stored, retried, never twice once sent; `mail redrive`). */
export const outboxKinds = { ...requestMails, confirm: newsletterMails.confirm };

/** Every kind: the outbox's, and newsletter campaigns (their own at-most-once store, functions/README.md). */
export const mailKinds = { ...outboxKinds, campaign: newsletterMails.campaign };

export type MailKindName = keyof typeof mailKinds;

/** The outbox kinds' names, as the owner's listing and resend filter on them. */
export const outboxKindNames = Object.keys(outboxKinds) as (keyof typeof outboxKinds)[];
