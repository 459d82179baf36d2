import type { Page } from 'playwright-core';
import { ageCodes, type TestServer } from '../server/test-server.js';

/**
 * "Send code" on the page's form (a withdrawal's or a payout method's), then the code from the server's outbox typed
 * into it, as the trader would from the mail. The address's earlier codes are aged first, as if the minute between
 * two codes had passed (the send limits have their own tests).
 */
export async function typeMailedCode(s: TestServer, page: Page, email: string): Promise<void> {
  await ageCodes(s, email, 3_600_000);
  await page.locator('form .code-btn').click();
  await page.locator('form .code-btn[disabled]').getByText(/\d/).waitFor();
  await page.locator('input[name=auth_code]').fill(await s.lastCode(email));
}
