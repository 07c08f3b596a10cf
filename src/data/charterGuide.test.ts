import { composeAckEmail } from '../../functions/requests/mail';
import { localePrefix, locales } from '../../common/locales';
import { charterGuidePage, guideSections, guideSteps, shownSections } from './charterGuide';
import { terms } from '../../common/facts/terms';
import { dayMiles, itinerary } from '../../common/facts/itinerary';
import { isConfirmed } from '../../common/facts/toConfirm';
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
    // Legal references ("art. 59, letter n") are not figures.
    const numbers = [...text.replace(/\(art\.[^)]*\)/g, '').matchAll(/\d[\d.,:]*/g)].map((m) => m[0]);
    const miles = itinerary.flatMap(dayMiles).map(String);
    const allowed = ['8', '4', '10', '230', '2,200', '2.200', '17:00', '09:00', '9:00', ...miles];
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

  it.each(locales)('in %s shows the answers still to be confirmed under one line, never one under each', (locale) => {
    const pendingKeys = (Object.keys(terms) as (keyof typeof terms)[]).filter((key) => !isConfirmed(terms[key]));
    const lines = shownSections().flatMap((section) => section.questions.filter((question) => question.pending));
    expect(lines.length).toBe(pendingKeys.some((key) => key !== 'spanishWaters') ? 1 : 0);
    for (const line of lines) {
      expect(line.a[locale]).toBe(charterGuidePage.pending.a[locale]);
      expect(line.list?.length).toBe(pendingKeys.filter((key) => key !== 'spanishWaters').length);
    }
  });

  it('never shows the Spanish licence as pending, and shows it once the owners confirm it', () => {
    const section = guideSections.find((candidate) => candidate.id === 'terms')!;
    const spanish = section.questions.find((question) => question.id === 'spanish-waters')!;
    const only = (question: typeof spanish) => shownSections([{ ...section, questions: [question] }])[0]!.questions;
    expect(only({ ...spanish, pending: true })).toEqual([]);
    expect(only({ ...spanish, pending: false })).toEqual([{ ...spanish, pending: false }]);
  });
});
