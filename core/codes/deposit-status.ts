/** A deposit claim's review state (deposits.status). */
export const Unchecked = 0;
/** Approved: credited in USD. */
export const Finished = 1;
export const Rejected = 2;
export const Invalid = 3;
