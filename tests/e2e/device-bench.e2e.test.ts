import { describe, expect, it } from 'vitest';
import { journeySetup, langPage } from './browser.js';
import { tick } from '../server/trading/trading-helpers.js';
import { registerUser } from '../server/test-server.js';
import { OPERATOR, operatorLogin } from '../server/funds/funds-helpers.js';

/**
 * The one-tap device benchmark in Chromium at 360 px: on a demo session it plays the scenario and fills the
 * results table; "Send results" posts them to the real server, and the run is then on the back office's
 * Performance page. A real account is refused: no order is placed on it.
 */
const j = journeySetup(OPERATOR);
const STEPS = [
  'scroll_quotes',
  'open_trade',
  'period_switch_1',
  'period_switch_2',
  'pair_drawer',
  'place_order',
  'close_order',
];

describe.skipIf(!j.run)('the device benchmark', () => {
  it('runs the scenario on a demo session, shows each step and sends the results only when asked', async () => {
    await tick(j.server(), 'BTCUSD', 95_000);
    const page = await langPage(j, { lang: 'en', demo: true, viewport: { width: 360, height: 740 } });
    page.on('pageerror', (err) => {
      throw err;
    });
    // What the page sends, seen on its way to the real server (which stores it: checked at the end).
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/v1/api/perf/bench')) sent.push(req.postData() ?? '');
    });
    await page.goto(`${j.server().url}/?perf=1`);
    await page.getByRole('button', { name: 'Run benchmark' }).click();
    const rows = page.locator('[data-testid=bench-table] tbody tr');
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(STEPS.length);
    await page.getByTestId('bench-heap').waitFor();
    expect(
      await page
        .locator('[data-testid=bench-table] tbody tr')
        .evaluateAll((r) => r.map((x) => x.getAttribute('data-step'))),
    ).toEqual(STEPS);
    // The demo order was placed and closed: nothing is left holding.
    const held = await j.server().get(
      '/v1/api/forex/my_deal',
      { status: 1, page: 1 },
      {
        authorization: await page.evaluate(() => localStorage.getItem('token')!),
      },
    );
    expect((held.data as { data: unknown[] }).data).toHaveLength(0);
    expect(sent).toHaveLength(0);

    await page.getByRole('button', { name: 'Send results' }).click();
    await page.getByText('Results sent. Thank you!').waitFor();
    expect(sent).toHaveLength(1);
    const report = JSON.parse(sent[0]!);
    expect(Object.keys(report).sort()).toEqual(['build', 'device', 'heap_after', 'heap_before', 'steps']);
    expect(report.device.user_agent).toContain('Chrome');
    expect(report.device.hardware_concurrency).toBeGreaterThan(0);
    expect(typeof report.build).toBe('string');
    expect(report.build.length).toBeGreaterThan(0);
    expect(report.heap_before).toBeGreaterThan(0);
    expect(report.steps.map((s: { name: string }) => s.name)).toEqual(STEPS);
    for (const s of report.steps) {
      expect(Object.keys(s).sort()).toEqual(['busy_ms', 'frames_dropped', 'latency_ms', 'name']);
      expect(s.latency_ms).toBeGreaterThan(0);
      expect(s.frames_dropped).toBeGreaterThanOrEqual(0);
      expect(s.busy_ms).toBeGreaterThanOrEqual(0);
    }

    // The run is stored, and the back office's Performance page shows it with this step's latency.
    const admin = await operatorLogin(j.server());
    const runs = (await j.server().get('/admin/api/perf/bench', {}, admin)).data as { id: number }[];
    expect(runs).toHaveLength(1);
    const desk = await j.browser().newContext({ viewport: { width: 1280, height: 900 } });
    await desk.addInitScript((token) => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('admin_token', token);
    }, admin.authorization);
    const perf = await desk.newPage();
    await perf.goto(`${j.server().url}/admin/performance`);
    const row = perf.getByTestId('perf-bench').locator(`tr[data-run="${runs[0]!.id}"]`);
    await row.waitFor();
    const openTrade = report.steps.find((x: { name: string }) => x.name === 'open_trade').latency_ms as number;
    const shown = await row.locator('td[data-step=open_trade]').textContent();
    expect(shown!.replace(/,/g, '')).toBe(String(Math.round(openTrade))); // grouped in English past 999
    await desk.close();
  }, 150_000);

  it('refuses a real account: no run button, the tester is asked to try demo', async () => {
    const reg = await registerUser(j.server(), 'bench-real@example.com', 'bench real pass 1');
    const page = await langPage(j, { lang: 'en', demo: false, viewport: { width: 360, height: 740 } });
    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      [reg.token, reg.user] as const,
    );
    await page.goto(`${j.server().url}/?perf=1`);
    await page.getByText('The benchmark runs only on a demo account.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Run benchmark' }).count()).toBe(0);
  }, 60_000);
});
