/**
 * Numbers as a language writes them (100,000.00 in en, 100.000,00 in de), always in Latin digits. Shared by the
 * UI thread (src/i18n/numbers.ts) and the socket worker, which formats the price rows.
 *
 * Written out here rather than asked of Intl.NumberFormat: the first Intl object of a page initialises ICU, a long
 * task on a slow phone (docs/performance-log.md), one task that no split can shorten. `/trade` paid it while
 * its first screen rendered. The output is Intl's, character for character: tests/src/number-format.test.ts
 * compares every language, and tests/e2e/no-icu-on-load.e2e.test.ts checks the symbols against Chromium's own.
 */

/**
 * Each <html lang> tag's symbols with Latin digits (CLDR 48, ICU 78): the group separator, the decimal separator,
 * the minus sign (with its left-to-right mark in ar and fa), then a flag: '2' when a four-digit integer is not
 * grouped (es 1234, 12.345), 'i' for Indian grouping (hi 12,34,567).
 */
const SYMBOLS: Record<string, readonly [string, string, string, string?]> = {};
for (const [symbols, tags] of [
  [[',', '.', '-'], 'zh-Hant-HK en ja ko th ms'],
  [['.', ',', '-'], 'vi de pt tr id'],
  [['.', ',', '-', '2'], 'es it'],
  [['\u202f', ',', '-'], 'fr'],
  [['\u00a0', ',', '-'], 'ru cs'],
  [['\u00a0', ',', '\u2212'], 'fi'],
  [['\u00a0', ',', '\u2212', '2'], 'et'],
  [[',', '.', '\u200e-'], 'ar'],
  [[',', '.', '\u200e\u2212'], 'fa'],
  [[',', '.', '-', 'i'], 'hi'],
] as const) {
  for (const tag of tags.split(' ')) SYMBOLS[tag] = symbols;
}
/** The symbols of the app's 21 languages' tags (languages.ts's htmlLang); en's for any other. */
export const numberSymbols = (tag: string) => SYMBOLS[tag] ?? SYMBOLS.en!;

/**
 * `value` with exactly `decimals` places in the language of BCP 47 `tag` (languages.ts's htmlLang: the worker gets
 * the tag, not the language table). Rounded half away from zero on the decimal digits, as Intl does: a number by the
 * shortest decimal that reads back as it (1.005 is "1.01" at 2 places), a decimal string exactly as written (no
 * float round trip), so exact money stays exact. A negative value keeps its sign when it rounds to zero ("-0.00").
 * Finite values only (a price, an amount): anything else is "NaN".
 */
export function formatNumberIn(value: number | string, decimals: number, tag: string): string {
  const [group, point, minus, flag] = numberSymbols(tag);
  const m = /^([+-]?)(\d*)\.?(\d*)$/.exec(typeof value === 'string' ? value.trim() : plain(value));
  if (!m || !(m[2]! + m[3]!)) return 'NaN';
  const frac = m[3]!;
  // The kept digits as one integer, plus one when the first dropped digit is 5 or more.
  let kept = BigInt(m[2]! + frac.slice(0, decimals).padEnd(decimals, '0'));
  if (frac.charCodeAt(decimals) >= 53) kept++;
  const s = String(kept).padStart(decimals + 1, '0');
  const int = s.slice(0, s.length - decimals);
  return (
    (m[1] === '-' ? minus : '') +
    // Threes, or a three then twos (Indian); flag '2': a four-digit integer stays whole.
    (int.length < (flag === '2' ? 5 : 4)
      ? int
      : int.replace(flag === 'i' ? /\B(?=(\d\d)*\d{3}$)/g : /\B(?=(\d{3})+$)/g, group)) +
    (decimals ? point + s.slice(s.length - decimals) : '')
  );
}

/** A number as the shortest decimal that reads back as it, without an exponent (1e-7 is "0.0000001"). */
function plain(n: number): string {
  const [mantissa, exp] = String(n).split('e');
  if (!exp) return Object.is(n, -0) ? '-0' : mantissa!;
  // JavaScript writes one digit before the point: the point goes `at` digits into them.
  const digits = mantissa!.replace(/\D/g, '');
  const at = 1 + Number(exp);
  return (
    (n < 0 ? '-' : '') +
    (at > 0 ? `${digits.padEnd(at, '0').slice(0, at)}.${digits.slice(at)}` : `0.${'0'.repeat(-at)}${digits}`)
  );
}

/**
 * Whether a written figure shows zero ("0.00%", "-0,00 %"): no digit but 0. A change that rounds to zero on screen is
 * neither up nor down, so it takes the neutral colour: a colour must never contradict the figure it paints.
 */
export const showsZero = (text: string): boolean => !/[1-9]/.test(text);
