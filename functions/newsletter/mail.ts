import { marked, type Token, type Tokens } from 'marked';
import { contact, site } from '../../common/facts/site';
import { fill, localePrefix, type Locale } from '../../common/locales';
import { legalLine, renderEmail, type Block, type Email, type Inline } from '../mail/layout';
import type { MailTemplate } from '../mail/templates';
import type { Campaign } from './campaignFile';
import { campaignMailCopy, confirmMailCopy } from './mailCopy';

/**
 * The mail the newsletter sends, in its language (Italian in the "voi" register): the sign-up's
 * confirmation (an outbox item, signUp.ts) and the campaign (its own at-most-once store, campaign.ts:
 * never through the outbox), composed as blocks (functions/mail/layout.ts).
 */

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
