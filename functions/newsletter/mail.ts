import { marked, type Token, type Tokens } from 'marked';
import { contact, contactLinks, site } from '../../common/facts/site';
import { fill, type Locale } from '../../common/locales';
import { link, renderEmail, siteUrl, smallPrint, type Block, type Email, type Inline } from '../mail/layout';
import type { MailTemplate } from '../mail/templates';
import type { Campaign } from './campaignFile';
import { campaignMailCopy, confirmMailCopy } from './mailCopy';

/**
 * The newsletter's mails as blocks (functions/mail/layout.ts; mailCopy.ts says them): the sign-up's
 * confirmation (an outbox item, signUp.ts) and a campaign (its own at-most-once store, campaign.ts).
 */

/** The confirmation of a sign-up (its pages: subscriberTokens.ts): what the newsletter is, the button, and how to cancel it. */
export function composeConfirmEmail(mail: { locale: Locale; confirmUrl: string; unsubscribeUrl: string }): Email {
  const { locale, confirmUrl, unsubscribeUrl } = mail;
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
    footer: [link(c.cancel[locale], unsubscribeUrl), fill(c.why[locale], values), ...smallPrint(locale)],
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

/** A campaign: its blocks read once, then each recipient's copy (only the unsubscribe link differs); a test's subject says so. */
export function campaignMail({ campaign, test }: { campaign: Campaign; test?: boolean }) {
  const locale = campaign.lang;
  const c = campaignMailCopy;
  const blocks = markdownBlocks(campaign.body);
  const home = siteUrl(locale);
  const subject = `${test ? '[TEST] ' : ''}${campaign.subject}`;
  return ({ unsubscribePageUrl }: { unsubscribePageUrl: string }): Email =>
    renderEmail({
      locale,
      subject,
      blocks,
      letterhead: campaign.preheader ? { preheader: campaign.preheader } : {},
      footer: [
        fill(c.why[locale], { yacht: site.yachtName }),
        [c.unsubscribeLead[locale], link(c.unsubscribeLink[locale], unsubscribePageUrl)],
        [`${c.site[locale]}: `, link(home), ' · E-mail: ', link(contact.email, contactLinks.mailto)],
        ...smallPrint(locale),
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
  campaign: { audience: 'subscriber', label: 'newsletter', copy: campaignMailCopy, compose: campaignMail },
} as const satisfies Record<string, MailTemplate<never, unknown>>;
