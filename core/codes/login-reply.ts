/**
 * Envelope codes of the trader login besides 1, 0, 429 and 999 (docs/api/account.md, loginForU).
 * The account had too many failed passwords lately (from anywhere): this login needs the picture code (captcha_key,
 * captcha_code). Also the code of a wrong picture code on such a login, so the app keeps the field and shows a new one.
 */
export const CaptchaRequired = 428;
