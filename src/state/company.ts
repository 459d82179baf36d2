import { signal } from '@preact/signals-react';

/** The cookie that keeps the chosen company, for 3 years (docs/product.md, Constants). */
export const COMPANY_COOKIE = 'company_id';
const THREE_YEARS_S = 3 * 365 * 24 * 3600;

/** Reads the chosen company's id from a cookie string ('' when none). */
export function companyFromCookie(cookie: string): number | null {
  const m = new RegExp(`(?:^|;\\s*)${COMPANY_COOKIE}=(\\d+)`).exec(cookie);
  return m ? Number(m[1]) : null;
}

/** The company chosen in the main-site directory, or null. */
export const chosenCompany = signal<number | null>(
  typeof document === 'undefined' ? null : companyFromCookie(document.cookie),
);

/** The Set-Cookie text for a chosen company: 3 years (browsers may cap it: Chromium keeps cookies 400 days at most). */
export const companyCookie = (id: number, secure: boolean): string =>
  `${COMPANY_COOKIE}=${id}; Max-Age=${THREE_YEARS_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Remembers a company for 3 years (a cookie, so a server-rendered page could read it too). */
export function chooseCompany(id: number): void {
  document.cookie = companyCookie(id, window.location.protocol === 'https:');
  chosenCompany.value = id;
}
