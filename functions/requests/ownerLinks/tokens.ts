import { randomBytes } from 'node:crypto';
import { brand } from '../../../common/brand';
import { requestReference } from '../../../common/contracts/reference';
import type { IsoDate } from '../../../common/yachtDay';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { fill, formatDate, formatDateRange, isLocale, type Locale, type Localized } from '../../../common/locales';
import { subscriberMailSettings } from '../../platform/config';
import { log } from '../../platform/log';
import { keyedMac, sameMac } from '../../platform/privacyKey';
import { requestStatuses, type RequestStatus } from '../store';
import { errorText } from '../../platform/errorText';
import { escapeHtml } from '../../mail/layout';

/**
 * The owner's request links (GET /api/owner-actions?t=…): one link per request, in every owner mail
 * about it. It opens the request's page (status, history, the actions valid now); each action opens
 * a page of its own, and only that page's button (a POST) acts, checked against the request as it is
 * at the moment of pressing (functions/owner-actions.ts). A mail scanner opening every link changes
 * nothing. A link works for 14 days whatever was done in between, and acts on nothing once its request
 * is closed (declined).
 *
 * A token is `payload.mac`, both base64url: the payload is JSON naming the request (its submissionId, a
 * random UUID, no personal data), the expiry, a random nonce and the page's language; the MAC is
 * HMAC-SHA256 of the payload keyed by the privacy secret under its own purpose label
 * (functions/platform/privacyKey.ts: Secrets Manager deployed, generated locally), so no other keyed value
 * can stand in for it. Links written before the request page (one per action) carry that action (`a`),
 * the status then (`s`) and an undo's date (`u`): they open the request's page at that action.
 */
export const ownerActions = [
  'replied',
  'option7',
  'optionUntil',
  'extend7',
  'book',
  'decline',
  'release',
  'week',
  'undo',
] as const;
export type OwnerAction = (typeof ownerActions)[number];

/** A link works this long after its mail was written. */
export const linkLifetimeDays = 14;
const purpose = 'owner-action';

export interface ActionToken {
  /** The request's submissionId. */
  r: string;
  /** Expiry, epoch seconds. */
  e: number;
  /** Random: two links are never the same string. */
  n: string;
  /** The page's language (the owner mail's). */
  l: Locale;
  /** Links of one action (written before the request page): the action the page opens at. */
  a?: OwnerAction;
  /** With `a`: the request's status when that mail was written (no longer checked: the page is). */
  s?: RequestStatus;
  /** With `a` optionUntil: the day the date field started at. */
  u?: IsoDate;
}

