/**
 * Who may open which path (docs/product.md, Roles and Screens). The rules cover every route there,
 * including screens later issues add, so a visitor is sent to /login before an unknown-path redirect.
 */
const LOGIN_REQUIRED = [/^\/order$/, /^\/user$/, /^\/mine(\/.*)?$/];

/**
 * Screens a demo user may not use: funds, wallet, verification, invitation, password change, two-factor sign-in
 * (docs/product.md, Roles). The billing history is not among them: a demo account has a ledger of its own trades.
 */
const REAL_ONLY = [
  /^\/mine\/(charge|withdraw|wallet|bank-card-list|coin-address-list|withdraw-way|auth|invite|password|security)$/,
];

export const needsLogin = (path: string): boolean => LOGIN_REQUIRED.some((r) => r.test(path));
export const realOnly = (path: string): boolean => REAL_ONLY.some((r) => r.test(path));

/** The login URL that brings the user back to `path` (with its query) afterwards. */
export const loginUrl = (pathWithQuery: string): string =>
  `/login?from=${encodeURIComponent(pathWithQuery).replace(/%2F/g, '/')}`; // slashes are legal in a query: keep it readable
