import type { MailTemplate } from '../mail/templates';
import { campaignEmailCopy, campaignMail, type Campaign } from './campaignEmail';
import { composeConfirmEmail, confirmEmailCopy } from './confirmEmail';
import { subscribers } from './subscriberStore';
import { permanentSuppressions } from './subscriberTokens';

/**
 * The mail the newsletter sends: the sign-up's confirmation (an outbox item, signUp.ts) and the
 * campaign (its own at-most-once store, campaign.ts: never through the outbox). A campaign's `compose`
 * renders the Markdown once and gives each recipient's copy (only the unsubscribe link differs).
 */
export const newsletterMails = {
  confirm: {
    audience: 'subscriber',
    label: 'newsletter confirmation',
    copy: confirmEmailCopy,
    compose: composeConfirmEmail,
  },
  campaign: {
    audience: 'subscriber',
    label: 'newsletter',
    copy: campaignEmailCopy,
    compose: ({ campaign, test }: { campaign: Campaign; test?: boolean }) => campaignMail(campaign, { test }),
  },
} as const satisfies Record<string, MailTemplate<never, unknown>>;

/**
 * True when the address bounced or complained (its suppression in the subscriptions table, which
 * ses-events.ts records for every mail the site sends): the join-requests entry gives it to the
 * acknowledgement, which is then not sent.
 */
export async function suppressedAddress(address: string): Promise<boolean> {
  const suppression = (await subscribers().get(address))?.suppressed;
  return suppression !== undefined && permanentSuppressions.includes(suppression);
}
