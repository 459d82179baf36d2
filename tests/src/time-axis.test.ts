// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../core/rules/languages';
import { patternDate } from '../../src/i18n/date-pattern';
import { loadTradeTexts, setLocale } from '../../src/i18n/i18n';
import { timeAxisLabels } from '../../src/components/candle-chart/time-axis';

const texts = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', `${lang}.json`), 'utf8')) as {
    trade: Record<string, string>;
  };

/** Intl's own writing of `d` in the language of `tag` (Latin digits, Gregorian calendar: the chart's). */
const intl = (tag: string, options: Intl.DateTimeFormatOptions, d: Date) =>
  new Intl.DateTimeFormat(`${tag}-u-nu-latn-ca-gregory`, options).format(d);

// Before and after noon, midnight and noon, one- and two-digit days, months and hours.
const DATES = [
  new Date(2026, 2, 8, 9, 5),
  new Date(2026, 10, 28, 21, 30),
  new Date(2026, 0, 1, 0, 0),
  new Date(2026, 11, 31, 12, 59),
];
/**
 * Node's ICU is older than Chromium's: it writes Korean's day periods "AM"/"PM" where CLDR 48 (Chromium) writes
 * "오전"/"오후". The browser test (tests/e2e/locale-dates.e2e.test.ts) compares every language with Chromium.
 */
const NODE_ICU_DIFFERS = new Set(['ko time']);

describe('the chart time axis in every language', () => {
  it.each(LANGUAGES.map((l) => [l.code, l.html] as const))(
    '%s writes times, days and months as Intl does',
    (code, tag) => {
      const { trade } = texts(code);
      const kinds = [
        ['time', trade.axis_time!, { hour: 'numeric', minute: '2-digit' }],
        ['day', trade.axis_day!, { day: 'numeric', month: 'numeric' }],
        ['month', trade.axis_month!, { month: 'numeric', year: 'numeric' }],
      ] as const;
      for (const [kind, pattern, options] of kinds) {
        if (NODE_ICU_DIFFERS.has(`${tag} ${kind}`)) continue;
        expect(
          DATES.map((d) => patternDate(pattern, d)),
          `${tag} ${kind}`,
        ).toEqual(DATES.map((d) => intl(tag, options, d)));
      }
    },
  );
});

/** A label's lines without the isolates around each (U+2068 … U+2069, for the canvas's bidi). */
const iso = (labels: string[]) => labels.map((l) => l.replace(/[\u2068\u2069]/g, ''));

describe("the chart's time labels follow the app's language", () => {
  const use = async (lang: 'en' | 'de' | 'ar') => {
    await setLocale(lang);
    await loadTradeTexts();
  };
  afterAll(() => setLocale('en'));

  // 28 Nov 2026, every 30 minutes from 23:00 local time: the day changes after the second tick.
  const start = new Date(2026, 10, 28, 23, 0).getTime() / 1000;
  const ticks = [0, 1, 2].map((i) => start + i * 1800);

  it('writes German times with 24 hours and German days', async () => {
    await use('de');
    expect(iso(timeAxisLabels(ticks, 1800))).toEqual(['23:00\n28.11.', '23:30', '0:00\n29.11.']);
    expect(iso(timeAxisLabels([start], 86_400))).toEqual(['28.11.']);
    expect(iso(timeAxisLabels([start], 31 * 86_400))).toEqual(['11/2026']);
  });

  it('writes Arabic times with its day periods and its days with their right-to-left mark', async () => {
    await use('ar');
    expect(iso(timeAxisLabels(ticks, 1800))).toEqual(['11:00 م\n28\u200f/11', '11:30 م', '12:00 ص\n29\u200f/11']);
  });

  it('isolates each line in its own direction for the canvas', async () => {
    await use('ar');
    expect(timeAxisLabels([start], 1800)).toEqual(['\u206811:00 م\u2069\n\u206828\u200f/11\u2069']);
  });

  it('writes English as before, the American way', async () => {
    await use('en');
    expect(iso(timeAxisLabels(ticks, 1800))).toEqual(['11:00 PM\n11/28', '11:30 PM', '12:00 AM\n11/29']);
  });
});
