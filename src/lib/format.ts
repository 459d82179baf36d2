import { formatMicro, toMicro } from './money';

/** A USD decimal string or number shown with `decimals` places (balance 2; profit, margin, fee 6). */
export function formatUsd(value: string | number, decimals: number): string {
  try { return formatMicro(toMicro(value), decimals); } catch { return '--'; }
}
