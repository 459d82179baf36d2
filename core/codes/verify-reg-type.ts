/** What proves a sign-up is a person (the verify_reg_type setting); any other value is EmailCode. */
/** A code mailed to the address. */
export const EmailCode = 1;
/** A picture code (captcha), its text typed into the code field. */
export const Captcha = 2;
