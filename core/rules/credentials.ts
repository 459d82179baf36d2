/**
 * What an e-mail address and a password must look like, once for the sign-up and password forms, the
 * account service and the operator desk (docs/architecture.md: passwords of 8-64 characters).
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** A password of an allowed length (characters as JavaScript counts them, the same on both sides). */
export const isPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOCAL_EMAIL_RE = /^[^\s@]+@[^\s@]+$/;

/**
 * An e-mail address: something@domain.tld, no spaces. `localDomain` also accepts a domain without a dot,
 * which operators need (the generated first admin is admin@localhost). The text is checked as given:
 * callers trim or lower-case first where they mean to.
 */
export const isEmail = (text: string, opts: { localDomain?: boolean } = {}): boolean =>
  (opts.localDomain ? LOCAL_EMAIL_RE : EMAIL_RE).test(text);
