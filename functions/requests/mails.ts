import type { IsoDate } from '../../common/yachtDay';
import type { Locale } from '../../common/locales';
import type { OutboxMail } from '../mail/outboxMail';
import type { MailTemplate } from '../mail/templates';
import { dynamo } from '../platform/clients';
import { ownerMailSettings, tableName } from '../platform/config';
import { weeksStore, type StoredWeek } from '../weeks/weeks';
import { ackEmailCopy, composeAckEmail } from './ackEmail';
import { composeDigestEmail, digestEmailCopy, type DigestEntry } from './digestEmail';
import { composeOwnerEmail, ownerEmailCopy, ownerMailLinks, type ActionLinksBlock } from './ownerEmail';
import { composeGuestUpdateEmail, guestUpdateCopy } from './guestUpdateEmail';
import { composeReminderEmail, reminderEmailCopy } from './reminderEmail';

/** A stored request, as its mails need it (what a digest lists of it, without the reference). */
export type RequestForMail = Omit<DigestEntry, 'reference'>;

/**
 * The mail a charter request gives, as the outbox sends it: the owner's notification, the hour's digest
 * past the owner's hourly cap (composed when it is sent, from its entries), the visitor's acknowledgement,
 * the owner's option reminder (taken out unsent when its option changed; once sent, recorded on its
 * week), and the guest's mail when the owners option, book or decline the request (unless held back).
 * Queued by requestMails.ts, optionReminders.ts and guestUpdateMails.ts.
 */
export const requestMails = {
  owner: {
    audience: 'owner',
    label: 'request to you',
    copy: ownerEmailCopy,
    compose: ({ request, locale, now }: { request: RequestForMail; locale: Locale; now: Date }) =>
      composeOwnerEmail(request, locale, requestLinks(request, locale, now)),
  },
  digest: {
    audience: 'owner',
    label: 'digest to you',
    copy: digestEmailCopy,
    compose: composeDigest,
    render: (mail: OutboxMail) =>
      composeDigest({
        // The entries requestMails.ts added (`addToDigest`): each a request's digest view.
        entries: (mail.entries ?? []) as DigestEntry[],
        locale: ownerMailSettings().ownerLocale,
        overflow: mail.overflow,
      }),
  },
  reminder: {
    audience: 'owner',
    label: 'option reminder',
    copy: reminderEmailCopy,
    compose: ({ week, locale, links }: { week: ReminderWeek; locale: Locale; links?: ActionLinksBlock }) =>
      composeReminderEmail(week, locale, links),
    unwanted: reminderOutdated,
    afterSent: markReminderSent,
  },
  ack: { audience: 'visitor', label: 'acknowledgement', copy: ackEmailCopy, compose: composeAckEmail },
  guestOption: {
    audience: 'visitor',
    label: 'option to the guest',
    copy: guestUpdateCopy,
    compose: composeGuestUpdateEmail,
  },
  guestBooking: {
    audience: 'visitor',
    label: 'booking to the guest',
    copy: guestUpdateCopy,
    compose: composeGuestUpdateEmail,
  },
  guestDecline: {
    audience: 'visitor',
    label: 'decline to the guest',
    copy: guestUpdateCopy,
    compose: composeGuestUpdateEmail,
  },
} as const satisfies Record<string, MailTemplate<never>>;

/** The week an option reminder is about: optioned until `optionUntil`. */
export type ReminderWeek = StoredWeek & { optionUntil: IsoDate };

/** The request link and the reply, call and WhatsApp links of a request's owner mail (or digest entry). */
function requestLinks(request: RequestForMail, locale: Locale, now = new Date()) {
  return ownerMailLinks({ submissionId: request.submissionId, guest: request }, locale, now);
}

/** The digest of the requests beyond the owner's hourly cap, each with its action links. */
function composeDigest(digest: { entries: readonly DigestEntry[]; locale: Locale; overflow?: number }) {
  const { entries, locale, overflow } = digest;
  return composeDigestEmail(entries, locale, (entry) => requestLinks(entry, locale), overflow);
}

/** An option reminder (`reminder#<week>#<optionUntil>`) whose option is over or moved to another day since it was queued. */
async function reminderOutdated(mail: OutboxMail): Promise<string | undefined> {
  const [, from = '', until] = mail.mailId.split('#');
  const week = await weeksStore(dynamo, tableName('weeks')).get(from);
  return week?.status === 'optioned' && week.optionUntil === until ? undefined : 'the option changed';
}

/** A sent option reminder: its week records it (`reminderSentAt`). */
async function markReminderSent(mail: OutboxMail, sesMessageId: string): Promise<void> {
  const [, week = ''] = mail.mailId.split('#');
  await weeksStore(dynamo, tableName('weeks')).markReminded(week, sesMessageId, new Date());
}
