import { locale } from '../state/locale';
import { formatNumberIn } from '../../core/rules/number-format';
import { htmlLang, type Lang } from '../../core/rules/languages';

/**
 * What the app SHOWS: numbers grouped and pointed the way the current language writes them
 * (100,000.00 in en, 100.000,00 in de, 100 000,00 in fr), always in Latin digits, the digits the
 * inputs take and the chart draws. Nothing sent to the server or parsed back goes through here: the
 * wire keeps core/rules/money.ts's plain machine format. Reading `locale` makes a computed that calls this
 * reformat when the language changes. A decimal string is formatted exactly as written (no float round trip),
 * so exact money stays exact.
 */
export const formatNumber = (value: number | string, decimals: number, lang: Lang = locale.value): string =>
  formatNumberIn(value, decimals, htmlLang(lang));
