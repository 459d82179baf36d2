import type { Page } from 'playwright-core';

/**
 * Resolves once every request the page started before the call has been reported to the test (page.on('request')):
 * the page fetches a mark of its own, and the browser reports a page's requests in the order they start. The way to
 * see that a page sent nothing (a second list fetch, an order, a beacon) without sleeping "long enough".
 */
export async function requestsSeen(page: Page): Promise<void> {
  // The app's own page (200: a 404 would be a console error, which some tests count).
  const mark = `/?requests-seen=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((r) => r.url().includes(mark));
  await page.evaluate((m) => void fetch(m).catch(() => undefined), mark);
  await seen;
}
