import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Waits for the whole quotes list of / and returns its row count. Rows past the first screen come one per idle
 * moment (PairList), so a count read when the first rows appear is short. Whole: a row for every pair the server's
 * trade list holds (read here from the test, not the page, whose requests some tests count). Idle moments can be
 * 250 ms apart on a busy CI machine: the wait is generous, it is not a speed check (the bench is).
 */
export async function wholeList(page: Page): Promise<number> {
  const list = await fetch(`${new URL(page.url()).origin}/v1/api/forex/trade_list`).then((r) => r.json());
  const pairs = (list.data as unknown[]).length;
  const rows = page.locator('.pair-list .pair-row');
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(pairs);
  return pairs;
}

/**
 * A list row's price as the trader's screen reader reads it: the rows' quotes are drawn on a canvas by the socket
 * worker (src/socket/quote-painting.ts), and the price box carries the text as its label.
 */
export const rowPrice = (page: Page, code: string): Promise<string | null> =>
  page.locator(`button[data-code="${code}"] [data-testid=price]`).getAttribute('aria-label');

/**
 * Where the worker's drawing of a row's quote has ink: the first and last canvas columns with a lit pixel, and the
 * canvas's width (device pixels). Numbers sit flush with the row's end: the right edge, the left in ar and fa.
 */
export const quoteInk = (page: Page, code: string): Promise<{ first: number; last: number; width: number }> =>
  page.evaluate((c) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`button[data-code="${c}"] .quote canvas`)!;
    const ctx = new OffscreenCanvas(canvas.width, canvas.height).getContext('2d')!;
    ctx.drawImage(canvas, 0, 0);
    const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let first = canvas.width;
    let last = -1;
    for (let i = 3; i < px.length; i += 4)
      if (px[i]! > 128) {
        const x = ((i - 3) / 4) % canvas.width;
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    return { first, last, width: canvas.width };
  }, code);
