import type { Page, Response } from 'playwright-core';

/**
 * Waits until React has hydrated the page (Docusaurus marks `<html data-has-hydrated="true">`): the one
 * hydration wait of the browser suites and the page walk.
 */
export async function hydrated(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout });
}

/** Opens `url` and waits for the page to hydrate; returns the document's response. */
export async function openHydrated(
  page: Page,
  url: string,
  { waitUntil, timeout }: { waitUntil?: 'load'; timeout?: number } = {},
): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil });
  await hydrated(page, { timeout });
  return response;
}
