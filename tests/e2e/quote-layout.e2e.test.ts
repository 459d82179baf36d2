import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from './browser.js';
import { wholeList } from './home-list.js';
import { countLabels, litPixels, onMainThread } from './painted.js';

// The list rows' quotes are drawn by the socket worker on a canvas of their own
// (src/socket/quote-painting.ts, workers/quote-paint.ts), so a tick costs the UI thread no layout and no paint; the
// boxes under the canvas keep the row's layout (src/styles/quotes.css, `.quote`; the width from PairQuote's `quoteChars`) and
// carry the texts as labels.

const j = journeySetup();

/** Waits until the first row's price has changed, so the socket is live. */
async function ticking(page: Page): Promise<void> {
  const price = page.locator('.pair-list [data-testid=price]').first();
  await expect.poll(() => price.getAttribute('aria-label'), { timeout: 10_000 }).toBeTruthy();
  const before = await price.getAttribute('aria-label');
  await expect.poll(() => price.getAttribute('aria-label'), { timeout: 10_000 }).not.toBe(before);
}

describe.skipIf(!j.run)('quote boxes in Chromium', () => {
  it('draws the list rows’ ticks in the worker: the UI thread lays out and paints nothing for them', async () => {
    const page = await j.phone({ english: true });
    const minis = page.waitForResponse((r) => r.url().includes('/abbreviated_cache_kline'));
    await page.goto(`${j.server().url}/`);
    await ticking(page);
    // A row mounted, a logo decoded or a mini-chart come while tracing is a layout or paint of its own, not a tick's:
    // the list is whole, its mini-charts in, the logos on screen decoded, and a frame drawn after all that.
    await wholeList(page);
    await (await minis).finished();
    await page.evaluate(async () => {
      const logos = [...document.querySelectorAll<HTMLImageElement>('.pair-list img[src]')];
      await Promise.all(logos.map((img) => img.decode().catch(() => undefined)));
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    });
    const labels = await countLabels(page, '.pair-list');
    // Traced while ticks come (every 250 ms at most) and the rows' labels follow them, a few times over.
    const before = await labels();
    const onMain = await onMainThread(page, () =>
      expect.poll(async () => (await labels()) - before, { timeout: 20_000 }).toBeGreaterThan(8),
    );
    expect(await labels()).toBeGreaterThan(4);
    // The canvases are the worker's: what the UI thread did for the ticks was set labels, which lay out nothing.
    expect({ layouts: onMain('Layout'), paints: onMain('Paint') }).toEqual({ layouts: 0, paints: 0 });
    // And the worker drew: the first row's canvas shows the price (its pixels, as the compositor got them).
    const [lit] = await litPixels(page, ['.pair-list .quote canvas']);
    expect(lit).toBeGreaterThan(50);
    await page.context().close();
  });

  it('draws a row below the fold once it scrolls near, and watches no box meanwhile', async () => {
    const page = await j.phone({ english: true });
    // Counts the boxes ResizeObservers watch: Chromium checks each of them at every frame.
    await page.addInitScript(() => {
      const watched = new Set<Element>();
      (window as unknown as { watched: Set<Element> }).watched = watched;
      const Native = window.ResizeObserver;
      window.ResizeObserver = class extends Native {
        private mine = new Set<Element>();
        override observe(el: Element, o?: ResizeObserverOptions) {
          this.mine.add(el);
          watched.add(el);
          super.observe(el, o);
        }
        override unobserve(el: Element) {
          this.mine.delete(el);
          watched.delete(el);
          super.unobserve(el);
        }
        override disconnect() {
          for (const el of this.mine) watched.delete(el);
          this.mine.clear();
          super.disconnect();
        }
      };
    });
    await page.goto(`${j.server().url}/`);
    await ticking(page);
    await wholeList(page);
    const watched = () => page.evaluate(() => (window as unknown as { watched: Set<Element> }).watched.size);
    // Every row on screen has been read and drawn; those below wait for nothing but the list's visibility observer.
    await expect.poll(watched, { timeout: 5_000 }).toBe(0);
    const last = '.pair-list > li:last-child';
    // Labelled from the start, for assistive technology, drawn or not.
    expect(await page.locator(`${last} [data-testid=price]`).getAttribute('aria-label')).toBeTruthy();
    await page.locator(last).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await litPixels(page, [`${last} .quote canvas`]))[0], { timeout: 10_000 })
      .toBeGreaterThan(50);
    expect(await watched()).toBe(0);
    await page.context().close();
  });

  it('tells the worker each pair’s first values once while / loads, and the pairs on screen only when they change', async () => {
    const page = await j.phone({ english: true });
    // Records each watchQuotes call the UI thread posts to the socket worker (Comlink: APPLY of a path, raw
    // arguments): its seeds (one per pair) and the pairs on screen.
    await page.addInitScript(() => {
      const calls: { seeds: string[]; shown: string[] }[] = [];
      (window as unknown as { watchCalls: typeof calls }).watchCalls = calls;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
        const m = args[0] as { path?: string[]; argumentList?: { value: unknown }[] };
        if (m?.path?.[0] === 'watchQuotes') {
          const [seeds, shown] = m.argumentList!.map((a) => a.value) as [{ symbol: string }[], string[]];
          calls.push({ seeds: seeds.map((x) => x.symbol), shown: [...shown].sort() });
        }
        return post.apply(this, args);
      } as Worker['postMessage'];
    });
    await page.goto(`${j.server().url}/`);
    await ticking(page);
    const rows = await wholeList(page);
    // Once the socket is up (how far the list had got by then depends on the machine), the list is built again: a
    // category chip, then back to all pairs, each row after the first screen's one per idle moment and reported by
    // the visibility observer as it starts watching it, below the fold too.
    await page.getByRole('button', { name: 'Crypto', exact: true }).click();
    await page.getByRole('button', { name: 'Crypto', exact: true }).click();
    expect(await wholeList(page)).toBe(rows);
    const calls = await page.evaluate(
      () => (window as unknown as { watchCalls: { seeds: string[]; shown: string[] }[] }).watchCalls,
    );
    // The rows on screen changed, and each change went to the worker, but no message repeated the last one's pairs
    // without news…
    expect(Math.max(...calls.map((c) => c.shown.length))).toBeGreaterThan(4);
    expect(new Set(calls.map((c) => c.shown.join())).size).toBeGreaterThan(1);
    const repeats = calls.filter((c, i) => i > 0 && !c.seeds.length && c.shown.join() === calls[i - 1]!.shown.join());
    expect(repeats).toEqual([]);
    // …and every pair's seed went once: the list has `rows` pairs, and no symbol came twice.
    const seeds = calls.flatMap((c) => c.seeds);
    expect(new Set(seeds).size).toBe(rows);
    expect(seeds.length).toBe(rows);
    await page.context().close();
  });

  it.each(['en', 'de', 'ar', 'hi'])('fits every price and change in its box at 360 px (%s)', async (lang) => {
    const page = await j.phone();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto(`${j.server().url}/`);
    await ticking(page);
    await wholeList(page);
    // Every row: rows off screen are not laid out (content-visibility), so lay them all out once for the check; the
    // boxes' widths do not depend on it.
    await page.addStyleTag({ content: '.pair-list > li { content-visibility: visible }' });
    // The texts are drawn with every digit as wide as the widest (quote-paint.ts): measured the same way here, in
    // the box's own font.
    const overflowing = await page.evaluate(() => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      return [...document.querySelectorAll<HTMLElement>('.pair-list .quote > span')].flatMap((s) => {
        const cs = getComputedStyle(s);
        ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const digit = Math.max(...'0123456789'.split('').map((d) => ctx.measureText(d).width));
        const text = s.getAttribute('aria-label') ?? '';
        const w = [...text].reduce((sum, c) => sum + (c >= '0' && c <= '9' ? digit : ctx.measureText(c).width), 0);
        const code = s.closest<HTMLElement>('.pair-row')?.dataset.code;
        return !text || w > s.clientWidth + 1 ? [`${code}: "${text}" (${Math.ceil(w)} > ${s.clientWidth})`] : [];
      });
    });
    expect(overflowing).toEqual([]);
    await page.context().close();
  });
});
