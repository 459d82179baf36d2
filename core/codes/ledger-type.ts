/**
 * Ledger types of docs/architecture.md, plus 12 (withdrawal paid), which the original spec did not list.
 * How each one moves balance and lock_balance: server/ledger/.
 */
export const Deposit = 1;
export const WithdrawFrozen = 2;
export const WithdrawRejected = 3;
export const MarginOpened = 4;
export const TradingFee = 5;
export const PositionClosed = 6;
export const PendingReserved = 7;
export const PendingCancelled = 8;
export const DemoReset = 9;
export const Adjustment = 10;
export const NegativeProtection = 11;
export const WithdrawPaid = 12;
