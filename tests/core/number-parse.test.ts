import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../core/rules/number-parse';
import { formatNumberIn } from '../../core/rules/number-format';
import { LANGUAGES } from '../../core/rules/languages';
import { dec, decStrict, decToString } from '../../core/rules/decimal';
import { toMicro } from '../../core/rules/money';

const read = (text: string, tag: string) => {
  const r = parseNumber(text, tag);
  return 'value' in r ? r.value : r.problem;
};

/** A decimal string in the plain format of decimal.ts: sign, whole part without leading zeros, `scale` places. */
const decimalOf = (whole: bigint, frac: bigint, scale: number, negative: boolean) => {
  const f = scale ? `.${String(frac % 10n ** BigInt(scale)).padStart(scale, '0')}` : '';
  const zero = whole === 0n && !/[1-9]/.test(f);
  return `${negative && !zero ? '-' : ''}${whole}${f}`;
};

describe('reading back what each language writes', () => {
  for (const { code, html } of LANGUAGES) {
    it(`${code} (${html}): formatNumberIn(value, places) reads back as exactly that value, for random decimals`, () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 0n, max: 10n ** 15n }),
          fc.bigInt({ min: 0n, max: 10n ** 8n }),
          fc.integer({ min: 0, max: 8 }),
          fc.boolean(),
          (whole, frac, scale, negative) => {
            const value = decimalOf(whole, frac, scale, negative);
            expect(read(formatNumberIn(value, scale, html), html)).toBe(value);
          },
        ),
        { numRuns: 400 },
      );
    });
  }

  it('reads prices as the app shows them at their precision, and its own money figures', () => {
    expect(read(formatNumberIn(108142, 2, 'de'), 'de')).toBe('108142.00');
    expect(read(formatNumberIn(1.08512, 5, 'fr'), 'fr')).toBe('1.08512');
    expect(read(formatNumberIn(-1234567.5, 2, 'hi'), 'hi')).toBe('-1234567.50');
  });
});

// [language tag, typed, read as] — what a phone keyboard or a paste gives, and what must not be guessed.
const TABLE: [string, string, string][] = [
  // The reproduced bug: a German stop-loss with a decimal comma, and the app's own German format.
  ['de', '107135,56', '107135.56'],
  ['de', '108.142,00', '108142.00'],
  ['de', '104963,09', '104963.09'],
  // The other decimal separator when it cannot be a grouping; a valid grouping wins.
  ['de', '1.5', '1.5'],
  ['de', '107135.56', '107135.56'],
  ['de', '0.001', '0.001'],
  ['de', '1.2345', '1.2345'],
  ['de', '1.234', '1234'],
  ['de', '1.234.567', '1234567'],
  ['de', '1.234.5', 'unreadable'],
  ['de', '1,234.56', 'unreadable'],
  ['de', '1.23,4', 'unreadable'],
  ['de', '1,2,3', 'unreadable'],
  ['de', '0.01', '0.01'],
  ['de', ',5', '0.5'],
  ['de', '5,', '5'],
  ['de', '1,50', '1.50'],
  ['de', '007', '7'],
  ['de', ' 12,5 ', '12.5'],
  ['de', '1 234,5', '1234.5'],
  ['de', '1.234 567', 'unreadable'],
  // en: the mirror image.
  ['en', '1,234.56', '1234.56'],
  ['en', '1,5', '1.5'],
  ['en', '1,234', '1234'],
  ['en', '0,001', '0.001'],
  ['en', '12,34', '12.34'],
  ['en', '1.234,56', 'unreadable'],
  ['en', '1.2.3', 'unreadable'],
  ['en', '-5', '-5'],
  ['en', '-0', '0'],
  ['en', '-0,00', '0.00'],
  ['en', '+5', 'unreadable'],
  ['en', '1e5', 'unreadable'],
  ['en', '0x10', 'unreadable'],
  ['en', 'Infinity', 'unreadable'],
  ['en', 'abc', 'unreadable'],
  ['en', '5 USD', 'unreadable'],
  ['en', '--5', 'unreadable'],
  ['en', '.', 'unreadable'],
  ['en', '-', 'unreadable'],
  ['en', '', 'empty'],
  ['en', '   ', 'empty'],
  ['en', '\u00a0', 'empty'],
  // fr groups with a narrow no-break space; a plain or no-break space typed instead reads the same. Its group is
  // a space, so a dot can only be the decimal mark.
  ['fr', '107\u202f135,56', '107135.56'],
  ['fr', '107 135,56', '107135.56'],
  ['fr', '107\u00a0135,56', '107135.56'],
  ['fr', '1.234', '1.234'],
  ['fr', '1\u202f234 567,5', '1234567.5'],
  ['fr', '1\u202f234.567,5', 'unreadable'],
  ['fr', '12 34,5', 'unreadable'],
  // ru, cs, fi, et: no-break space; fi and et write the minus as U+2212.
  ['ru', '1\u00a0234,5', '1234.5'],
  ['cs', '-1\u00a0234,5', '-1234.5'],
  ['fi', '\u22121\u00a0234,5', '-1234.5'],
  ['et', '\u22120,25', '-0.25'],
  ['et', '1234,5', '1234.5'],
  // ar and fa: a left-to-right mark before the minus, and the digits and separators of an Arabic or Persian keyboard.
  ['ar', '\u200e-1,234.50', '-1234.50'],
  ['fa', '\u200e\u22121,234.50', '-1234.50'],
  ['ar', '\u0661\u0660\u0667\u0661\u0663\u0665\u066b\u0665\u0666', '107135.56'],
  ['fa', '\u06f1\u06f0\u06f7\u066c\u06f1\u06f3\u06f5\u066b\u06f5\u06f6', '107135.56'],
  ['fa', '\u06f1\u06f2,\u06f5', '12.5'],
  ['ar', '\u200f\u0665\u0660', '50'],
  // hi: Indian grouping, and the western grouping a keyboard user may type.
  ['hi', '12,34,567.89', '1234567.89'],
  ['hi', '1,00,000', '100000'],
  ['hi', '1,234,567', '1234567'],
  ['hi', '1,00,00', 'unreadable'],
  ['hi', '12,3,456', 'unreadable'],
  // es and it do not group four digits, but read a grouped one.
  ['es', '1234,5', '1234.5'],
  ['es', '1.234,5', '1234.5'],
  ['it', '0,01', '0.01'],
  // The languages written like en.
  ['zh-Hant-HK', '1,234.5', '1234.5'],
  ['ja', '１２３', 'unreadable'],
  ['pt', '104.963,09', '104963.09'],
  ['tr', '104963,09', '104963.09'],
];

describe('tricky inputs, language by language', () => {
  it.each(TABLE)('%s: "%s" reads as %s', (tag, typed, expected) => {
    expect(read(typed, tag)).toBe(expected);
  });

  it('gives values every exact-decimal reader takes as they are', () => {
    for (const [tag, typed, expected] of TABLE) {
      if (expected === 'empty' || expected === 'unreadable') continue;
      const value = read(typed, tag);
      expect(decToString(dec(value))).toBe(value);
      if (!value.startsWith('-')) expect(decToString(decStrict(value))).toBe(value);
      if ((value.split('.')[1] ?? '').length <= 6) expect(() => toMicro(value)).not.toThrow();
    }
  });
});
