import { confirmMailCopy } from '../../../functions/newsletter/mailCopy';
import { requestRetentionMonths } from '../../../functions/platform/config';
import { mailRetentionSeconds } from '../../../functions/mail/outboxMail';
import { pendingSeconds } from '../../../functions/newsletter/subscriberStore';
import { locales } from '../../../common/locales';
import { confirmPage } from './newsletterLinks';
import { layoutCopy } from './pages';
import { privacyPage, type LegalBlock } from './privacy';

const blocks = (id: string): LegalBlock[] => [
  ...(privacyPage.sections.find((section) => section.id === id)?.blocks ?? []),
];
const sectionText = (id: string, locale: 'en' | 'it') =>
  blocks(id)
    .flatMap((block) => ('p' in block ? [block.p[locale]] : block.list.map((item) => item[locale])))
    .join('\n');

describe('the privacy notice against the code', () => {
  it('gives the retention periods the code applies', () => {
    const day = 86_400;
    const retention = { en: sectionText('retention', 'en'), it: sectionText('retention', 'it') };
    expect(requestRetentionMonths({})).toBe(24);
    expect(retention.en).toContain('deleted 24 months after the end of the week you asked for');
    expect(retention.it).toContain('cancellate 24 mesi dopo la fine della settimana che avete chiesto');
    expect(mailRetentionSeconds).toBe(90 * day);
    expect(retention.en).toContain('Copies of the e-mails we send');
    expect(retention.en).toContain(': 90 days after they were sent, or after we stopped trying to deliver them.');
    expect(retention.it).toContain(': 90 giorni dopo l’invio, o dopo che abbiamo smesso di tentare di consegnarle.');
    expect(pendingSeconds).toBe(48 * 3_600);
    expect(retention.en).toContain('never confirmed: deleted after 48 hours');
    expect(retention.it).toContain('mai confermate: cancellate dopo 48 ore');
  });

  it('describes the newsletter in the same words as the footer, the confirmation mail and the confirm page', () => {
    const words = {
      en: 'next season’s itinerary and the charter weeks still free, and the odd story from aboard',
      it: 'l’itinerario della prossima stagione e le settimane di noleggio ancora libere, e qualche racconto di bordo',
    };
    for (const locale of locales) {
      const phrase = words[locale];
      const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
      expect(sectionText('newsletter-data', locale)).toContain(phrase);
      expect(lower(layoutCopy.newsletter.text[locale])).toContain(phrase);
      expect(confirmMailCopy.intro[locale]).toContain(phrase);
      expect(confirmPage.text[locale]).toContain(phrase);
    }
  });
});
