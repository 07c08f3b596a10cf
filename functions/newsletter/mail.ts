import { marked, type Token, type Tokens } from 'marked';
import { contact, site } from '../../common/facts/site';
import { fill, localePrefix, type Locale, type Localized } from '../../common/locales';
import { legalLine, renderEmail, type Block, type Email, type Inline } from '../mail/layout';
import type { MailTemplate } from '../mail/templates';
import { subscribers } from './subscriberStore';
import { permanentSuppressions } from './subscriberTokens';

/**
 * The mail the newsletter sends, in its language (Italian in the "voi" register): the sign-up's
 * confirmation (an outbox item, signUp.ts) and the campaign (its own at-most-once store, campaign.ts:
 * never through the outbox), composed as blocks (functions/mail/layout.ts).
 */
export const confirmMailCopy = {
  subject: {
    en: 'Please confirm your subscription to the {yacht} newsletter',
    it: 'Confermate l’iscrizione alla newsletter di {yacht}',
  },
  greeting: { en: 'Hello,', it: 'Buongiorno,' },
  intro: {
    en: 'We have been asked to send the {yacht} newsletter to this address: a few e-mails a year with next season’s itinerary and the charter weeks still free, and the odd story from aboard.',
    it: 'abbiamo ricevuto una richiesta di iscrizione alla newsletter di {yacht} per questo indirizzo: poche e-mail all’anno con l’itinerario della prossima stagione e le settimane di noleggio ancora libere, e qualche racconto di bordo.',
  },
  action: {
    en: 'To confirm, press the button below (or open this link) within 48 hours:',
    it: 'Per confermare, premete il pulsante qui sotto (o aprite questo link) entro 48 ore:',
  },
  button: { en: 'Confirm my subscription', it: 'Confermo l’iscrizione' },
  notYou: {
    en: 'If you did not ask for it, simply ignore this e-mail: without confirmation you will not be subscribed, and we will not write to you again.',
    it: 'Se non l’avete chiesto voi, ignorate semplicemente questa e-mail: senza conferma non sarete iscritti e non vi scriveremo più.',
  },
  signature: { en: 'Fair winds,\nThe owners of {yacht}', it: 'Buon vento,\ngli armatori di {yacht}' },
  /** What the unsubscribe link does to a pending sign-up: ends it (a later sign-up may ask again). */
  cancel: { en: 'Cancel this sign-up now', it: 'Annullate subito questa iscrizione' },
  privacyLink: { en: 'Privacy notice', it: 'Informativa sulla privacy' },
  why: {
    en: 'You are receiving this e-mail because this address was entered on the {yacht} newsletter form.',
    it: 'Ricevete questa e-mail perché questo indirizzo è stato inserito nel modulo della newsletter di {yacht}.',
  },
} satisfies Record<string, Localized>;

export interface ConfirmMailInput {
  locale: Locale;
  /** The page that confirms (subscriberTokens.ts confirmPageUrl). */
  confirmUrl: string;
  /** The page that unsubscribes (subscriberMailExtras().unsubscribePageUrl). */
  unsubscribeUrl: string;
}

const privacyUrl = (locale: Locale) => `${site.url}${localePrefix(locale)}/privacy/`;

/** The confirmation of a sign-up: what the newsletter is, the button, and how to block this address. */
export function composeConfirmEmail({ locale, confirmUrl, unsubscribeUrl }: ConfirmMailInput): Email {
  const c = confirmMailCopy;
  const values = { yacht: site.yachtName };
  return renderEmail({
    locale,
    subject: fill(c.subject[locale], values),
    blocks: [
      { p: c.greeting[locale] },
      { p: fill(c.intro[locale], values) },
      { p: c.action[locale] },
      { buttons: [{ text: c.button[locale], href: confirmUrl }] },
      { note: confirmUrl },
      { p: c.notYou[locale] },
      { p: fill(c.signature[locale], values) },
    ],
    footer: [
      { text: c.cancel[locale], href: unsubscribeUrl },
      fill(c.why[locale], values),
      { text: c.privacyLink[locale], href: privacyUrl(locale) },
      legalLine(locale),
    ],
  });
}

/**
 * A newsletter campaign: one Markdown file with front matter, sent to the confirmed subscribers of its
 * language (campaign.ts, `npm run owner -- newsletter send`); campaignFile.ts reads it on the owner's machine.
 *
 *     ---
 *     id: spring-2026          # a slug; names the campaign in the outbox (one send per subscriber)
 *     lang: it                 # en | it: who gets it, and the footer's language
 *     subject: Le regate di primavera
 *     preheader: Argentario, Imperia e le settimane ancora libere   # optional: the inbox's preview line
 *     ---
 *     Markdown body …
 */
export interface Campaign {
  id: string;
  lang: Locale;
  subject: string;
  /** The line an inbox shows after the subject; without it, the inbox shows the body's first words. */
  preheader?: string;
  /** The Markdown body, trimmed. */
  body: string;
}

