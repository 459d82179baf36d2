/** A withdrawal's review state (withdrawals.status). */
export const Pending = 0;
export const Paid = 1;
/** Rejected: the money went back to the balance. */
export const Rejected = 2;
