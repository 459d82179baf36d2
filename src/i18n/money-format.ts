import { formatMicro, toMicro } from '../../core/rules/money';
import { formatNumber } from './numbers';

/**
 * A USD decimal string or number shown with `decimals` places (balance 2; profit, margin, fee 6),
 * grouped for the current language. For display only: the wire format is formatMicro's.
 */
export function formatUsd(value: string | number, decimals: number): string {
  try {
    return formatMoney(toMicro(value), decimals);
  } catch {
    return '--';
  }
}

/** Micro-USD shown with `decimals` places (rounded half away from zero, exactly), grouped for the current language. */
export const formatMoney = (micro: number, decimals: number): string =>
  formatNumber(formatMicro(micro, decimals), decimals);
