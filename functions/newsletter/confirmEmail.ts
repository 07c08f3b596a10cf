import { brand } from '../../common/brand';
import { site } from '../../common/facts/site';
import { fill, localePrefix, type Locale, type Localized } from '../../common/locales';
import { emailDocument, escapeHtml, headerSafe, legalLine, type Email } from '../mail/layout';

/** The newsletter sign-up's confirmation, in the sign-up's language (Italian in the "voi" register). */
export const confirmEmailCopy = {
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
  unsubscribe: {
    en: 'Didn’t ask for this? Stop all e-mails to this address: {url}',
    it: 'Non l’avete chiesto voi? Bloccate ogni invio a questo indirizzo: {url}',
  },
  unsubscribeLink: { en: 'Stop all e-mails to this address', it: 'Bloccate ogni invio a questo indirizzo' },
  privacyLink: { en: 'Privacy notice', it: 'Informativa sulla privacy' },
  why: {
    en: 'You are receiving this e-mail because this address was entered on the {yacht} newsletter form.',
    it: 'Ricevete questa e-mail perché questo indirizzo è stato inserito nel modulo della newsletter di {yacht}.',
  },
} satisfies Record<string, Localized>;

export interface ConfirmMailInput {
  locale: Locale;
  /** The page that confirms (functions/newsletter/subscriberStore.ts confirmPageUrl). */
  confirmUrl: string;
  /** The page that unsubscribes (subscriberMailExtras().unsubscribePageUrl). */
  unsubscribeUrl: string;
}

/** Subject, text and HTML of the confirmation mail, branded like the acknowledgement. */
export function composeConfirmEmail({ locale, confirmUrl, unsubscribeUrl }: ConfirmMailInput): Email {
  const privacyUrl = `${site.url}${localePrefix(locale)}/privacy/`;
  const values = { yacht: site.yachtName, site: site.url, url: unsubscribeUrl };
  const c = confirmEmailCopy;
  const text = [
    c.greeting[locale],
    fill(c.intro[locale], values),
    `${c.action[locale]}\n${confirmUrl}`,
    c.notYou[locale],
    fill(c.signature[locale], values),
    '--',
    fill(c.unsubscribe[locale], values),
    fill(c.why[locale], values),
    `${c.privacyLink[locale]}: ${privacyUrl}`,
    legalLine(locale),
  ].join('\n\n');
  const paragraph = (value: string) => `<p style="white-space:pre-line">${escapeHtml(value)}</p>`;
  const html = emailDocument(
    locale,
    `
${paragraph(c.greeting[locale])}
${paragraph(fill(c.intro[locale], values))}
${paragraph(c.action[locale])}
<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:10px 18px;background:${brand.navy};color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(c.button[locale])}</a></p>
<p style="font-size:13px;color:${brand.muted};word-break:break-all">${escapeHtml(confirmUrl)}</p>
${paragraph(c.notYou[locale])}
${paragraph(fill(c.signature[locale], values))}
<hr style="border:none;border-top:1px solid #d5dbe0">
<p style="font-size:13px;color:${brand.muted}"><a href="${escapeHtml(unsubscribeUrl)}" style="color:${brand.muted}">${escapeHtml(c.unsubscribeLink[locale])}</a><br>${escapeHtml(fill(c.why[locale], values))}<br><a href="${escapeHtml(privacyUrl)}" style="color:${brand.muted}">${escapeHtml(c.privacyLink[locale])}</a><br>${escapeHtml(legalLine(locale))}</p>
`,
  );
  return { subject: headerSafe(fill(c.subject[locale], values)), text, html };
}
