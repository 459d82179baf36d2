import { describe, expect, it } from 'vitest';
import { journeySetup } from './browser.js';
import { subscribed } from './demo-trader.js';

const j = journeySetup();

describe.skipIf(!j.run)('a session ended elsewhere', () => {
  it('sends the open app to login with a message when its session is logged out on another device', async () => {
    const page = await j.phone({ english: true });
    await page.goto(`${j.server().url}/`);
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await page.waitForFunction(() => !!localStorage.getItem('token'));
    // The app reads where closed history stands 1.5 s after it starts with a session: a call made after the logout
    // gets a 999, which also goes to login saying so (tests/src/api-client). Wait for it, so this tests the socket.
    const primed = page.waitForResponse((r) => r.url().includes('my_deal') && r.url().includes('status=3'));
    await page.goto(`${j.server().url}/order?type=1`);
    await page.locator('.order-page, main').first().waitFor();
    await primed;
    // The socket is logged in once the server holds a private topic of the page's (refused before the login): a
    // fixed wait raced the worker's start on a busy machine, and a session ended before the login is not this case.
    await subscribed(j.server(), 'FOREX_CLOSED');
    await page.waitForLoadState('networkidle');
    const token = await page.evaluate(() => localStorage.getItem('token')!);
    // From here only the socket may tell the page. A call of the page's own that lands between the logout and the
    // hub's next session check (every second) gets a 999 and tells it first: twice on a busy CI machine. Those calls
    // fail as if offline.
    const calls: string[] = [];
    await page.route(/\/api\//, (route) => {
      calls.push(route.request().url());
      return route.abort();
    });
    const r = await j.server().post('/api/user/logout', {}, { authorization: token });
    expect(r.code).toBe(1);
    await page.waitForURL(/\/login\?from=/, { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('from')).toBe('/order?type=1');
    expect(new URL(page.url()).searchParams.get('ended'), `calls after the logout: ${calls.join(', ')}`).toBe('1');
    await page.getByText('Your session has ended. Please log in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
    await page.context().close();
  }, 60_000);
});
