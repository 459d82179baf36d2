import type { Locator, Page } from 'playwright-core';

// What the browser tests read of the texts the socket worker draws on canvases (the quotes list, /trade's header,
// Buy/Sell prices, live candle and legend): their labels, their pixels, and what the UI thread did meanwhile.

/**
 * A price the socket worker draws on a canvas, as a screen reader reads it: its box's label; the text itself where it
 * is not painted (a pending order's target).
 */
export async function paintedText(l: Locator): Promise<string> {
  return (await l.getAttribute('aria-label')) ?? (await l.textContent()) ?? '';
}

/** Starts counting the label changes under `root` (a selector); returns the count so far. */
export async function countLabels(page: Page, root: string): Promise<() => Promise<number>> {
  // One counter per root: two counters on one page count apart.
  await page.evaluate((sel) => {
    const w = window as unknown as { labels?: Record<string, number> };
    const counts = (w.labels ??= {});
    counts[sel] = 0;
    new MutationObserver((m) => (counts[sel]! += m.length)).observe(document.querySelector(sel)!, {
      subtree: true,
      attributeFilter: ['aria-label'],
    });
  }, root);
  return () => page.evaluate((sel) => (window as unknown as { labels: Record<string, number> }).labels[sel]!, root);
}

/**
 * Traces the page (the Performance panel's timeline) while `during` runs; returns how many events of a name ran on
 * the UI thread (Layout, Paint...).
 */
export async function onMainThread(page: Page, during: () => Promise<unknown>): Promise<(name: string) => number> {
  const cdp = await page.context().newCDPSession(page);
  const events: { name: string; ph: string; pid: number; tid: number; args?: { name?: string } }[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as typeof events)));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  await during();
  await cdp.send('Tracing.end');
  await done;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')!;
  return (name) =>
    events.filter((e) => e.name === name && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid).length;
}

/** The lit pixels (alpha over half) of each canvas named by a selector, as the compositor got them. */
export const litPixels = (page: Page, selectors: string[]): Promise<number[]> =>
  page.evaluate(
    (sels) =>
      sels.map((sel) => {
        const canvas = document.querySelector<HTMLCanvasElement>(sel)!;
        const ctx = new OffscreenCanvas(canvas.width, canvas.height).getContext('2d')!;
        ctx.drawImage(canvas, 0, 0);
        const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let n = 0;
        for (let i = 3; i < px.length; i += 4) if (px[i]! > 128) n++;
        return n;
      }),
    selectors,
  );
