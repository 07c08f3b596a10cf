/**
 * What the two request-outcome suites share (issue 38: after "Send", the result is in view, below the
 * sticky navbar, and announced, every time): request-outcome-dates.spec.ts (no season: the form asks for
 * dates) and request-outcome-weeks.spec.ts (a 2027 season opened: a week from the calendar), apart so
 * that two workers run them side by side.
 */
import type { Locale } from '../../common/locales';
import { localePrefix } from '../../common/locales';
import type { LocalStack } from '../../server/local-stack';
import { expect, hydrated, type Page } from './fixtures';

export const widths = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;
/** Requests per width, language and kind: 5 × 2 languages × 2 kinds = 20 per width. */
export const sends = 5;

/** Opens Join us where every invitation to charter lands (#availability), as a visitor arrives. */
export async function openAvailability(page: Page, stack: LocalStack, locale: Locale) {
  // From elsewhere, as a visitor comes: the same URL again would only move to the fragment, not load the page.
  await page.goto('about:blank');
  await page.goto(`${stack.origin}${localePrefix(locale)}/join-us/#availability`);
  await hydrated(page);
  await page.waitForSelector('form[aria-labelledby=request-title]');
}

export async function fillGuest(page: Page, name: string) {
  await page.fill('#request-name', name);
  await page.fill('#request-email', `${name.toLowerCase().replace(/\W/g, '')}@example.com`);
  await page.fill('#request-phone', '+44 20 7946 0958');
}

/** Where the outcome box sits against the screen and the sticky navbar, and whether it has focus. */
function placeOf(page: Page, selector: string) {
  return page.evaluate((found) => {
    const box = document.querySelector(found);
    const bar = document.querySelector('.navbar');
    if (!box || !bar) return undefined;
    const { top, bottom } = box.getBoundingClientRect();
    return {
      belowBar: top >= bar.getBoundingClientRect().bottom,
      inView: bottom <= window.innerHeight,
      focused: document.activeElement === box,
      role: box.getAttribute('role'),
    };
  }, selector);
}

/** The box is, and stays, fully in view below the bar, focused and announced (status or alert). */
export async function expectShown(page: Page, selector: string, role: 'status' | 'alert') {
  const shown = { belowBar: true, inView: true, focused: true, role };
  await expect.poll(() => placeOf(page, selector), { timeout: 5_000 }).toEqual(shown);
  // Still there a moment later: nothing scrolled it away (a late layout, a scroll restoration).
  await page.waitForTimeout(300);
  expect(await placeOf(page, selector)).toEqual(shown);
}

export const success = '[role=status]:has([data-testid=request-reference])';
