/** What an e-mail code is for (the `type` of send-code calls and codes.type); a code only works for its own purpose. */
export const Register = 1;
export const Forgot = 2;
export const ChangePassword = 3;
/** Confirms one withdrawal (`draw`), sent to the logged-in user's own address. */
export const Withdraw = 4;
/** Confirms adding a payout method (`bind_draw_method`), sent to the logged-in user's own address. */
export const BindMethod = 5;
