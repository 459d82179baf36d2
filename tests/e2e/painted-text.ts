import type { Locator } from 'playwright-core';

/**
 * A price the socket worker draws on a canvas (the quotes list, /trade's header and Buy/Sell prices), as a screen
 * reader reads it: its box's label; the text itself where it is not painted (a pending order's target).
 */
export async function paintedText(l: Locator): Promise<string> {
  return (await l.getAttribute('aria-label')) ?? (await l.textContent()) ?? '';
}
