/**
 * Which code confirms a trader's withdrawal or new payout method (`payout_guard` of /api/user/info): the e-mail code
 * sent for it, or, with two-factor sign-in on, the code of the authenticator app (no e-mail code is then accepted).
 */
export const Email = 1;
export const Authenticator = 2;
