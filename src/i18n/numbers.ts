import { locale } from '../state/locale';
import { htmlLang, type Lang } from '../lib/languages';

/**
 * What the app SHOWS: numbers grouped and pointed the way the current language writes them
 * (100,000.00 in en, 100.000,00 in de, 100 000,00 in fr), always in Latin digits, the digits the
 * inputs take and the chart draws. Nothing sent to the server or parsed back goes through here: the
 * wire keeps lib/money.ts's plain machine format. Reading `locale` makes a computed that calls this
 * reformat when the language changes.
 */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * `value` with exactly `decimals` places. A decimal string is formatted exactly as written (no float
 * round trip), so exact money stays exact. One cached Intl.NumberFormat per language and decimals:
 * prices reformat on every tick.
 */
export function formatNumber(value: number | string, decimals: number, lang: Lang = locale.value): string {
  const key = lang + decimals;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(`${htmlLang(lang)}-u-nu-latn`, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, f);
  }
  return f.format(value as number);
}
