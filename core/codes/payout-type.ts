/** A payout method's kind (payout_methods.type, withdrawals.type, withdraw_symbols.type). */
export const Coin = 1;
export const Bank = 2;
