import { describe, expect, it } from 'vitest';
import { formatNumberIn, numberSymbols } from '../../core/rules/number-format';
import { LANGUAGES } from '../../core/rules/languages';

/** What the formatter replaced: Intl.NumberFormat with Latin digits and exactly `decimals` places. */
const intl = (value: number | string, decimals: number, tag: string) =>
  new Intl.NumberFormat(`${tag}-u-nu-latn`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value as number);

// Halves, carries through nines, both signs, zero and minus zero, tiny and huge values (exponent notation in
// String(n)), the group boundaries of every grouping style, and prices as the feed sends them.
const NUMBERS = [
  0,
  -0,
  0.5,
  1.5,
  2.5,
  -2.5,
  1.005,
  1.015,
  0.125,
  0.375,
  9.995,
  99.995,
  999.9999,
  -0.001,
  -0.0049,
  0.00001234,
  1e-7,
  1.23e-9,
  7,
  12,
  123,
  1234,
  12345,
  123456,
  1234567,
  12345678,
  123456789.987654,
  1e21,
  1.5e22,
  2 ** 53,
  1.04202,
  154.146,
  97123.45,
  0.68001,
  -1234567.891,
  3.14159265358979,
];
const STRINGS = [
  '0',
  '-0',
  '1234.5',
  '1234.565',
  '-1234.5649',
  '0.005',
  '-0.005',
  '999999.995',
  '12345678901234567890.125',
];

describe('numbers as each language writes them, without Intl', () => {
  for (const { code, html } of LANGUAGES) {
    it(`writes ${code} (${html}) exactly as Intl.NumberFormat does, numbers and decimal strings, 0 to 8 places`, () => {
      for (let d = 0; d <= 8; d++) {
        for (const n of NUMBERS) expect(formatNumberIn(n, d, html), `${n} at ${d}`).toBe(intl(n, d, html));
        for (const s of STRINGS) expect(formatNumberIn(s, d, html), `"${s}" at ${d}`).toBe(intl(s, d, html));
      }
    });
  }

  it('keeps a decimal string exact where a float would not (no round trip through a double)', () => {
    expect(formatNumberIn('12345678901234567890.125', 2, 'en')).toBe('12,345,678,901,234,567,890.13');
    expect(formatNumberIn('0.1234567890123456789', 18, 'de')).toBe('0,123456789012345679');
  });

  it('uses en symbols for a tag outside the 21 languages', () => {
    expect(numberSymbols('xx')).toEqual(numberSymbols('en'));
    expect(formatNumberIn(1234.5, 2, 'xx')).toBe('1,234.50');
  });
});
