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
import { fill, formatDate, formatDateRange, formatDateTime, type Locale, type Localized } from '../../common/locales';
import { addDays, type IsoDate } from '../../common/yachtDay';
import { link, renderEmail, siteLine, siteUrl, smallPrint, type Block, type Email, type Line } from '../mail/layout';
import { mailSource, queueOwnerMail, queueVisitorMail, sourceBudget, type AddressStanding } from '../mail/hourlyCaps';
import { pendingFrom, type OutboxMail, type OutboxStore } from '../mail/outboxMail';
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
 * Every mail a charter request gives, as blocks (functions/mail/layout.ts renders them; mailCopy.ts says
 * them): to the owners (the request, the hour's digest, an option's reminder) in their language, to the
 * guest (acknowledgement, option, booking, decline, correction) in the request's; and how they are queued.
 */

/** What the owner's mail shows of a stored request (the fields declared `ownerMail`); why no acknowledgement went. */
export type RequestForOwner = RequestView<'ownerMail'> & { noAck?: NoAck };
/** One request as a digest lists it, with its reference. */
export type DigestEntry = RequestView<'digest'> & { reference: string; noAck?: NoAck };
/** A stored request, as its mails need it. */
export type RequestForMail = Omit<DigestEntry, 'reference'>;
/** The week an option reminder is about: optioned until `optionUntil`. */
export type ReminderWeek = StoredWeek & { optionUntil: IsoDate };
/** A reminder (or, `lapsed`, the notice that the option ended), with the links of the request that holds the week. */
type ReminderMail = { week: ReminderWeek; locale: Locale; now?: Date; lapsed?: boolean };
type DigestMail = { entries: readonly DigestEntry[]; locale: Locale; now?: Date };
/** What the guest is told of after a change (or an undo's correction), by the kind of mail it is. */
export type GuestUpdate = keyof typeof guestUpdateKinds;

const range = (from: string | undefined, to: string | undefined, locale: Locale) =>
  from && to ? formatDateRange(from, to, locale) : { from: '', to: '', dates: '' };

/**
 * The owner mail's links: the request's signed page, then a reply, a call and a WhatsApp to the guest (if
 * known), and what the link does; none without SITE_ORIGIN or the privacy secret (logged).
 */
export function actionLinks(
  request: { submissionId: string; guest?: GuestContact },
  locale: Locale,
  now = new Date(),
): Block[] {
  const c = ownerMailCopy;
  const { guest } = request;
  const phone = guest?.phone ? phoneLinks(guest.phone) : undefined;
  try {
    const token = signActionToken({ r: request.submissionId, l: locale }, now);
    const buttons = [link(c.open[locale], actionUrl(subscriberMailSettings().siteOrigin, token))];
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
function ownerParts(request: RequestForOwner, locale: Locale, now: Date | undefined, inDigest: boolean) {
  const c = ownerMailCopy;
  const { name, weekFrom, weekTo } = request;
  const { dates } = range(weekFrom, weekTo, locale);
  type Row = readonly [string, Line];
  const leg: Row = [c.leg[locale], areaName(request.leg ?? '')[locale]];
  const special: Renderers<FieldsWhere<'ownerMail'>, (request: RequestForOwner) => Row[]> = {
    week: () => (dates ? [[fieldLabel('week', locale), dates], leg] : []),
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
    ...actionLinks({ submissionId: request.submissionId, guest: request }, locale, now),
  ];
  const values = { reference: requestReference(request.submissionId), name, dates };
  return { subject: fill((dates ? c.subject : c.subjectDates)[locale], values), blocks };
}

/** The e-mail the owner gets for a request, in the owner's language, with every field and the action links. */
export function composeOwnerEmail({ request, locale, now }: { request: RequestForOwner; locale: Locale; now?: Date }) {
  return renderEmail({ locale, ...ownerParts(request, locale, now, false), footer: [siteLine()] });
}

/** One mail to the owner listing every request beyond the hourly cap, each as its own mail would show it. */
export function composeDigestEmail({ entries, locale, now }: DigestMail): Email {
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
      const part = ownerParts(entry, locale, now, true);
      return ['rule', { heading: part.subject, level: 2 }, ...part.blocks];
    }),
  ];
  return renderEmail({ locale, subject, blocks, footer: [siteLine()] });
}

