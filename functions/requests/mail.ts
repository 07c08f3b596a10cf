import { envVars } from '../../common/env';
import { requestReference } from '../../common/contracts/reference';
import {
  fieldLabel,
  fieldsWhere,
  rowsFor,
  type FieldsWhere,
  type Renderers,
} from '../../common/contracts/requestFields';
import { areaName } from '../../common/facts/areas';
import { embarkation } from '../../common/facts/charter';
import { balanceDue, toBring, toConfirmBy } from '../../common/facts/charterPath';
import { itinerary } from '../../common/facts/itinerary';
import { contact, contactLinks, site } from '../../common/facts/site';
import type { Week } from '../../common/facts/weeks';
import {
  fill,
  formatDate,
  formatDateRange,
  formatDateTime,
  localePrefix,
  type Locale,
  type Localized,
} from '../../common/locales';
import { addDays, type IsoDate } from '../../common/yachtDay';
import { legalLine, renderEmail, siteLine, type Block, type Email, type Line, type Link } from '../mail/layout';
import { mailSource, queueOwnerMail, queueVisitorMail, sourceBudget, type AddressStanding } from '../mail/hourlyCaps';
import type { OutboxMail, OutboxStore } from '../mail/outboxMail';
import { outboxStore } from '../mail/outboxStore';
import type { MailTemplate } from '../mail/templates';
import { dynamo } from '../platform/clients';
import { ownerMailSettings, subscriberMailSettings, tableName } from '../platform/config';
import { errorText } from '../platform/errorText';
import { log } from '../platform/log';
import { weeksStore, type StoredWeek } from '../weeks/weeks';
import { viewOf, type RequestView } from './fields';
import { datesInWords, guestReplyMailto, phoneLinks, type GuestContact } from './guestContact';
import { guestMailCopy, ownerMailCopy, type NoAck } from './mailCopy';
import { actionUrl, linkLifetimeDays, signActionToken } from './ownerLinks/link';
import { referenceOf, statusOf, type DeskRequest } from './store';

/**
 * Every mail a charter request gives, composed once as blocks (functions/mail/layout.ts renders them):
 * to the owners (the request, the hour's digest past their cap, an option's reminder) in their language;
 * to the guest (the acknowledgement, then the option, the booking and the decline) in the request's,
 * Italian in the "voi" of the site from the first mail to the last (a request is for a party of guests).
 * Nothing states a price, a fee or a term the owners have not set. Also how they are queued.
 */

/** What the owner's mail shows of a stored request (the fields declared `ownerMail`); why no acknowledgement went. */
export type RequestForOwner = RequestView<'ownerMail'> & { noAck?: NoAck };
/** One request as a digest lists it, with its reference. */
export type DigestEntry = RequestView<'digest'> & { reference: string; noAck?: NoAck };
/** A stored request, as its mails need it. */
export type RequestForMail = Omit<DigestEntry, 'reference'>;
/** The week an option reminder is about: optioned until `optionUntil`. */
export type ReminderWeek = StoredWeek & { optionUntil: IsoDate };
export type GuestUpdate = 'optioned' | 'booked' | 'declined' | 'corrected';

const url = (locale: Locale, path: string) => `${site.url}${localePrefix(locale)}${path}`;
const link = (text: string, href = text): Link => ({ text, href });
const range = (from: string | undefined, to: string | undefined, locale: Locale) =>
  from && to ? formatDateRange(from, to, locale) : { from: '', to: '', dates: '' };
/** "al 10 marzo", "all’8 marzo" (and "dal", "dall’"): the Italian article before a date. */
const al = (date: string, preposition = 'al') =>
  /^(8|11)\b/.test(date) ? `${preposition}l’${date}` : `${preposition} ${date}`;

/**
 * The owner mail's links: the request's one signed page, then a reply, a call and a WhatsApp to the guest
 * (none on a reminder without its request), and what the link does. Without SITE_ORIGIN or the privacy
 * secret the mail goes without them (logged).
 */
