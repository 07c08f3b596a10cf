import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../common/paths';
import { locales } from '../../common/locales';
import {
  embarkation,
  freshWater,
  guests,
  portorosaAirports,
  replyTime,
  saloon,
  sailingMonthsText,
} from '../../common/facts/charter';
import { site } from '../../common/facts/site';
import { itinerary } from '../../common/facts/itinerary';
import { formMessages } from '../../common/contracts/messages';
import { technicalGroups } from '../../src/data/yacht';
import { guideSections, guideSteps } from '../../src/data/charterGuide';
import { contactPage, joinUsPage } from '../../src/data/copy/pages';
import { calendarCopy, requestFormCopy } from '../../src/data/copy/forms';
import { home } from '../../src/data/copy/home';
import { composeAckEmail } from '../../functions/requests/mail';

/**
 * Issue 37, "one fact, one place": each fact the pages, the itinerary PDF (rendered from the same copy)
 * and the mails state is written once, in common/facts/charter.ts, and read from there. This holds the
 * contradictions the content review found out of every source, and each fact in the places that state it.
 */

/** Every source file of copy: the site, the shared facts and contracts, the functions (mails), the Italian posts. */
function sources(): { file: string; text: string }[] {
  const walk = (dir: string, keep: (name: string) => boolean) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && keep(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
  const code = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
  return [
    ...['src', 'common', 'functions'].flatMap((dir) => walk(dir, code)),
    ...walk('i18n/it', (name) => /\.(md|mdx|json)$/.test(name)),
    ...walk('blog', (name) => /\.mdx?$/.test(name)),
  ].map((file) => ({ file: path.relative(repoRoot, file), text: readFileSync(file, 'utf8') }));
}

const factsFile = 'common/facts/charter.ts';
const all = sources();
const filesWith = (pattern: RegExp) => all.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('one fact, one place', () => {
  it('finds the sources it reads', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.map(({ file }) => file)).toContain(factsFile);
  });

  it.each([
    ['the reply time', /one working day|un giorno lavorativo/],
    ['the embarkation times', /17:00|09:00/],
    ['the airports’ driving times', /hour and three quarters|ora e tre quarti/],
  ])('writes %s once, in common/facts/charter.ts', (_fact, literal) => {
    expect(filesWith(literal)).toEqual([factsFile]);
  });

  it.each([
    [
      'a second reply promise',
      /within a day\b|entro un giorno(?! lavorativo)|contact you shortly|vi contatteranno a breve/,
    ],
    ['"adult" guests against "children included"', /adult guests|ospiti adulti|8 adults|8 adulti/i],
    ['water refilled in harbour against the watermaker', /fill it up again|refilled in harbour|lo riempie di nuovo/],
    ['"salone" where the site says "quadrato"', /nel salone|il salone\b/],
    ['"about two hours" from both airports', /each about two hours|entrambi a circa due ore/],
    ['a short sail to a sunset swim on the first evening', /short sail across to the bay of Ponente|bagno al tramonto/],
    [
      '"short" for passages of 20 to 37 miles',
      /short sail back|breve traversata fino|passages among the islands are short|quasi tutte brevi/,
    ],
    // In the trade a "private" yacht is one not licensed to charter: she is crewed.
    ['"private" yacht', /private (\d+ ft )?(aluminium )?sailing ketch|ketch a vela privato/i],
  ])('leaves no %s anywhere', (_contradiction, pattern) => {
    expect(filesWith(pattern)).toEqual([]);
  });

  it.each(locales)(
    'states the reply time from the fact on Contact, Join us, the form and the guide in %s',
    (locale) => {
      for (const text of [
        contactPage.email.text[locale],
        joinUsPage.leadByPhase.after[locale],
        joinUsPage.availability.text.after[locale],
        calendarCopy.closedText[locale],
        requestFormCopy.successText[locale],
        requestFormCopy.successTextDates[locale],
        guideSteps[1]!.text[locale],
      ]) {
        expect(text).toContain(replyTime[locale]);
      }
    },
  );

  it.each(locales)('promises the same reply time in both acknowledgements in %s', (locale) => {
    const week = composeAckEmail({
      reference: 'LB-0000-0000',
      locale,
      weekFrom: '2027-06-12',
      weekTo: '2027-06-19',
      leg: 'aeolian',
    });
    const dates = composeAckEmail({ reference: 'LB-0000-0000', locale });
    expect(week.text).toContain(replyTime[locale]);
    expect(dates.text).toContain(replyTime[locale]);
  });

  it.each(locales)(
    'counts the guests one way in the list, the table, the home page and the description in %s',
    (locale) => {
      const table = technicalGroups.flatMap((group) => group.features).find((feature) => feature.label.en === 'Guests');
      expect(table?.value).toBe(guests.short);
      expect(site.description[locale]).toContain(guests.upTo[locale].toLowerCase());
      expect(home.highlights[1]!.text[locale]).toContain(guests.upTo[locale].toLowerCase());
      const children = guideSections.flatMap((section) => section.questions).find((q) => q.id === 'children');
      expect(children?.a[locale]).toContain(guests.upTo[locale].toLowerCase());
    },
  );

  it.each(locales)('answers water, power, times and airports from the facts in %s', (locale) => {
    const answer = (id: string) =>
      guideSections.flatMap((section) => section.questions).find((q) => q.id === id)!.a[locale];
    expect(answer('water')).toBe(freshWater.answer[locale]);
    expect(answer('power')).toContain(saloon[locale]);
    expect(answer('times')).toContain(embarkation.from);
    expect(answer('times')).toContain(locale === 'it' ? embarkation.until.replace(/^0/, '') : embarkation.until);
    expect(answer('portorosa')).toContain(portorosaAirports[locale]);
    // The first day of the Aeolian week starts in the late afternoon, as the embarkation time says.
    expect(itinerary[0]!.days[0]!.text[locale]).toMatch(/late afternoon|tardo pomeriggio/);
  });

  it.each(locales)('names the months she usually sails where preferred dates are asked for, in %s', (locale) => {
    for (const text of [
      joinUsPage.leadByPhase.after[locale],
      requestFormCopy.datesHint[locale],
      formMessages.datesOutOfSeason[locale],
    ]) {
      expect(text).toContain(sailingMonthsText(locale));
    }
  });
});
