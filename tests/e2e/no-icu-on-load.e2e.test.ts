import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup, langPage } from './browser.js';
import { rowPrice, wholeList } from './home-list.js';
import { paintedText } from './painted.js';
import { formatNumberIn } from '../../core/rules/number-format';
import { LANGUAGES } from '../../core/rules/languages';

/**
 * The first Intl object of a page initialises ICU: 16-25 ms of UI thread here, 64-100 at 4x CPU, one task nothing can
 * split. `/` and `/trade` format their numbers without it (core/rules/number-format.ts) and uPlot builds its Intl
 * objects only when used (vite.config.ts, uplotTrim). These tests trap every ICU-backed call on the UI thread.
 */
const j = journeySetup();

/** Runs in the page before its scripts: records each ICU-backed call of the UI thread in `window.__icu`. */
function trapIcu() {
  const calls: string[] = [];
  (window as unknown as { __icu: string[] }).__icu = calls;
  const intl = Intl as unknown as Record<string, object>;
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const real = intl[name];
    if (typeof real !== 'function' || !/^[A-Z]/.test(name)) continue;
    intl[name] = new Proxy(real, {
      construct: (t, args) => (calls.push(`Intl.${name}`), Reflect.construct(t as () => object, args)),
      apply: (t, self, args) => (calls.push(`Intl.${name}`), Reflect.apply(t as () => object, self, args)),
    });
  }
  const protos: [object, string[]][] = [
    [Number.prototype, ['toLocaleString']],
    [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
    [String.prototype, ['localeCompare']],
  ];
  for (const [proto, names] of protos) {
    for (const name of names) {
      const real = (proto as Record<string, (...a: unknown[]) => unknown>)[name]!;
      Object.defineProperty(proto, name, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          calls.push(name);
          return real.apply(this, args);
        },
      });
    }
  }
}

async function opened(mode: 'worker' | 'main', path: '/' | '/trade'): Promise<Page> {
  const page = await langPage(j, { lang: 'de', demo: false, viewport: { width: 390, height: 844 }, isMobile: true });
  await page.context().addInitScript((m) => sessionStorage.setItem('socket', m), mode);
  await page.context().addInitScript(trapIcu);
  await page.goto(`${j.server().url}${path}`);
  if (path === '/') {
    await wholeList(page);
    await expect.poll(() => rowPrice(page, 'EURUSD')).toMatch(/^\d,\d{5}$/);
  } else {
    await page.locator('.chart[data-status=ready] canvas:not(.chart-live)').waitFor();
    // The order form's figures are on screen: a lot's margin, written the German way (drawn by the socket layer,
    // in the worker or on this thread, and carried as its box's label).
    await expect.poll(() => paintedText(page.getByTestId('margin'))).toMatch(/\d,\d{6}$/);
  }
  // A few seconds of prices streaming: the figure on screen follows several ticks (every pair trades in tests).
  const shown = () => (path === '/' ? rowPrice(page, 'EURUSD') : paintedText(page.getByTestId('margin')));
  const seen = new Set<string | null>();
  await expect.poll(async () => seen.add(await shown()).size, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
  return page;
}

describe.skipIf(!j.run)('no ICU on the UI thread while / and /trade load and stream', () => {
  for (const mode of ['worker', 'main'] as const) {
    for (const path of ['/', '/trade'] as const) {
      it(`${path} with the socket ${mode === 'main' ? 'on the main thread' : 'in the worker'}`, async () => {
        const page = await opened(mode, path);
        expect(await page.evaluate(() => (window as unknown as { __icu: string[] }).__icu)).toEqual([]);
        await page.context().close();
      });
    }
  }

  it("writes numbers as Chromium's own Intl does, in every language", async () => {
    const page = await j.phone();
    await page.goto(`${j.server().url}/`);
    const values = [0, -0.004, 1234, 12345.678, -1234567.5, 0.000012345];
    for (const { html } of LANGUAGES) {
      const theirs = await page.evaluate(
        ([tag, xs]) =>
          (xs as number[]).map((x) =>
            new Intl.NumberFormat(`${tag}-u-nu-latn`, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(x),
          ),
        [html, values] as const,
      );
      expect(
        values.map((x) => formatNumberIn(x, 3, html)),
        html,
      ).toEqual(theirs);
    }
    await page.context().close();
  });
});