export function actionLinks(
  request: { submissionId: string; guest?: GuestContact },
  locale: Locale,
  { now = new Date(), siteOrigin }: { now?: Date; siteOrigin?: string } = {},
): Block[] {
  const c = ownerMailCopy;
  const { guest } = request;
  const phone = guest?.phone ? phoneLinks(guest.phone) : undefined;
  try {
    const token = signActionToken({ r: request.submissionId, l: locale }, now);
    const buttons = [link(c.open[locale], actionUrl(siteOrigin ?? subscriberMailSettings().siteOrigin, token))];
    if (guest) buttons.push(link(fill(c.reply[locale], { name: guest.name }), guestReplyMailto(guest)));
    if (phone) buttons.push(link(fill(c.call[locale], { phone: phone.shown }), phone.tel));
    if (phone) buttons.push(link(fill(c.whatsapp[locale], { phone: phone.shown }), phone.whatsapp));
    const expires = new Date(now.getTime() + linkLifetimeDays * 86_400_000).toISOString().slice(0, 10);
    const note = fill(c.linkNote[locale], { date: formatDate(expires, locale) });
    return [{ heading: c.linksHeading[locale] }, { buttons }, { note }];
  } catch (error) {
    log('warn', 'owner mail without action links', { error: errorText(error) });
    return [];
  }
}

/** The owner's mail about one request: its subject and blocks (a digest lists these under a heading each). */
function ownerParts(request: RequestForOwner, locale: Locale, links: readonly Block[], inDigest: boolean) {
  const c = ownerMailCopy;
  const { name, weekFrom, weekTo } = request;
  const { dates } = range(weekFrom, weekTo, locale);
  type Row = readonly [string, Line];
  const special: Renderers<FieldsWhere<'ownerMail'>, (request: RequestForOwner) => Row[]> = {
    week: () =>
      dates
        ? [
            [fieldLabel('week', locale), dates],
            [c.leg[locale], areaName(request.leg ?? '')[locale]],
          ]
        : [],
    dates: () => (dates ? [] : [[c.datesLabel[locale], datesInWords(request.dates ?? '', locale)]]),
    locale: () => [[fieldLabel('locale', locale), c.languages[locale][request.locale]]],
    message: () => [],
  };
  const plain = (key: Parameters<typeof fieldLabel>[0], value: string | undefined): Row[] => {
    const phone = key === 'phone' && value ? phoneLinks(value) : undefined;
    const href = phone?.tel ?? (key === 'email' ? `mailto:${value}` : undefined);
    return value === undefined ? [] : [[fieldLabel(key, locale), href ? { text: phone?.shown ?? value, href } : value]];
  };
  const noAck = request.noAck && fill(c.noAck[locale], { name, why: c[request.noAck][locale] });
  const blocks: Block[] = [
    { p: inDigest ? c.intro[locale] : `${c.intro[locale]} ${fill(c.replyHere[locale], { name })}` },
    ...(noAck ? [{ p: { text: noAck, strong: true } }] : []),
    {
      table: [
        [c.status[locale], c.statusNew[locale]],
        ...rowsFor(fieldsWhere('ownerMail'), special, plain, request),
        [c.received[locale], fill(c.italianTime[locale], { time: formatDateTime(request.createdAt, locale) })],
        [c.reference[locale], `${requestReference(request.submissionId)} (${request.submissionId})`],
      ],
    },
    { heading: fieldLabel('message', locale) },
    { quote: request.message ?? c.noMessage[locale] },
    ...links,
  ];
  const values = { reference: requestReference(request.submissionId), name, dates };
  return { subject: fill((dates ? c.subject : c.subjectDates)[locale], values), blocks };
}

/** The e-mail the owner gets for a request, in the owner's language, with every field and the action links. */
export function composeOwnerEmail(request: RequestForOwner, locale: Locale, links: readonly Block[] = []): Email {
  return renderEmail({ locale, ...ownerParts(request, locale, links, false), footer: [siteLine()] });
}

