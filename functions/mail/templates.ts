import type { Localized } from '../../common/locales';
import { campaignEmailCopy, campaignMail } from '../newsletter/campaignEmail';
import { composeConfirmEmail, confirmEmailCopy } from '../newsletter/confirmEmail';
import { ackEmailCopy, composeAckEmail } from '../requests/ackEmail';
import { composeDigestEmail, digestEmailCopy } from '../requests/digestEmail';
import { composeOwnerEmail, ownerEmailCopy } from '../requests/ownerEmail';
import { composeReminderEmail, reminderEmailCopy } from '../requests/reminderEmail';

/** Who reads a mail: the owners (their own language), a visitor who typed the address, or a subscriber. */
export type Audience = 'owner' | 'visitor' | 'subscriber';

export interface MailTemplate {
  audience: Audience;
  /** What the owner CLI (`mail`) calls it. */
  label: string;
  /** Its visible strings, {en, it} records (the English-on-Italian check walks them). */
  copy: Record<string, Localized | Localized<Localized>>;
  /** Subject, text and HTML from the mail's data (functions/mail/layout.ts gives the shell). */
  compose: (...args: never[]) => unknown;
}

/**
 * Every kind of mail the site sends. A mail's id starts with its kind (`owner#…`, `reminder#…`,
 * `campaign#…`); a new kind is one composer module and one entry here.
 */
export const mailTemplates = {
  owner: { audience: 'owner', label: 'request to you', copy: ownerEmailCopy, compose: composeOwnerEmail },
  digest: { audience: 'owner', label: 'digest to you', copy: digestEmailCopy, compose: composeDigestEmail },
  reminder: { audience: 'owner', label: 'option reminder', copy: reminderEmailCopy, compose: composeReminderEmail },
  ack: { audience: 'visitor', label: 'acknowledgement', copy: ackEmailCopy, compose: composeAckEmail },
  confirm: {
    audience: 'subscriber',
    label: 'newsletter confirmation',
    copy: confirmEmailCopy,
    compose: composeConfirmEmail,
  },
  campaign: { audience: 'subscriber', label: 'newsletter', copy: campaignEmailCopy, compose: campaignMail },
} as const satisfies Record<string, MailTemplate>;

export type MailKind = keyof typeof mailTemplates;

/** Is this kind of mail to the owners (so a listing says "you", and logs never name an address)? */
export const toOwner = (kind: MailKind): boolean => mailTemplates[kind].audience === 'owner';
