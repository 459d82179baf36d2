/** Which way a deposit came in (deposits.type). */
export const Coin = 0;
export const Bank = 1;