/** One mail to the owner listing every request beyond the hourly cap, each as its own mail would show it. */
export function composeDigestEmail(
  entries: readonly DigestEntry[],
  locale: Locale,
  linksFor: (entry: DigestEntry) => readonly Block[] = () => [],
): Email {
  const c = ownerMailCopy;
  const references = entries.map((entry) => entry.reference);
  const subject = fill((entries.length === 1 ? c.digestSubjectOne : c.digestSubject)[locale], {
    count: entries.length,
    references: (references.length > 5 ? [...references.slice(0, 5), '…'] : references).join(', '),
  });
  const unanswered = entries.filter((entry) => entry.noAck).map((entry) => `${entry.name} (${entry.reference})`);
  const noAck = unanswered.length && fill(c.digestNoAck[locale], { names: unanswered.join(', ') });
  const blocks: Block[] = [
    { p: c.digestIntro[locale] },
    ...(noAck ? [{ p: { text: noAck, strong: true } }] : []),
    ...entries.flatMap((entry): Block[] => {
      const part = ownerParts(entry, locale, linksFor(entry), true);
      return ['rule', { heading: part.subject, level: 2 }, ...part.blocks];
    }),
  ];
  return renderEmail({ locale, subject, blocks, footer: [siteLine()] });
}

/** The owner's reminder that an option ends soon (or, `lapsed`, that it ended), naming the week and its last day. */
export function composeReminderEmail(
  week: Week & { optionUntil: IsoDate; optionedBy?: string },
  locale: Locale,
  links: readonly Block[] = [],
  lapsed = false,
): Email {
  const c = ownerMailCopy;
  const values = {
    dates: range(week.from, week.to, locale).dates,
    until: formatDate(week.optionUntil, locale),
    next: formatDate(addDays(week.optionUntil, 1), locale),
    leg: areaName(week.leg)[locale],
    week: week.from,
    reference: week.optionedBy ? requestReference(week.optionedBy) : '',
  };
  const held = week.optionedBy !== undefined;
  const says = [lapsed ? c.lapsed : c.reminder, held ? c.extendRequest : c.extend, held ? c.confirmRequest : c.confirm];
  return renderEmail({
    locale,
    subject: fill((lapsed ? c.lapsedSubject : c.reminderSubject)[locale], values),
    blocks: [...says.map((copy): Block => ({ p: fill(copy[locale], values) })), ...links],
    footer: [siteLine()],
  });
}

/** The small print of a mail to a guest: the privacy notice and the operator. */
const guestFooter = (locale: Locale, ...before: Line[]): Line[] => [
  ...before,
  link(guestMailCopy.privacy[locale], url(locale, '/privacy/')),
  legalLine(locale),
];

/**
 * The acknowledgement a visitor gets for their request. It goes to an address nobody has verified, so it
 * carries nothing the visitor typed: no name, no message, no dates; only the reference and the week and
 * area chosen from the site's lists.
 */
export function composeAckEmail(request: {
  reference: string;
  locale: Locale;
  weekFrom?: string;
  weekTo?: string;
  leg?: string;
}): Email {
  const { locale, reference } = request;
  const c = guestMailCopy;
  const week = request.weekFrom !== undefined && request.weekTo !== undefined;
  const { dates } = range(request.weekFrom, request.weekTo, locale);
  const base = itinerary.find((leg) => leg.leg.id === request.leg)?.embarkAt;
  const values = {
    reference,
    yacht: site.yachtName,
    leg: areaName(request.leg ?? '')[locale],
    base: base?.[locale] ?? '',
  };
  return renderEmail({
    locale,
    subject: fill(c.ackSubject[locale], values),
    blocks: [
      { p: c.hello[locale] },
      { p: fill((week ? c.ackIntro : c.ackIntroDates)[locale], values) },
      {
        table: [
          [c.reference[locale], reference],
          ...(week ? [[c.week[locale], dates] as const] : []),
          ...(week && base ? [[c.area[locale], fill(c.areaValue[locale], values)] as const] : []),
        ],
      },
      { p: (week ? c.ackNext : c.ackNextDates)[locale] },
      {
        p: [
          c.reach[locale],
          link(contact.email, contactLinks.mailto),
          c.reachOr[locale],
          link(contact.whatsapp, contactLinks.chat),
          fill(c.reachEnd[locale], values),
        ],
      },
      { p: link(fill(c.guide[locale], values), url(locale, '/charter-guide/')) },
      { p: fill(c.signature[locale], values) },
    ],
    footer: guestFooter(locale, c.notYou[locale]),
  });
}

