import { locale } from '../state/locale';
import { htmlLang, type Lang } from '../../core/rules/languages';

/**
 * What the app SHOWS: numbers grouped and pointed the way the current language writes them
 * (100,000.00 in en, 100.000,00 in de, 100 000,00 in fr), always in Latin digits, the digits the
 * inputs take and the chart draws. Nothing sent to the server or parsed back goes through here: the
 * wire keeps core/rules/money.ts's plain machine format. Reading `locale` makes a computed that calls this
 * reformat when the language changes.
 */
let cachedLang = '';
/** Intl.NumberFormat by decimals, for `cachedLang`: prices reformat on every tick, a format is built once. */
let formats: Intl.NumberFormat[] = [];

/**
 * `value` with exactly `decimals` places. A decimal string is formatted exactly as written (no float
 * round trip), so exact money stays exact.
 */
export function formatNumber(value: number | string, decimals: number, lang: Lang = locale.value): string {
  if (lang !== cachedLang) { cachedLang = lang; formats = []; }
  return (formats[decimals] ??= new Intl.NumberFormat(`${htmlLang(lang)}-u-nu-latn`, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }))
    .format(value as number);
}
