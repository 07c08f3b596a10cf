import { randomBytes } from 'node:crypto';
import { brand } from '../../../common/brand';
import { requestReference } from '../../../common/contracts/reference';
import type { IsoDate } from '../../../common/yachtDay';
import { fill, formatDate, isLocale, type Locale, type Localized } from '../../../common/locales';
import { subscriberMailSettings } from '../../platform/config';
import { log } from '../../platform/log';
import { keyedMac, sameMac } from '../../platform/privacyKey';
import { requestStatuses, type RequestStatus } from '../store';
import { errorText } from '../../platform/errorText';
import { escapeHtml } from '../../mail/layout';

/**
 * The owner's action links (GET /api/owner-actions?t=…): a link opens a page, only the page's button
 * (a POST) acts, so a mail scanner opening every link changes nothing (functions/owner-actions.ts).
 *
 * A token is `payload.mac`, both base64url: the payload is JSON naming the request (its submissionId, a
 * random UUID, no personal data), the action, the request's status when the mail was written, the
 * expiry, a random nonce (the link is usable once) and the page's language; the MAC is HMAC-SHA256 of
 * the payload keyed by the privacy secret under its own purpose label (functions/platform/privacyKey.ts:
 * Secrets Manager deployed, generated locally), so no other keyed value can stand in for it.
 */
export const ownerActions = ['replied', 'option7', 'optionUntil', 'book', 'decline', 'extend7', 'release'] as const;
export type OwnerAction = (typeof ownerActions)[number];

/** A link works this long after its mail was written. */
export const linkLifetimeDays = 14;
const purpose = 'owner-action';

export interface ActionToken {
  /** The request's submissionId. */
  r: string;
  a: OwnerAction;
  /** The request's status when the mail was written: the link refuses once it has moved on. */
  s: RequestStatus;
  /** Expiry, epoch seconds. */
  e: number;
  /** Random, recorded on the request when the link is used (single use). */
  n: string;
  /** The page's language (the owner mail's). */
  l: Locale;
  /** For optionUntil: the day the date field starts at (an undo link's earlier option date). */
  u?: IsoDate;
}

export function signActionToken(
  fields: Pick<ActionToken, 'r' | 'a' | 's' | 'l' | 'u'>,
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

/** The token if its MAC is ours, its fields well-formed and it has not expired. */
export function readActionToken(raw: unknown, now: Date = new Date()): TokenReading {
  if (typeof raw !== 'string' || raw.length > 600) return { ok: false, reason: 'invalid' };
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(raw);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, payload = '', mac = ''] = match;
  if (!sameMac(keyedMac(purpose, payload), Buffer.from(mac, 'base64url'))) return { ok: false, reason: 'invalid' };
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
    (ownerActions as readonly string[]).includes(token.a) &&
    (requestStatuses as readonly string[]).includes(token.s) &&
    Number.isInteger(token.e) &&
    typeof token.n === 'string' &&
    token.n.length >= 16 &&
    isLocale(token.l) &&
    (token.u === undefined || (typeof token.u === 'string' && isoDate.test(token.u)));
  if (!wellFormed) return { ok: false, reason: 'invalid' };
  if (token.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, token };
}

/** The page a token opens, on the site's origin (same origin as the API). */
export const actionUrl = (siteOrigin: string, token: string) => `${siteOrigin}/api/owner-actions?t=${token}`;

/** The actions an owner notification or digest entry offers in each status (none once closed). */
export const notificationActions: Record<RequestStatus, readonly OwnerAction[]> = {
  new: ['replied', 'option7', 'optionUntil', 'decline'],
  replied: ['option7', 'optionUntil', 'decline'],
  optioned: ['extend7', 'optionUntil', 'book', 'decline'],
  booked: [],
  declined: [],
};
/** The actions that need no week: all a request with dates to agree offers until the owner gives it one. */
export function withoutWeek(actions: readonly OwnerAction[]): OwnerAction[] {
  return actions.filter((action) => action === 'replied' || action === 'decline');
}
/** An option reminder's actions (its request is optioned). */
export const reminderActions: readonly OwnerAction[] = ['extend7', 'release', 'book'];

