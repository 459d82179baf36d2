import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Waits for the whole quotes list of / and returns its row count. Rows past the first screen come one per idle
 * moment (PairList), so a count read when the first rows appear is short. Whole: at least 30 rows, and the same
 * count 300 ms later. Idle moments can be 250 ms apart on a busy CI machine: the wait is generous, it is not a speed
 * check (the bench is).
 */
export async function wholeList(page: Page): Promise<number> {
  const rows = page.locator('.pair-list .pair-row');
  await expect
    .poll(
      async () => {
        const n = await rows.count();
        await page.waitForTimeout(300);
        return n >= 30 && n === (await rows.count());
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return rows.count();
}
