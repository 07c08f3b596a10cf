import { composeAckEmail } from '../../functions/requests/mail';
import { localePrefix, locales } from '../../common/locales';
import { charterGuidePage, guideSections, guideSteps } from './charterGuide';
import { site } from '../../common/facts/site';

const allText = (locale: (typeof locales)[number]) =>
  [
    ...Object.values(charterGuidePage).flatMap((copy) =>
      'en' in copy ? [copy[locale]] : Object.values(copy).map((phase) => phase[locale]),
    ),
    ...guideSteps.flatMap((step) => [step.title[locale], step.text[locale]]),
    ...guideSections.flatMap((section) => [
      section.title[locale],
      ...section.questions.flatMap((q) => [q.q[locale], q.a[locale], ...(q.list ?? []).map((item) => item[locale])]),
    ]),
  ].join('\n');

describe('How chartering Libeccio works', () => {
  it.each(locales)('in %s names no price, fee, percentage or amount of money', (locale) => {
    const text = allText(locale);
    expect(text).not.toMatch(/[€$£%]|\bEUR\b|\beuro\b|per ?cent|percentuale|\d+\s*(k|mila|thousand)\b/i);
    // The only figures are the spec's (8 guests, 2,200 l, 230 V) and times of day.
    const numbers = [...text.matchAll(/\d[\d.,:]*/g)].map((m) => m[0]);
    const allowed = ['8', '4', '10', '230', '2,200', '2.200', '17:00', '09:00', '9:00'];
    expect(numbers.filter((n) => !allowed.includes(n.replace(/[.,:]$/, '')))).toEqual([]);
  });

  it('gives every question a unique fragment id and an answer in both languages', () => {
    const ids = guideSections.flatMap((section) => [section.id, ...section.questions.map((q) => q.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of guideSections.flatMap((section) => section.questions)) {
      for (const locale of locales) expect(q.q[locale].length * q.a[locale].length).toBeGreaterThan(0);
      expect(q.q.it).not.toBe(q.q.en);
    }
  });

  it.each(locales)('is linked from the acknowledgement e-mail in %s, in its language', (locale) => {
    const mail = composeAckEmail({
      reference: 'LB-7K3M-Q9TX',
      weekFrom: '2025-09-06',
      weekTo: '2025-09-13',
      leg: 'menorca',
      locale,
    });
    const url = `${site.url}${localePrefix(locale)}/charter-guide/`;
    expect(mail.text).toContain(`${charterGuidePage.link[locale]}: ${url}`);
    expect(mail.html).toContain(url);
  });
});
