import { calendarCopy, requestFormCopy } from '../../src/data/copy/forms';
import { home } from '../../src/data/copy/home';
import { joinUsPage } from '../../src/data/copy/pages';
import { formMessages } from '../../common/contracts/messages';
import { fill, formatDate, localePrefix, locales, type Locale } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { mailbox, waitFor } from '../support/mailbox';
import { open2027, owner } from '../support/owner';
import { expect, hydrated, test, type Page } from '../support/fixtures';

// Today's real date (no SITE_CLOCK): the shipped 2025 season is over and nothing later is published.
test.use({ stackOptions: { siteClock: undefined }, viewport: { width: 1280, height: 900 } });

test.beforeAll(() => {
  delete process.env.SITE_CLOCK;
  process.env.OWNER_EMAIL = 'owner@libeccio-charter.example';
});

async function openJoinUs(page: Page, stack: LocalStack, locale: Locale): Promise<Page> {
  await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/`);
  await hydrated(page);
  await page.locator('#availability').scrollIntoViewIfNeeded();
  await page.waitForSelector('form[aria-labelledby=request-title]');
  return page;
}

async function fillGuest(page: Page, name: string) {
  await page.fill('#request-name', name);
  await page.fill('#request-email', `${name.toLowerCase().replace(/\W/g, '')}@example.com`);
  await page.fill('#request-phone', '+44 20 7946 0958');
}

for (const locale of locales)
  test.describe(`Join us in ${locale} between seasons`, () => {
    test('says the next season is not yet published, and takes a request with preferred dates', async ({
      page,
      stack,
    }) => {
      await openJoinUs(page, stack, locale);
      expect(await page.textContent('h1')).toBe(joinUsPage.heading.after[locale]);
      expect(await page.textContent('[data-season-phase]')).toBe(joinUsPage.leadByPhase.after[locale]);
      await page.waitForSelector('[data-testid=no-week]');
      expect(await page.textContent('[data-testid=no-week] h3')).toBe(calendarCopy.closedTitle[locale]);
      // No table of past weeks, no calendar of them.
      expect(await page.locator('[data-testid=week-snapshot] table').count()).toBe(0);
      // Missing dates: one clear message, and nothing is lost.
      await fillGuest(page, `Dates ${locale}`);
      await page.click('form[aria-labelledby=request-title] button[type=submit]');
      expect(await page.textContent('#request-dates-error')).toBe(formMessages.dates[locale]);
      expect(await page.inputValue('#request-name')).toBe(`Dates ${locale}`);
      await page.fill('#request-dates-from', '2027-06');
      await page.fill('#request-dates-to', '2027-07');
      await page.fill('#request-dates-words', 'two weeks');
      await page.click('form[aria-labelledby=request-title] button[type=submit]');
      await page.waitForSelector('[data-testid=request-reference]');
      expect(await page.textContent('[role=status]:has([data-testid=request-reference]) p')).toBe(
        requestFormCopy.successTextDates[locale],
      );
      const reference = (await page.textContent('[data-testid=request-reference]'))!;
      const shown = await owner(stack.dynamodb.port, 'request', reference);
      expect(shown.out).toMatch(/Week: +dates to agree: 2027-06 – 2027-07; two weeks/);
      const ownerMail = await waitFor(async () =>
        (await mailbox(stack.sesUrl)).find(
          (mail) => mail.subject.includes(reference) && mail.destination.to.includes('owner@libeccio-charter.example'),
        ),
      );
      expect(ownerMail.subject).toContain('dates to agree');
    });
  });

test.describe('after `season open 2027`', () => {
  test.beforeAll(async ({ stack }) => {
    const opened = await owner(stack.dynamodb.port, ...open2027);
    expect(opened.code).toBe(0);
  });

  for (const locale of locales)
    for (const width of [375, 1280])
      test(`in ${locale} at ${width} px, the title naming 2027 moves nothing below it when the live seasons arrive`, async ({
        page,
        stack,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        // The served page painted first, as on a phone: the live seasons held back until it has.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/availability', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/`);
        await hydrated(page);
        const leadTop = () => page.evaluate(() => document.querySelector('header p')!.getBoundingClientRect().top);
        const served = await leadTop();
        expect(await page.textContent('h1')).toBe(joinUsPage.heading.after[locale]);
        release();
        await page.waitForFunction(
          (heading) => document.querySelector('h1')?.textContent === heading,
          fill(joinUsPage.heading.before[locale], { year: '2027' }),
        );
        expect(await leadTop()).toBe(served);
      });

  for (const locale of locales)
    test(`in ${locale} the headline, the home invitation and the calendar speak of 2027`, async ({ page, stack }) => {
      await openJoinUs(page, stack, locale);
      await page.waitForFunction(
        (heading) => document.querySelector('h1')?.textContent === heading,
        fill(joinUsPage.heading.before[locale], { year: '2027' }),
      );
      await page.waitForSelector('.react-calendar');
      // The calendar opens on the first week still open: April 2027.
      const label = await page.textContent('.react-calendar__navigation__label');
      expect(label).toMatch(/2027/);
      await page.click('.react-calendar__navigation__next-button');
      await page.click('.react-calendar__tile:has(abbr[aria-label*="14"]):not([disabled])');
      expect(await page.textContent('[data-testid=week-from]')).toBe(formatDate('2027-05-08', locale));
      await fillGuest(page, `Week ${locale}`);
      await page.click('form[aria-labelledby=request-title] button[type=submit]');
      await page.waitForSelector('[data-testid=request-reference]');
      expect(await page.textContent('[role=status] p')).toBe(requestFormCopy.successText[locale]);
      expect(await page.locator('[data-testid=passage-note]').count()).toBe(1);

      await page.goto(`${stack.origin}${localePrefix(locale)}/`);
      await page.waitForFunction(
        (text) => document.querySelector('[data-season-phase]')?.textContent === text,
        fill(home.hero.season.before[locale], {
          year: '2027',
          areas: locale === 'it' ? 'le Eolie e Minorca' : 'the Aeolian Islands and Menorca',
        }),
      );
    });
});
