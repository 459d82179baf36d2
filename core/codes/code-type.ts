/** What an e-mail code is for (the `type` of send-code calls and codes.type). */
export const Register = 1;
export const Forgot = 2;
export const ChangePassword = 3;