/** The request as the guest's update needs it. */
export interface GuestUpdateRequest {
  reference: string;
  locale: Locale;
  name: string;
  weekFrom?: string;
  weekTo?: string;
  leg?: string;
  optionUntil?: IsoDate;
  /** A correction: the subject of the mail it corrects. */
  corrects?: string;
}

/** The guest's mail about an option, a booking, a decline or a correction, in the request's language. */
export function composeGuestUpdateEmail({ update, request }: { update: GuestUpdate; request: GuestUpdateRequest }) {
  const { locale, optionUntil: until, weekFrom, weekTo } = request;
  const c = guestMailCopy;
  const date = (day: string) => formatDate(day, locale);
  const next = until ? date(addDays(until, 1)) : '';
  const values = {
    yacht: site.yachtName,
    name: request.name,
    reference: request.reference,
    dates: range(weekFrom, weekTo, locale).dates,
    area: areaName(request.leg ?? '')[locale],
    until: until ? date(until) : '',
    alUntil: until ? al(date(until)) : '',
    next,
    dalNext: next && al(next, 'dal'),
    confirmBy: until ? toConfirmBy(until, locale) : '',
    corrects: request.corrects ?? '',
  };
  const p = (copy: Localized): Block => ({ p: fill(copy[locale], values) });
  const port = itinerary.find((leg) => leg.leg.id === request.leg)?.embarkAt?.[locale] ?? values.area;
  const boarding = weekFrom && fill(c.boardingValue[locale], { port, date: date(weekFrom), time: embarkation.from });
  const leaving = weekTo && fill(c.leavingValue[locale], { date: date(weekTo), time: embarkation.until });
  const bring = toBring.map((item) => item[locale]).join('; ');
  const details: Block[] =
    boarding && leaving
      ? [
          {
            table: [
              [c.boarding[locale], boarding],
              [c.leaving[locale], leaving],
              [c.bring[locale], bring],
            ],
          },
          { p: balanceDue[locale] },
        ]
      : [];
  const optioned = [p(c.optioned), p(c.optionedNext)];
  const [subject, ...body] = (
    {
      optioned: [c.optionedSubject, ...optioned],
      booked: [c.bookedSubject, p(c.booked), ...details, p(c.bookedNext)],
      declined: [
        c.declinedSubject,
        p(values.dates ? c.declined : c.declinedNoWeek),
        { p: [c.declinedNext[locale], link(url(locale, '/join-us/'))] },
      ],
      // After an undo: the mail it corrects, then where the request stands now (held again, or open).
      corrected: [c.correctedSubject, p(c.corrected), ...(until ? optioned : [p(c.correctedOpen)])],
    } satisfies Record<GuestUpdate, [Localized, ...Block[]]>
  )[update];
  return renderEmail({
    locale,
    subject: fill(subject[locale], values),
    blocks: [
      p(c.greeting),
      ...body,
      p(c.reachReply),
      { p: link(fill(c.guide[locale], values), url(locale, '/charter-guide/')) },
      p(c.signature),
    ],
    footer: guestFooter(locale),
  });
}

const links = (request: RequestForMail, locale: Locale, now?: Date) =>
  actionLinks({ submissionId: request.submissionId, guest: request }, locale, { now });
const guestKind = (label: string) =>
  ({ audience: 'visitor', label, copy: guestMailCopy, compose: composeGuestUpdateEmail }) as const;