export const campaignMailCopy = {
  why: {
    en: 'You are receiving this e-mail because you subscribed to the {yacht} newsletter and confirmed your address.',
    it: 'Ricevete questa e-mail perché vi siete iscritti alla newsletter di {yacht} e avete confermato il vostro indirizzo.',
  },
  unsubscribeLead: { en: 'No longer want these e-mails? ', it: 'Non volete più ricevere queste e-mail? ' },
  unsubscribeLink: { en: 'Unsubscribe', it: 'Annullate l’iscrizione' },
  site: { en: 'Website', it: 'Sito' },
  privacyLink: { en: 'Privacy notice', it: 'Informativa sulla privacy' },
} satisfies Record<string, Localized>;

/** Markdown's inline tokens as runs, emphasis and links carried down to the text they hold. */
function runs(tokens: readonly Token[] = [], style: { strong?: boolean; em?: boolean; href?: string } = {}): Inline[] {
  return tokens.flatMap((token): Inline[] => {
    if (token.type === 'strong' || token.type === 'em') return runs(token.tokens, { ...style, [token.type]: true });
    if (token.type === 'link') return runs(token.tokens, { ...style, href: (token as Tokens.Link).href });
    if (token.type === 'image') return [{ text: (token as Tokens.Image).text, src: (token as Tokens.Image).href }];
    if (token.type === 'br') return ['\n'];
    if (token.type === 'html') return [];
    if ('tokens' in token && token.tokens?.length) return runs(token.tokens, style);
    const text = 'text' in token ? String(token.text) : '';
    return [style.strong || style.em || style.href ? { text, ...style } : text];
  });
}

/** A campaign's Markdown as blocks: headings, paragraphs, lists, quotes, rules. */
export function markdownBlocks(markdown: string): Block[] {
  return marked.lexer(markdown, { gfm: true }).flatMap((token): Block[] => {
    if (token.type === 'heading')
      return [{ heading: token.text, level: Math.min(3, Math.max(1, token.depth)) as 1 | 2 | 3 }];
    if (token.type === 'paragraph' || token.type === 'text') return [{ p: runs(token.tokens) }];
    if (token.type === 'list')
      return [{ list: (token as Tokens.List).items.map((item) => runs(item.tokens).filter((run) => run !== '')) }];
    if (token.type === 'blockquote') return [{ quote: token.text }];
    if (token.type === 'hr') return ['rule'];
    if (token.type === 'code') return [{ p: token.text }];
    return [];
  });
}

/**
 * The campaign as e-mail: its blocks read once, then each recipient's copy (only the footer's unsubscribe
 * link differs). `test` prefixes the subject with "[TEST] ".
 */
export function campaignMail(campaign: Campaign, options: { test?: boolean } = {}) {
  const locale = campaign.lang;
  const c = campaignMailCopy;
  const blocks = markdownBlocks(campaign.body);
  const home = `${site.url}${localePrefix(locale)}/`;
  const subject = `${options.test ? '[TEST] ' : ''}${campaign.subject}`;
  return ({ unsubscribePageUrl }: { unsubscribePageUrl: string }): Email =>
    renderEmail({
      locale,
      subject,
      blocks,
      letterhead: campaign.preheader ? { preheader: campaign.preheader } : {},
      footer: [
        fill(c.why[locale], { yacht: site.yachtName }),
        [c.unsubscribeLead[locale], { text: c.unsubscribeLink[locale], href: unsubscribePageUrl }],
        [
          `${c.site[locale]}: `,
          { text: home, href: home },
          ' · E-mail: ',
          { text: contact.email, href: `mailto:${contact.email}` },
        ],
        { text: c.privacyLink[locale], href: privacyUrl(locale) },
        legalLine(locale),
      ],
    });
}

export const newsletterMails = {
  confirm: {
    audience: 'subscriber',
    label: 'newsletter confirmation',
    copy: confirmMailCopy,
    compose: composeConfirmEmail,
  },
  campaign: {
    audience: 'subscriber',
    label: 'newsletter',
    copy: campaignMailCopy,
    compose: ({ campaign, test }: { campaign: Campaign; test?: boolean }) => campaignMail(campaign, { test }),
  },
} as const satisfies Record<string, MailTemplate<never, unknown>>;

/**
 * What the subscriptions table knows of an address (ses-events.ts records a suppression for every mail the
 * site sent that bounced or drew a complaint): `suppressed`, `proven` (a confirmed subscriber), or `unknown`.
 * The join-requests entry gives it to the acknowledgement (functions/requests/mail.ts).
 */
export async function addressStanding(address: string): Promise<'suppressed' | 'proven' | 'unknown'> {
  const subscriber = await subscribers().get(address);
  if (subscriber?.suppressed !== undefined && permanentSuppressions.includes(subscriber.suppressed))
    return 'suppressed';
  return subscriber?.state === 'confirmed' ? 'proven' : 'unknown';
}
