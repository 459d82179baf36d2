import { numberSymbols } from './number-format';

/**
 * A number as the trader typed it, read in the language of BCP 47 `tag` (languages.ts's htmlLang): the inverse of
 * number-format.ts, with its symbols. Every numeric input of the app and the back office reads through here, so a
 * German "107.135,56" is never sent as 0 or as 107.135.
 *
 * The rule (docs/decisions.md, "Reading typed numbers"):
 * - Surrounding spaces, marks of direction (ar, fa) and Arabic-Indic or Persian digits are tolerated; the digits
 *   become Latin, the Arabic decimal and group marks (U+066B, U+066C) the language's own.
 * - A leading minus is "-" or U+2212 (fi, et, fa write it).
 * - Any space (plain, no-break, narrow no-break, thin) and the language's group separator group digits; one kind
 *   per number, groups of three (hi: also Indian, 12,34,567), the first group starting 1-9.
 * - The language's decimal separator is the decimal mark, at most once, digits only after it.
 * - Without it, the other one of "." and "," is the decimal mark when it appears once and the text is not a valid
 *   grouping by the language: in de "1.5" and "0.001" are 1.5 and 0.001, but "1.234" is 1234 (valid grouping wins);
 *   in fr, ru, cs, fi, et (space-grouped) "1.234" is 1.234. In en "1,5" is 1.5 and "1,234" is 1234.
 * - Anything else (two decimal marks, mixed group marks, "1,23.4" in de, letters, an exponent) can't be read: the
 *   caller says so next to the field rather than guessing.
 * The value is the exact decimal in money.ts / decimal.ts's plain format: an optional "-", no leading zeros, "."
 * for the point, the typed decimals kept ("1,50" is "1.50"); "-0" is "0".
 */
export type NumberReading = { value: string } | { problem: 'empty' | 'unreadable' };

/** The exact decimal `text` stands for in `tag`'s language, or why it can't be read (the rule above). */
export function parseNumber(text: string, tag: string): NumberReading {
  const [sep, point, , flag] = numberSymbols(tag);
  const s = text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) & 15))
    .replace(/\u066b/g, point)
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/[\s\u066c]/g, ' ')
    .trim();
  if (!s) return { problem: 'empty' };
  const m = /^([-\u2212]?)([\d., ]+)$/.exec(s);
  if (!m) return { problem: 'unreadable' };
  const grouped = (digits: string) =>
    /^\d*$/.test(digits) ||
    [sep, ' '].some((mark) =>
      (flag === 'i' ? /^[1-9]\d{0,2}(_\d{3})+$|^[1-9]\d?(_\d\d)*_\d{3}$/ : /^[1-9]\d{0,2}(_\d{3})+$/).test(
        digits.split(mark).join('_'),
      ),
    );
  const own = m[2]!.split(point);
  const other = m[2]!.split(point === ',' ? '.' : ',');
  const [int = '', frac = ''] = own.length === 1 && !grouped(m[2]!) && other.length === 2 ? other : own;
  if (own.length > 2 || !grouped(int) || !/^\d*$/.test(frac) || !(int + frac)) return { problem: 'unreadable' };
  const whole = int.replace(/\D/g, '').replace(/^0+(?=\d)/, '') || '0';
  return { value: (m[1] && /[1-9]/.test(whole + frac) ? '-' : '') + whole + (frac && '.' + frac) };
}