const weeks = () => weeksStore(dynamo, tableName('weeks'));

/**
 * The kinds of mail a charter request gives, as the outbox sends them. The digest is composed when it is
 * sent, from its entries; a reminder is taken out unsent when its option changed, and once sent is
 * recorded on its week.
 */
export const requestMails = {
  owner: {
    audience: 'owner',
    label: 'request to you',
    copy: ownerMailCopy,
    compose: ({ request, locale, now }: { request: RequestForOwner & RequestForMail; locale: Locale; now: Date }) =>
      composeOwnerEmail(request, locale, links(request, locale, now)),
  },
  digest: {
    audience: 'owner',
    label: 'digest to you',
    copy: ownerMailCopy,
    compose: ({ entries, locale }: { entries: readonly DigestEntry[]; locale: Locale }) =>
      composeDigestEmail(entries, locale, (entry) => links(entry, locale)),
    render: (mail: OutboxMail) => {
      const locale = ownerMailSettings().ownerLocale;
      return composeDigestEmail((mail.entries ?? []) as DigestEntry[], locale, (entry) => links(entry, locale));
    },
  },
  reminder: {
    audience: 'owner',
    label: 'option reminder',
    copy: ownerMailCopy,
    compose: (data: { week: ReminderWeek; locale: Locale; links?: Block[]; lapsed?: boolean }) =>
      composeReminderEmail(data.week, data.locale, data.links, data.lapsed),
    unwanted: async (mail: OutboxMail) => {
      const [, from = '', until] = mail.mailId.split('#');
      const week = await weeks().get(from);
      return week?.status === 'optioned' && week.optionUntil === until ? undefined : 'the option changed';
    },
    afterSent: (mail: OutboxMail, sesMessageId: string) =>
      weeks().markReminded(mail.mailId.split('#')[1] ?? '', sesMessageId, new Date()),
  },
  ack: { audience: 'visitor', label: 'acknowledgement', copy: guestMailCopy, compose: composeAckEmail },
  guestOption: guestKind('option to the guest'),
  guestBooking: guestKind('booking to the guest'),
  guestDecline: guestKind('decline to the guest'),
  guestCorrection: guestKind('correction to the guest'),
} as const satisfies Record<string, MailTemplate<never>>;

/** The ids of a request's two mails: the owner's notification and the guest's acknowledgement. */
export const requestMailIds = (submissionId: string) => ({
  owner: `owner#${submissionId}`,
  ack: `ack#${submissionId}`,
});

/** Where a request's mails are queued, what is known of the guest's address, and the client it came from. */
export interface RequestMailDeps {
  store?: OutboxStore;
  standing?: (address: string) => Promise<AddressStanding>;
  client?: string;
}

/**
 * Stores the mails a stored request gives, before anything is sent (a repeat queues nothing twice): the
 * visitor's acknowledgement under the visitor-mail caps (functions/mail/hourlyCaps.ts), then the owner's
 * notification, or past the owner's hourly cap or the source's budget a line in the hour's digest; the
 * owner is told when the guest got no acknowledgement. Returns the mails to try at once (whether the
 * acknowledgement was queued, the answer reads from its outbox item: receive.ts).
 */
