import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated the page (Docusaurus marks `<html data-has-hydrated="true">`): the one
 * hydration wait of the browser suites and the page walk.
 */
export async function hydrated(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout });
}