/** The owner's reminder that an option ends soon (or, `lapsed`, that it ended), naming the week and its last day. */
export function composeReminderEmail({ week, locale, now, lapsed = false }: ReminderMail): Email {
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
  // The request's links only for an option the desk set (it names its request).
  const links = week.optionedBy ? actionLinks({ submissionId: week.optionedBy }, locale, now) : [];
  const says = [lapsed ? c.lapsed : c.reminder, held ? c.extendRequest : c.extend, held ? c.confirmRequest : c.confirm];
  return renderEmail({
    locale,
    subject: fill((lapsed ? c.lapsedSubject : c.reminderSubject)[locale], values),
    blocks: [...says.map((copy): Block => ({ p: fill(copy[locale], values) })), ...links],
    footer: [siteLine()],
  });
}

/** A mail to the guest: a greeting, what it says, how to reach the owners, the guide, the signature, the small print. */
function guestMail(locale: Locale, subject: string, body: Block[], reach: Line, notYou: Line[] = []): Email {
  const c = guestMailCopy;
  const yacht = { yacht: site.yachtName };
  return renderEmail({
    locale,
    subject,
    blocks: [
      ...body,
      { p: reach },
      { p: link(fill(c.guide[locale], yacht), siteUrl(locale, '/charter-guide/')) },
      { p: fill(c.signature[locale], yacht) },
    ],
    footer: [...notYou, ...smallPrint(locale)],
  });
}

/** The request as the guest's mails need it; a correction names the subject of the mail it corrects. */
export type GuestUpdateRequest = Pick<RequestForMail, 'locale' | 'name' | 'weekFrom' | 'weekTo' | 'leg'> & {
  reference: string;
  optionUntil?: IsoDate;
  corrects?: string;
};

/**
 * The acknowledgement a visitor gets for their request. It goes to an address nobody has verified, so it
 * carries nothing the visitor typed: only the reference and the week and area chosen from the site's lists.
 */
export function composeAckEmail(request: Omit<GuestUpdateRequest, 'name'>): Email {
  const { locale, reference } = request;
  const c = guestMailCopy;
  const { dates } = range(request.weekFrom, request.weekTo, locale);
  const base = itinerary.find((leg) => leg.leg.id === request.leg)?.embarkAt?.[locale] ?? '';
  const values = { reference, yacht: site.yachtName, leg: areaName(request.leg ?? '')[locale], base };
  const rows: [string, string][] = [[c.reference[locale], reference]];
  if (dates) rows.push([c.week[locale], dates]);
  if (dates && base) rows.push([c.area[locale], fill(c.areaValue[locale], values)]);
  const body: Block[] = [
    { p: c.hello[locale] },
    { p: fill((dates ? c.ackIntro : c.ackIntroDates)[locale], values) },
    { table: rows },
    { p: (dates ? c.ackNext : c.ackNextDates)[locale] },
  ];
  const reach = [c.reach[locale], link(contact.email, contactLinks.mailto), c.reachOr[locale]];
  reach.push(link(contact.whatsapp, contactLinks.chat), fill(c.reachEnd[locale], values));
  return guestMail(locale, fill(c.ackSubject[locale], values), body, reach, [c.notYou[locale]]);
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
    next,
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
        { p: [c.declinedNext[locale], link(siteUrl(locale, '/join-us/'))] },
      ],
      // After an undo: the mail it corrects, then where the request stands now (held again, or open).
      corrected: [c.correctedSubject, p(c.corrected), ...(until ? optioned : [p(c.correctedOpen)])],
    } satisfies Record<GuestUpdate, [Localized, ...Block[]]>
  )[update];
  return guestMail(locale, fill(subject[locale], values), [p(c.greeting), ...body], fill(c.reachReply[locale], values));
}

