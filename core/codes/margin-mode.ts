/** How a pair's margin is computed (trade_pairs.margin_mode; `MarginMode` on the wire). */
/** Lots x units per lot, in USD, whatever the price and leverage. */
export const Fixed = 1;
/** Lots x units x price / leverage, in USD. */
export const Leverage = 2;
