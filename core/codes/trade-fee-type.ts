/** How the trading fee is charged (the trade_fee_type setting); any other value is Margin. */
/** Lots x the pair's fee rate (USD per lot). */
export const PerLot = 1;
/** Margin x the pair's fee rate. */
export const Margin = 2;