const ownerKind = <Data>(label: string, compose: (data: Data) => Email) =>
  ({ audience: 'owner', label, copy: ownerMailCopy, compose }) as const;
const guestKind = (label: string) =>
  ({ audience: 'visitor', label, copy: guestMailCopy, compose: composeGuestUpdateEmail }) as const;
const weeks = () => weeksStore(dynamo, tableName('weeks'));

/**
 * The kinds of mail a charter request gives, as the outbox sends them. A digest is composed when sent; a
 * reminder is taken out unsent when its option changed, and once sent is recorded on its week.
 */
export const requestMails = {
  owner: ownerKind('request to you', composeOwnerEmail),
  digest: {
    ...ownerKind('digest to you', composeDigestEmail),
    render: (mail: OutboxMail) =>
      composeDigestEmail({ entries: (mail.entries ?? []) as DigestEntry[], locale: ownerMailSettings().ownerLocale }),
  },
  reminder: {
    ...ownerKind('option reminder', composeReminderEmail),
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
export const requestMailIds = (id: string) => ({ owner: `owner#${id}`, ack: `ack#${id}` });

/** Where a request's mails are queued, what is known of the guest's address, and the client it came from. */
export interface RequestMailDeps {
  store?: OutboxStore;
  standing?: (address: string) => Promise<AddressStanding>;
  client?: string;
}

/**
 * Stores a stored request's mails before anything is sent (a repeat queues nothing twice): the guest's
 * acknowledgement under the visitor-mail caps (functions/mail/hourlyCaps.ts), then the owner's mail, or past
 * the owner's cap or the source's budget an entry in the hour's digest, saying why the guest got no
 * acknowledgement if none was queued. Returns the mails to try at once.
 */
export async function enqueueRequestMails(request: RequestForMail, now = new Date(), deps: RequestMailDeps = {}) {
  const { ownerEmail, ownerLocale, ackHourlyCapPerAddress } = ownerMailSettings();
  const store = deps.store ?? outboxStore(dynamo, tableName('outbox'));
  const { submissionId } = request;
  const reference = requestReference(submissionId);
  const source = deps.client ? mailSource(deps.client) : undefined;
  // The request's slot in its source's budget: taken once, by the first of its mails to ask.
  const fields = { submissionId, reference, now, overBudget: sourceBudget(store, source, now) };
  const ids = requestMailIds(submissionId);
  const lost = (what: string, error: unknown) =>
    log('error', `${what} not queued: storage error`, { submissionId, reference, error: errorText(error) });
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
    lost('acknowledgement', error);
    return { noAck: 'storage' };
  });
  const noAck = ack.noAck ? { noAck: ack.noAck } : {};
  const owner = await queueOwnerMail(store, {
    ...fields,
    mail: {
      mailId: ids.owner,
      kind: 'owner',
      to: [ownerEmail],
      replyTo: [request.email],
      ...requestMails.owner.compose({ request: { ...request, ...noAck }, locale: ownerLocale, now }),
    },
    entry: { ...viewOf(request, 'digest'), ...noAck, reference },
  }).catch((error: unknown) => void lost('owner mail', error));
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
} as const;

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
): Promise<OutboxMail> {
  const kind = guestUpdateKinds[update];
  const ownerEmail = process.env[envVars.ownerEmail];
  const reference = referenceOf(request);
  const mail: OutboxMail = {
    mailId: `${kind}#${request.submissionId}#${request.history?.at(-1)?.at ?? now.toISOString()}`,
    kind,
    to: [request.email],
    ...(ownerEmail ? { replyTo: [ownerEmail] } : {}),
    reference,
    submissionId: request.submissionId,
    ...composeGuestUpdateEmail({ update, request: { ...request, reference } }),
    ...pendingFrom(now),
  };
  await store.put(mail);
  return mail;
}