export function signActionToken(
  fields: Pick<ActionToken, 'r' | 'l'> & Partial<Pick<ActionToken, 'a' | 's' | 'u'>>,
  now: Date = new Date(),
  lifetimeDays = linkLifetimeDays,
): string {
  const token: ActionToken = {
    ...fields,
    e: Math.floor(now.getTime() / 1000) + lifetimeDays * 86_400,
    n: randomBytes(12).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(token)).toString('base64url');
  return `${payload}.${keyedMac(purpose, payload).toString('base64url')}`;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export type TokenReading = { ok: true; token: ActionToken } | { ok: false; reason: 'invalid' | 'expired' };

/** The token if its MAC is ours (in its one canonical spelling), its fields well-formed and it has not expired. */
export function readActionToken(raw: unknown, now: Date = new Date()): TokenReading {
  if (typeof raw !== 'string' || raw.length > 600) return { ok: false, reason: 'invalid' };
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(raw);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, payload = '', mac = ''] = match;
  const given = Buffer.from(mac, 'base64url');
  // 43 characters carry 258 bits for 256: only the spelling the MAC encodes to is accepted (F10 a).
  if (given.toString('base64url') !== mac) return { ok: false, reason: 'invalid' };
  if (!sameMac(keyedMac(purpose, payload), given)) return { ok: false, reason: 'invalid' };
  let token: ActionToken;
  try {
    token = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ActionToken;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const wellFormed =
    typeof token === 'object' &&
    token !== null &&
    typeof token.r === 'string' &&
    uuid.test(token.r) &&
    (token.a === undefined || (ownerActions as readonly string[]).includes(token.a)) &&
    (token.s === undefined || (requestStatuses as readonly string[]).includes(token.s)) &&
    Number.isInteger(token.e) &&
    typeof token.n === 'string' &&
    token.n.length >= 16 &&
    isLocale(token.l) &&
    (token.u === undefined || (typeof token.u === 'string' && isoDate.test(token.u)));
  if (!wellFormed) return { ok: false, reason: 'invalid' };
  if (token.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, token };
}

/** The request's page a token opens, on the site's origin (same origin as the API); `action`: one action's page. */
export const actionUrl = (siteOrigin: string, token: string, action?: OwnerAction) =>
  `${siteOrigin}/api/owner-actions?t=${token}${action ? `&do=${action}` : ''}`;

export const actionLinkCopy = {
  heading: { en: 'Answer from your phone', it: 'Rispondere dal telefono' },
  open: {
    en: 'Open the request: its status, history and what you can do',
    it: 'Aprire la richiesta: stato, cronologia e azioni possibili',
  },
  note: {
    en: 'The link opens the request as it is at that moment; nothing changes until you press a button on its pages. It works until {date}, whatever you change in between, and acts on nothing once the request is declined.',
    it: 'Il link apre la richiesta com’è in quel momento; nulla cambia finché non premete un pulsante nelle sue pagine. Vale fino al {date}, qualunque cosa cambiate nel frattempo, e non agisce più una volta rifiutata la richiesta.',
  },
  reply: { en: 'Reply to {name} (e-mail)', it: 'Rispondere a {name} (e-mail)' },
  call: { en: 'Call {phone}', it: 'Chiamare il {phone}' },
  whatsapp: { en: 'WhatsApp {phone}', it: 'WhatsApp al {phone}' },
  actions: {
    replied: { en: 'Mark as replied', it: 'Segnare come «risposta inviata»' },
    option7: { en: 'Hold as an option for 7 days', it: 'Bloccare in opzione per 7 giorni' },
    optionUntil: { en: 'Hold as an option until a date…', it: 'Bloccare in opzione fino a una data…' },
    extend7: { en: 'Extend the option by 7 days', it: 'Prolungare l’opzione di 7 giorni' },
    book: { en: 'Book', it: 'Confermare la prenotazione' },
    decline: { en: 'Decline', it: 'Rifiutare' },
    release: { en: 'Release the option now', it: 'Liberare subito l’opzione' },
    week: { en: 'Give it a week…', it: 'Assegnare una settimana…' },
    undo: { en: 'Undo the last change', it: 'Annullare l’ultima modifica' },
  } satisfies Record<OwnerAction, Localized>,
} as const;

/**
 * The owners' reply to the guest, in the guest's language: the subject with the reference, then the
 * salutation, a blank line and a first sentence with its capital. Italian to one named person in the
 * "Lei" of a personal letter (the site's "voi" addresses a party).
 */
export const guestReplyCopy = {
  subject: { en: 'Your charter request {reference}', it: 'La Sua richiesta di noleggio {reference}' },
  greeting: {
    en: 'Dear {name},\n\nThank you for your request for the week of {from} – {to}.',
    it: 'Gentile {name},\n\nLa ringraziamo della richiesta per la settimana dal {from} al {to}.',
  },
  /** For a request with dates to agree. */
  greetingNoWeek: {
    en: 'Dear {name},\n\nThank you for your charter request.',
    it: 'Gentile {name},\n\nLa ringraziamo della richiesta di noleggio.',
  },
} satisfies Record<string, Localized>;

export interface ActionLinksBlock {
  text: string;
  html: string;
}

/** The guest, as the links block needs them. */
export interface GuestContact {
  submissionId: string;
  email: string;
  name: string;
  locale: Locale;
  phone?: string;
  weekFrom?: string;
  weekTo?: string;
}

/** A mailto: to the guest, the subject and greeting in the guest's language. */
export function guestReplyMailto(request: GuestContact): string {
  const locale = request.locale;
  const subject = fill(guestReplyCopy.subject[locale], { reference: requestReference(request.submissionId) });
  const { weekFrom, weekTo } = request;
  const range = weekFrom && weekTo ? formatDateRange(weekFrom, weekTo, locale) : undefined;
  const greeting = range
    ? fill(guestReplyCopy.greeting[locale], { name: request.name, from: range.from, to: range.to })
    : fill(guestReplyCopy.greetingNoWeek[locale], { name: request.name });
  const body = `${greeting}\n\n`;
  const address = encodeURIComponent(request.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A phone as people write it ("+44 20 7946 0958"), its tel: link and its WhatsApp chat (wa.me, digits only). */
export function phoneLinks(phone: string): { shown: string; tel: string; whatsapp: string } {
  const parsed = parsePhoneNumberFromString(phone);
  const e164 = parsed?.number ?? phone.replace(/[^\d+]/g, '');
  return {
    shown: parsed?.formatInternational() ?? phone,
    tel: `tel:${e164}`,
    whatsapp: `https://wa.me/${e164.replace(/\D/g, '')}`,
  };
}

export interface LinksFor {
  submissionId: string;
  /** The guest, for the reply, call and WhatsApp links (none on a reminder without its request). */
  guest?: GuestContact;
}

/**
 * The links block of an owner mail, in the mail's language: the request's one signed link, then the
 * reply, call and WhatsApp links to the guest.
 */
export function composeActionLinks(
  links: LinksFor,
  locale: Locale,
  settings: { siteOrigin: string; now?: Date },
): ActionLinksBlock {
  const now = settings.now ?? new Date();
  const items: Array<{ label: string; href: string }> = [
    {
      label: actionLinkCopy.open[locale],
      href: actionUrl(settings.siteOrigin, signActionToken({ r: links.submissionId, l: locale }, now)),
    },
  ];
  const { guest } = links;
  if (guest) {
    items.push({ label: fill(actionLinkCopy.reply[locale], { name: guest.name }), href: guestReplyMailto(guest) });
    if (guest.phone) {
      const phone = phoneLinks(guest.phone);
      items.push(
        { label: fill(actionLinkCopy.call[locale], { phone: phone.shown }), href: phone.tel },
        { label: fill(actionLinkCopy.whatsapp[locale], { phone: phone.shown }), href: phone.whatsapp },
      );
    }
  }
  const expires = new Date(now.getTime() + linkLifetimeDays * 86_400_000).toISOString().slice(0, 10);
  const note = fill(actionLinkCopy.note[locale], { date: formatDate(expires, locale) });
  const heading = actionLinkCopy.heading[locale];
  const text = [`${heading}:`, ...items.map((item) => `- ${item.label}: ${item.href}`), note].join('\n');
  const html = `<h3 style="color:${brand.navy}">${escapeHtml(heading)}</h3>
<p>${items
    .map(
      (item, index) =>
        `<a href="${escapeHtml(item.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 16px;border-radius:6px;${
          index === 0
            ? `background:${brand.navy};color:#ffffff`
            : `background:#ffffff;color:${brand.navy};border:1px solid ${brand.navy}`
        };text-decoration:none;font-weight:bold">${escapeHtml(item.label)}</a>`,
    )
    .join('\n')}</p>
<p style="color:${brand.muted};font-size:13px">${escapeHtml(note)}</p>`;
  return { text, html };
}

/**
 * The links block for a mail about to be stored or sent, with SITE_ORIGIN and the privacy secret from
 * the environment. Without them the mail still goes, without links (logged): a mail is never lost to them.
 */
export function ownerMailLinks(links: LinksFor, locale: Locale, now: Date = new Date()): ActionLinksBlock | undefined {
  try {
    return composeActionLinks(links, locale, { siteOrigin: subscriberMailSettings().siteOrigin, now });
  } catch (error) {
    log('warn', 'owner mail without action links', { error: errorText(error) });
    return undefined;
  }
}
