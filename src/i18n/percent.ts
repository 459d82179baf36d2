import { locale } from '../state/locale';
import { percentIn } from '../../core/rules/percent-format';
import { htmlLang } from '../../core/rules/languages';

/**
 * A figure in percent as the current language writes it ("3.704,17 %" in de): core/rules/percent-format.ts, apart
 * from numbers.ts so that `/`'s first load, which shows no percentage on this thread, does not carry it.
 */
export const formatPercent = (value: number, decimals: number, signed = false): string =>
  percentIn(value, decimals, htmlLang(locale.value), signed);