export async function enqueueRequestMails(request: RequestForMail, now = new Date(), deps: RequestMailDeps = {}) {
  const { ownerEmail, ownerLocale, ackHourlyCapPerAddress } = ownerMailSettings();
  const store = deps.store ?? outboxStore(dynamo, tableName('outbox'));
  const reference = requestReference(request.submissionId);
  const source = deps.client ? mailSource(deps.client) : undefined;
  // The request's slot in its source's budget: taken once, by the first of its mails to ask.
  const fields = { submissionId: request.submissionId, reference, now, overBudget: sourceBudget(store, source, now) };
  const ids = requestMailIds(request.submissionId);
  const ack = await queueVisitorMail(store, {
    ...fields,
    mail: {
      mailId: ids.ack,
      kind: 'ack',
      to: [request.email],
      replyTo: [ownerEmail],
      // The request's network, sent as an SES tag: a bounce of this mail is charged to it.
      ...(source ? { sourceTag: source.network } : {}),
      ...requestMails.ack.compose({ ...request, reference }),
    },
    address: request.email,
    standing: deps.standing,
    perAddressHourly: ackHourlyCapPerAddress,
  }).catch((error: unknown): { ready?: OutboxMail; noAck: NoAck } => {
    log('error', 'acknowledgement not queued: storage error', {
      submissionId: request.submissionId,
      reference,
      error: errorText(error),
    });
    return { noAck: 'storage' };
  });
  const withAck = { ...request, ...(ack.noAck ? { noAck: ack.noAck } : {}) };
  const owner = await queueOwnerMail(store, {
    ...fields,
    mail: {
      mailId: ids.owner,
      kind: 'owner',
      to: [ownerEmail],
      replyTo: [request.email],
      ...requestMails.owner.compose({ request: withAck, locale: ownerLocale, now }),
    },
    entry: { ...viewOf(withAck, 'digest'), ...(ack.noAck ? { noAck: ack.noAck } : {}), reference },
  }).catch((error: unknown) => {
    log('error', 'owner mail not queued: storage error', {
      submissionId: request.submissionId,
      reference,
      error: errorText(error),
    });
    return undefined;
  });
  return { ready: [ack.ready, owner].filter((mail): mail is OutboxMail => mail !== undefined) };
}

/**
 * The update the guest is told of after a change that left the request `request`, if any: an option (new,
 * or a new last day), a booking, a decline of a request not booked. An undo tells the guest nothing.
 */
export function guestUpdateFor(request: DeskRequest, before: DeskRequest): GuestUpdate | undefined {
  const status = statusOf(request);
  if (!request.email || request.forgottenAt) return undefined;
  if (status === 'optioned' && request.optionUntil) return 'optioned';
  if (status === 'booked') return 'booked';
  if (status === 'declined' && statusOf(before) !== 'booked') return 'declined';
  return undefined;
}

export const guestUpdateKinds = {
  optioned: 'guestOption',
  booked: 'guestBooking',
  declined: 'guestDecline',
  corrected: 'guestCorrection',
} as const satisfies Record<GuestUpdate, string>;

/** The guest's mail about the request's last change, if one was queued (and not withdrawn): what an undo must correct. */
export async function toldOfLastChange(request: DeskRequest, store: Pick<OutboxStore, 'get'>) {
  const last = request.history?.at(-1);
  const status = statusOf(request);
  if (!last || (status !== 'optioned' && status !== 'booked')) return undefined;
  const mail = await store.get(`${guestUpdateKinds[status]}#${request.submissionId}#${last.at}`);
  return mail && !mail.withdrawn ? mail : undefined;
}

/**
 * Queues the guest's mail about the change that left `request` as it is (one per change: its id names the
 * change's time); the owners are its Reply-To when OWNER_EMAIL is set. Returns the mail (a retry finds the same).
 */
export async function queueGuestUpdate(
  request: DeskRequest & { corrects?: string },
  update: GuestUpdate,
  store: Pick<OutboxStore, 'put'>,
  now: Date,
  env: NodeJS.ProcessEnv = process.env,
): Promise<OutboxMail> {
  const kind = guestUpdateKinds[update];
  const ownerEmail = env[envVars.ownerEmail];
  const reference = referenceOf(request);
  const mail: OutboxMail = {
    mailId: `${kind}#${request.submissionId}#${request.history?.at(-1)?.at ?? now.toISOString()}`,
    kind,
    to: [request.email],
    ...(ownerEmail ? { replyTo: [ownerEmail] } : {}),
    reference,
    submissionId: request.submissionId,
    ...composeGuestUpdateEmail({ update, request: { ...request, reference } }),
    createdAt: now.toISOString(),
    state: 'pending',
    nextAttemptAt: now.toISOString(),
    attempts: 0,
  };
  await store.put(mail);
  return mail;
}
