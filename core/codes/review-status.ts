/** An identity verification's state (verifications.review_status). */
/** Never sent, or rejected (the reason says why). */
export const None = 0;
export const Reviewing = 1;
export const Verified = 2;
