import { formatMicro, toMicro } from './money';

/**
 * The smallest margin an order may take: a pending order with a margin of 1 micro-USD and no fee
 * could never be worth filling, yet it counted toward the pending cap. The operator's `min_order_margin_usd`, in USD
 * with at most 6 decimals; 0 is no minimum.
 */

/** Default of the `min_order_margin_usd` setting, in USD. */
export const MIN_ORDER_MARGIN_USD = '1';

/** The minimum in micro-USD; a setting that is not a USD amount counts as the default (never as no minimum). */
export function minMarginMicro(setting: string): number {
  try {
    const micro = toMicro(setting);
    return micro >= 0 ? micro : toMicro(MIN_ORDER_MARGIN_USD);
  } catch {
    return toMicro(MIN_ORDER_MARGIN_USD);
  }
}

/**
 * Why an order's margin (micro-USD) is refused, as the translated message's parameters (USD texts), or null when it
 * is at least the minimum.
 */
export function marginBelowMinimum(margin: number, setting: string): { margin: string; min: string } | null {
  const min = minMarginMicro(setting);
  if (margin >= min) return null;
  // Whole cents unless the operator set a finer minimum: "1.00", "0.005000".
  const places = min % 10_000 === 0 ? 2 : 6;
  return { margin: formatMicro(margin, 6), min: formatMicro(min, places) };
}
