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
 * What the subscriptions table knows of an address (ses-events.ts records a suppression for every mail
 * the site sends that bounced or drew a complaint): `suppressed` (bounced or complained: the
 * acknowledgement is not sent), `proven` (a confirmed subscriber: its mail cannot be a made-up
 * address's bounce, so the per-source budgets and the bounce pause do not hold it back), or `unknown`.
 * The join-requests entry gives it to the acknowledgement (functions/requests/requestMails.ts).
 */
export async function addressStanding(address: string): Promise<'suppressed' | 'proven' | 'unknown'> {
  const subscriber = await subscribers().get(address);
  if (subscriber?.suppressed !== undefined && permanentSuppressions.includes(subscriber.suppressed))
    return 'suppressed';
  return subscriber?.state === 'confirmed' ? 'proven' : 'unknown';
}
