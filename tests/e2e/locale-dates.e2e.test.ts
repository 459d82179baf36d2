import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { journeySetup, langPage } from './browser.js';
import { pairId, tick } from '../server/trading/trading-helpers.js';
import { patternDate } from '../../src/i18n/date-pattern';
import { LANGUAGES } from '../../core/rules/languages';

/**
 * Dates in the trader's language and direction: the chart's time axis is written as the
 * language writes times and days (it was American in de and ar), and the order sheet's date reads as Arabic writes
 * it (forced left to right it read "/2026/11، 12:36:18 ص28"). A fixed time zone: no test depends on the machine's.
 */
const j = journeySetup();
const TZ = 'Europe/Berlin';

async function phone(lang: 'de' | 'ar'): Promise<Page> {
  await tick(j.server(), 'BTCUSD', 95_000);
  return langPage(j, { lang, demo: true, viewport: { width: 360, height: 740 }, isMobile: true, timezoneId: TZ });
}

/** Runs in the page before its scripts: records each text drawn on a canvas of the chart in `window.__drawn`. */
function recordChartTexts() {
  const drawn: string[] = [];
  (window as unknown as { __drawn: string[] }).__drawn = drawn;
  const real = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text, ...rest) {
    // Without the isolates the labels' lines are drawn in (U+2068 … U+2069).
    if (this.canvas.closest('.chart')) drawn.push(String(text).replace(/[\u2068\u2069]/g, ''));
    return real.call(this, text, ...rest);
  };
}

const AXIS = {
  // 24 hours, and the day as "28.11."
  de: { time: /^\d{1,2}:\d\d$/, day: /^\d{1,2}\.\d{1,2}\.$/ },
  // Its day periods (ص before noon, م after), and the day with its right-to-left mark: "28‏/11".
  ar: { time: /^\d{1,2}:\d\d [صم]$/, day: /^\d{1,2}\u200f\/\d{1,2}$/ },
} as const;

describe.skipIf(!j.run)('dates in the language and direction of the trader', () => {
  for (const lang of ['de', 'ar'] as const) {
    it(`labels the chart's time axis the ${lang} way`, async () => {
      const page = await phone(lang);
      await page.context().addInitScript(recordChartTexts);
      await page.goto(`${j.server().url}/trade`);
      await page.locator('.chart[data-status=ready] canvas:not(.chart-live)').waitFor();
      const drawn = await page.evaluate(() => (window as unknown as { __drawn: string[] }).__drawn);
      // uPlot's own would be "2:30pm" and "11/28".
      expect(drawn.filter((s) => /\d\s?[ap]m$/i.test(s))).toEqual([]);
      expect(drawn.filter((s) => AXIS[lang].time.test(s)).length, drawn.join(' | ')).toBeGreaterThanOrEqual(2);
      expect(drawn.filter((s) => AXIS[lang].day.test(s)).length, drawn.join(' | ')).toBeGreaterThanOrEqual(1);
      await page.context().close();
    });

    it(`shows the order sheet's date as ${lang} writes it, in its own direction`, async () => {
      const page = await phone(lang);
      await page.goto(`${j.server().url}/order`);
      const token = await page.evaluate(() => localStorage.getItem('token')!);
      const order = (
        await j
          .server()
          .get(
            '/v1/api/forex/submit',
            { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: pairId(j.server(), 'BTCUSD') },
            { authorization: token },
          )
      ).data as { Id: number };
      await page.reload();
      await page.locator(`.order-row[data-order="${order.Id}"]`).click();
      const date = page.locator('[data-testid=order-detail] dd > span[dir=auto]').first();
      const { text, direction, yearX, timeX } = await date.evaluate((el) => {
        const node = el.firstChild as Text;
        const s = node.data;
        /** Where a part of the text is drawn, from the left. */
        const x = (m: RegExpMatchArray) => {
          const r = document.createRange();
          r.setStart(node, m.index!);
          r.setEnd(node, m.index! + m[0].length);
          return r.getBoundingClientRect().x;
        };
        return {
          text: s,
          direction: getComputedStyle(el).direction,
          yearX: x(s.match(/\d{4}/)!),
          timeX: x(s.match(/\d{1,2}:\d\d:\d\d/)!),
        };
      });
      // Written as Chromium's own Intl writes a time of these seconds in that language (its digits aside).
      const expected = await page.evaluate(
        (tag) =>
          new Intl.DateTimeFormat(`${tag}-u-nu-latn`, {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: 'numeric',
            minute: '2-digit',
            second: '2-digit',
          }).format(Date.now()),
        lang,
      );
      expect(text.replace(/\d+/g, '0')).toBe(expected.replace(/\d+/g, '0'));
      // Arabic reads right to left: the day, month and year come first, on the right, then the time on their left.
      expect(direction).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      if (lang === 'ar') expect(yearX).toBeGreaterThan(timeX);
      else expect(yearX).toBeLessThan(timeX);
      await page.context().close();
    });
  }

  it("writes the chart's time patterns as Chromium's own Intl does, in every language", async () => {
    const page = await j.phone();
    await page.goto(`${j.server().url}/`);
    const dates = [
      [2026, 2, 8, 9, 5],
      [2026, 10, 28, 21, 30],
      [2026, 0, 1, 0, 0],
      [2026, 11, 31, 12, 59],
    ] as const;
    for (const { code, html } of LANGUAGES) {
      const { trade } = JSON.parse(
        readFileSync(join(import.meta.dirname, '..', '..', 'locales', `${code}.json`), 'utf8'),
      ) as { trade: Record<string, string> };
      const theirs = await page.evaluate(
        ([tag, ds]) =>
          (ds as unknown as number[][]).map((d) => {
            const at = new Date(d[0]!, d[1]!, d[2]!, d[3]!, d[4]!);
            const f = (o: Intl.DateTimeFormatOptions) =>
              new Intl.DateTimeFormat(`${tag}-u-nu-latn-ca-gregory`, o).format(at);
            return [
              f({ hour: 'numeric', minute: '2-digit' }),
              f({ day: 'numeric', month: 'numeric' }),
              f({ month: 'numeric', year: 'numeric' }),
            ];
          }),
        [html, dates] as const,
      );
      const ours = dates.map((d) => {
        const at = new Date(d[0], d[1], d[2], d[3], d[4]);
        return [trade.axis_time!, trade.axis_day!, trade.axis_month!].map((p) => patternDate(p, at));
      });
      expect(ours, html).toEqual(theirs);
    }
    await page.context().close();
  });
});
