import { formatNumberIn, showsZero } from './number-format';

/**
 * Percentages as a language writes them, the way Intl.NumberFormat's `style: 'percent'` does (the value is already in
 * percent: 12.5 is "12.5 %"), without Intl for the reason number-format.ts gives: de "3.704,17 %", fr "3 704,17 %",
 * tr "%3.704,17", ar "‎3,704.17‎%‎". The only place a figure gets its "%" (tests/core/percent-format.test.ts checks no
 * other code writes one): a change in the rows, the margin level, the form's margin level after the trade, rankings.
 */

/**
 * `value` percent with `decimals` places in the language of BCP 47 `tag`. `signed`: a "+" before a figure above zero
 * (a change). A figure that shows zero has no sign either way ("0.00 %", not "-0.00 %"), as Intl's signDisplay
 * 'exceptZero' writes it: it is neither up nor down.
 */
export function percentIn(value: number, decimals: number, tag: string, signed = false): string {
  let n = formatNumberIn(value, decimals, tag);
  if (showsZero(n)) n = n.replace(/^\D+/, '');
  // ar and fa mark the sign left-to-right, as their minus (number-format.ts).
  else if (signed && value > 0) n = (tag === 'ar' || tag === 'fa' ? '\u200e+' : '+') + n;
  // Where the percent sign goes (CLDR 48, as number-format.ts): before the number in tr, after it elsewhere, after a no-break
  // space in fr, de, ru, es, cs and fi, between left-to-right marks in ar.
  return tag === 'tr'
    ? n.replace(/\d/, '%$&')
    : n + (tag === 'ar' ? '\u200e%\u200e' : /^(fr|de|ru|es|cs|fi)$/.test(tag) ? '\u00a0%' : '%');
}

/** A day change as the rows show it: signed, 2 decimals (+1,25 % in de, 0.00% for no change). */
export const changeText = (change: number, tag: string): string => percentIn(change, 2, tag, true);