export const actionLinkCopy = {
  heading: { en: 'Answer from your phone', it: 'Rispondere dal telefono' },
  note: {
    en: 'Each link opens a page that shows the request; nothing changes until you press the button on that page. The links work once each, until {date}.',
    it: 'Ogni link apre una pagina con la richiesta; nulla cambia finché non premete il pulsante su quella pagina. Ogni link vale una volta, fino al {date}.',
  },
  reply: { en: 'Reply to {name} (e-mail)', it: 'Rispondere a {name} (e-mail)' },
  actions: {
    replied: { en: 'Mark as replied', it: 'Segnare come risposta inviata' },
    option7: { en: 'Hold as an option for 7 days', it: 'Tenere in opzione per 7 giorni' },
    optionUntil: { en: 'Hold as an option until a date…', it: 'Tenere in opzione fino a una data…' },
    book: { en: 'Book', it: 'Confermare la prenotazione' },
    decline: { en: 'Decline', it: 'Rifiutare' },
    extend7: { en: 'Extend the option by 7 days', it: 'Prolungare l’opzione di 7 giorni' },
    release: { en: 'Release the option now', it: 'Liberare subito l’opzione' },
  } satisfies Record<OwnerAction, Localized>,
} as const;

/** The guest's reply, written in the guest's language: subject with the reference, a two-line greeting. */
export const guestReplyCopy = {
  subject: { en: 'Your charter request {reference}', it: 'La vostra richiesta di noleggio {reference}' },
  greeting: {
    en: 'Dear {name},\nthank you for your request for the week {from} – {to}.',
    it: 'Gentile {name},\nvi ringraziamo per la vostra richiesta per la settimana dal {from} al {to}.',
  },
  /** For a request with dates to agree. */
  greetingNoWeek: {
    en: 'Dear {name},\nthank you for your charter request.',
    it: 'Gentile {name},\nvi ringraziamo per la vostra richiesta di noleggio.',
  },
} satisfies Record<string, Localized>;

export interface ActionLinksBlock {
  text: string;
  html: string;
}

/** A mailto: to the guest, the subject and greeting in the guest's language. */
export function guestReplyMailto(request: {
  submissionId: string;
  email: string;
  name: string;
  locale: Locale;
  weekFrom?: string;
  weekTo?: string;
}): string {
  const locale = request.locale;
  const subject = fill(guestReplyCopy.subject[locale], { reference: requestReference(request.submissionId) });
  const { weekFrom, weekTo } = request;
  const greeting =
    weekFrom && weekTo
      ? fill(guestReplyCopy.greeting[locale], {
          name: request.name,
          from: formatDate(weekFrom, locale),
          to: formatDate(weekTo, locale),
        })
      : fill(guestReplyCopy.greetingNoWeek[locale], { name: request.name });
  const body = `${greeting}\n\n`;
  const address = encodeURIComponent(request.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export interface LinksFor {
  submissionId: string;
  status: RequestStatus;
  actions: readonly OwnerAction[];
  /** The guest, for the reply link (none on a reminder without its request). */
  guest?: Parameters<typeof guestReplyMailto>[0];
}

/**
 * The links block of an owner mail, in the mail's language: one signed link per action, then the reply
 * link. Empty text and html when there is nothing to offer.
 */
export function composeActionLinks(
  links: LinksFor,
  locale: Locale,
  settings: { siteOrigin: string; now?: Date },
): ActionLinksBlock {
  const now = settings.now ?? new Date();
  const items = links.actions.map((action) => ({
    label: actionLinkCopy.actions[action][locale],
    href: actionUrl(
      settings.siteOrigin,
      signActionToken({ r: links.submissionId, a: action, s: links.status, l: locale }, now),
    ),
  }));
  if (links.guest) {
    items.push({
      label: fill(actionLinkCopy.reply[locale], { name: links.guest.name }),
      href: guestReplyMailto(links.guest),
    });
  }
  if (!items.length) return { text: '', html: '' };
  const expires = new Date(now.getTime() + linkLifetimeDays * 86_400_000).toISOString().slice(0, 10);
  const note = fill(actionLinkCopy.note[locale], { date: formatDate(expires, locale) });
  const heading = actionLinkCopy.heading[locale];
  const text = [`${heading}:`, ...items.map((item) => `- ${item.label}: ${item.href}`), note].join('\n');
  const html = `<h3 style="color:${brand.navy}">${escapeHtml(heading)}</h3>
<p>${items
    .map(
      (item) =>
        `<a href="${escapeHtml(item.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 14px;border-radius:6px;background:${brand.navy};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(item.label)}</a>`,
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
