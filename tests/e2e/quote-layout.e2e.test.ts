import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from './browser.js';
import { wholeList } from './home-list.js';

// Issue 12: a tick changes a few text nodes, and must cost the browser a layout of those texts only. The price and
// the change are boxes of a fixed size (styles.css, `.quote`; the width from PairQuote's `quoteChars`), so
// Chromium lays out each from itself ("partial layout") instead of the document.

const j = journeySetup();

/** Waits until the first row's price text has changed, so the socket is live. */
async function ticking(page: Page): Promise<void> {
  const price = page.locator('.pair-list [data-testid=price]').first();
  await price.waitFor();
  const before = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 10_000 }).not.toBe(before);
}

describe.skipIf(!j.run)('quote boxes in Chromium', () => {
  it('lays out a price tick inside its own box, never from the document', async () => {
    const page = await j.phone({ english: true });
    await page.goto(`${j.server().url}/`);
    await ticking(page);
    // A row mounted while tracing is a layout of its own, not a tick's.
    await wholeList(page);
    const cdp = await page.context().newCDPSession(page);
    const events: { name: string; ph: string; args?: { beginData?: { partialLayout?: boolean } } }[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as typeof events)));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline'] },
      transferMode: 'ReportEvents',
    });
    await page.waitForTimeout(2500);
    await cdp.send('Tracing.end');
    await done;
    const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X');
    // Ticks came (every 250 ms at most): each one laid out, and none of them from the root.
    expect(layouts.length).toBeGreaterThan(2);
    expect(layouts.filter((e) => e.args?.beginData?.partialLayout !== true)).toEqual([]);
    await page.context().close();
  });

  it.each(['en', 'de', 'ar', 'hi'])('fits every price and change in its box at 360 px (%s)', async (lang) => {
    const page = await j.phone();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto(`${j.server().url}/`);
    await ticking(page);
    // Every row: rows off screen are not laid out (content-visibility), so lay them all out once for the check; the
    // boxes' widths do not depend on it.
    await page.addStyleTag({ content: '.pair-list > li { content-visibility: visible }' });
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.pair-list .quote > span')]
        .filter((s) => s.scrollWidth > s.clientWidth + 1)
        .map(
          (s) =>
            `${s.closest<HTMLElement>('.pair-row')?.dataset.code}: ${s.textContent} (${s.scrollWidth} > ${s.clientWidth})`,
        ),
    );
    expect(overflowing).toEqual([]);
    await page.context().close();
  });
});
