import { beforeEach, describe, expect, it } from 'vitest';
import { journeySetup } from './browser.js';
import type { TestServer } from '../server/test-server.js';
import { writeSetting } from '../../server/content/settings-repository.js';

const j = journeySetup();
let s: TestServer;
beforeEach(async () => {
  s = j.server();
  // Each test starts from the default site: a broker site (type 1), open (status 0).
  await writeSetting(s.db, 'site_type', '1');
  await writeSetting(s.db, 'site_status', '0');
  await writeSetting(s.db, 'loss_url', '');
});

describe.skipIf(!j.run)('news, ranking, directory and site modes in Chromium', () => {
  it('pages through the news list to the end and opens an article whose hostile HTML is defused', async () => {
    const { saveArticle } = await import('../../server/content/news-service.js');
    const hostile = await saveArticle(s.db, {
      category_id: 1, logo: '',
      texts: { en: { title: 'Hostile test article', desc: 'sanitiser check', content: '<p>ok</p><p><a href="https://example.com">safe link</a></p>' } },
    });
    // What an attacker could slip into the database behind the save path: the app's own sanitiser must hold.
    await s.db.updateTable('news_texts').set({ content: '<p class="kept">kept</p><img src=x onerror="window.pwned=1"><script>window.pwned=2</script><a href="javascript:window.pwned=3">bad</a><iframe src="https://example.com"></iframe>' })
      .where('article_id', '=', hostile.id).execute();
    const total = (await s.get('/api/news/list', { category_id: 1, page: 1 })).data.total as number;
    expect(total).toBeGreaterThan(10);

    const page = await j.phone({ english: true });
    await page.goto(`${s.url}/`);
    await page.getByRole('link', { name: 'News' }).click();
    await page.waitForURL(`${s.url}/news`);
    await expect.poll(() => page.locator('.news-item').count()).toBe(10);
    await page.locator('.news-item').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.locator('.news-item').count(), { timeout: 10_000 }).toBe(total);

    await page.goto(`${s.url}/news/detail?id=${hostile.id}`);
    await page.locator('.article-body p.kept').getByText('kept').waitFor();
    const body = await page.locator('.article-body').innerHTML();
    expect(body).not.toMatch(/onerror|<script|javascript:|<iframe/i);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await page.context().close();
  }, 60_000);

  it('shows the ranking tab with pull to refresh, and a tap says copy trading is coming soon', async () => {
    const page = await j.phone({ english: true });
    await page.goto(`${s.url}/`);
    await page.getByRole('link', { name: 'Ranking' }).click();
    await page.waitForURL(`${s.url}/ranking`);
    await page.getByText('Traders ranked by their income').waitFor();
    const rows = await page.locator('.leader').count();
    if (rows > 0) {
      await page.locator('.leader').first().click();
      await page.getByText('Copy trading is coming soon').waitFor();
    } else {
      await page.getByText('No ranked traders in the last three weeks yet').waitFor();
    }
    expect(rows).toBe((await s.get('/api/follow/list')).data.length);
    await page.context().close();
  });

  it('on a main site searches the company directory instead of pairs and keeps the choice in a long-lived cookie', async () => {
    await writeSetting(s.db, 'site_type', '0');
    const page = await j.phone({ english: true });
    await page.goto(`${s.url}/product`);
    await page.getByRole('heading', { name: 'Company search' }).waitFor();
    await page.getByRole('searchbox').fill('harbour');
    const row = page.locator('.company-row');
    await expect.poll(() => row.count()).toBe(1);
    await row.click();
    await page.getByRole('button', { name: 'Choose this company' }).click();
    await page.getByText('Company saved').waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'company_id')!;
    const company = (await s.get('/api/company/getCompany', { name: 'harbour' })).data[0];
    expect(cookie.value).toBe(String(company.id));
    // The app asks for 3 years (Max-Age, unit-tested); Chromium caps every cookie at 400 days (RFC 6265bis).
    const days = (cookie.expires * 1000 - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(399);
    await page.context().close();
  });

  it('sends every visitor to loss_url when the site status is not 0', async () => {
    await writeSetting(s.db, 'site_status', '1');
    await writeSetting(s.db, 'loss_url', 'https://closed.lotline.test/notice');
    await new Promise((r) => setTimeout(r, 1100)); // the server reuses settings for up to 1 s
    const page = await j.phone({ english: true });
    await page.route('https://closed.lotline.test/**', (r) => r.fulfill({ contentType: 'text/html', body: '<h1>Service closed</h1>' }));
    await page.goto(`${s.url}/trade`);
    await page.waitForURL('https://closed.lotline.test/notice');
    await page.context().close();
  });

  it('shows the feedback placeholder, translated', async () => {
    const page = await j.phone({ english: true });
    await page.goto(`${s.url}/feedback`);
    await page.getByText('The feedback form is not available yet').waitFor();
    await page.context().close();
  });
});
