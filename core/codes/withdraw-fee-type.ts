/** How a payout currency's withdraw fee is set (withdraw_symbols.fee_type). */
/** draw_rate is a fixed fee in USD. */
export const Fixed = 1;
/** draw_rate is a rate on the amount (0.01 = 1 %). */
export const Rate = 2;
