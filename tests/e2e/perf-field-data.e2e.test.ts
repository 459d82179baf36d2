import { beforeEach, describe, expect, it } from 'vitest';
import { journeySetup } from './browser.js';
import type { TestServer } from '../server/test-server.js';
import { OPERATOR, operatorLogin } from '../support/operators.js';
import { writeSetting } from '../../server/content/settings-repository.js';
import { axeFindings } from './sweep/sweep-checks.js';
import { requestsSeen } from './requests-seen.js';

/**
 * Field data in Chromium: a sampled page view sends one beacon of its field data when it is hidden, and the server
 * aggregates it; a device benchmark run posted to perf/bench shows on the back office's Performance page, which
 * fits the desk's sizes with no axe finding.
 */
const j = journeySetup(OPERATOR);
let s: TestServer;
beforeEach(() => {
  s = j.server();
});

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe.skipIf(!j.run)('performance field data and the Performance page', () => {
  it('a sampled page view sends one beacon when hidden, and it is stored in its day, route, locale and class', async () => {
    await writeSetting(s.db, 'rum_sample_percent', '100');
    const phone = await j.phone({ english: true });
    const loaded = phone.waitForRequest((r) => r.url().includes('/assets/') && r.url().includes('field-data'));
    let beacons = 0;
    phone.on('request', (r) => void (r.url().endsWith('/v1/api/perf/rum') && beacons++));
    await phone.goto(`${s.url}/`);
    // The reporter listens once its chunk has run: the app's own import of it settles before this one.
    const chunk = (await loaded).url();
    // (As text: vitest rewrites an import() in a function's source.)
    await phone.evaluate(`import(${JSON.stringify(chunk)}).then(() => undefined)`);
    // LCP is in once the browser has its entry for the first screen.
    await phone.evaluate(
      () =>
        new Promise<void>((resolve) =>
          new PerformanceObserver((l) => l.getEntries().length && resolve()).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    // The UTC day the beacon lands in: the one before it, or after it when it crosses midnight.
    const dayBefore = new Date().toISOString().slice(0, 10);
    const beacon = phone.waitForRequest((r) => r.url().endsWith('/v1/api/perf/rum') && r.method() === 'POST');
    await phone.evaluate(hide);
    const sent = JSON.parse((await beacon).postData()!);
    expect(sent).toMatchObject({ route: '/', locale: 'en' });
    expect(sent.lcp_ms).toBeGreaterThan(0);
    // Hidden again: still one beacon for the view.
    await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    const today = new Date().toISOString().slice(0, 10);
    const days = [...new Set([dayBefore, today])];
    const views = async () =>
      Number(
        (
          await s.db
            .selectFrom('perf_rum_buckets')
            .select((eb) => eb.fn.sum<number>('n').as('n'))
            .where('day', 'in', days)
            .where('route', '=', '/')
            .where('locale', '=', 'en')
            .where('device_class', '=', sent.device_class)
            .where('metric', '=', 'lcp_ms')
            .executeTakeFirst()
        )?.n ?? 0,
      );
    await expect.poll(views).toBe(1);
    const admin = await operatorLogin(s);
    const table = await s.get('/admin/api/perf/table', { from: dayBefore, to: today }, admin);
    const home = table.data.find((r: any) => r.route === '/' && r.device_class === sent.device_class);
    expect(home.metrics.lcp_ms.n).toBe(1);
    expect(Math.abs(home.metrics.lcp_ms.p75 - sent.lcp_ms) / sent.lcp_ms).toBeLessThan(0.05);
    // A second beacon would have been sent as the page was hidden again, before this mark.
    await requestsSeen(phone);
    expect(beacons).toBe(1);
    expect(await views()).toBe(1);
    await phone.context().close();
  });

  it('a benchmark run posted to perf/bench is on the Performance page, which fits 1280 and 768 px with no axe finding', async () => {
    const run = {
      device: {
        hardware_concurrency: 8,
        device_memory: 8,
        user_agent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        connection: '4g',
      },
      build: 'bench-e2e-1',
      steps: [
        { name: 'scroll_quotes', latency_ms: 12, frames_dropped: 1, busy_ms: 30 },
        { name: 'open_trade', latency_ms: 234, frames_dropped: 2, busy_ms: 150 },
      ],
      heap_before: 10 * 1024 * 1024,
      heap_after: 12 * 1024 * 1024,
    };
    const posted = await (
      await fetch(`${s.url}/v1/api/perf/bench`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(run),
      })
    ).json();
    expect(posted.code).toBe(1);
    // A beacon as sendBeacon sends it (a string: text/plain), so the LCP chart has a day to draw.
    const beacon = await fetch(`${s.url}/v1/api/perf/rum`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ route: '/trade', locale: 'de', device_class: 'high', lcp_ms: 1800, cls: 0.02 }),
    });
    expect((await beacon.json()).code).toBe(1);
    const { authorization } = await operatorLogin(s);
    for (const width of [1280, 768]) {
      const ctx = await j.browser().newContext({ viewport: { width, height: 900 } });
      await ctx.addInitScript((token) => {
        localStorage.setItem('lang', 'en');
        localStorage.setItem('admin_token', token);
      }, authorization);
      const desk = await ctx.newPage();
      await desk.goto(`${s.url}/admin/performance`);
      const row = desk.getByTestId('perf-bench').locator(`tr[data-run="${posted.data.id}"]`);
      await row.waitFor();
      expect(await row.locator('td[data-step=open_trade]').textContent()).toBe('234');
      expect(await row.locator('td[data-step=close_order]').textContent()).toBe('–');
      expect(await row.textContent()).toContain('Safari 17 iOS 17.4');
      expect(await row.textContent()).toContain('High');
      // Today's LCP (the beacon above) is charted; a figure no view reported says so instead of an empty frame.
      await desk.locator('.perf-chart[data-metric=lcp_ms] canvas').waitFor();
      expect(await desk.locator('.perf-chart[data-metric=inp_ms]').textContent()).toContain('No field data');
      expect(await desk.locator('.perf-chart').count()).toBe(5);
      expect(await axeFindings(desk)).toEqual([]);
      // Nothing wider than the window but the tables' own scrolling boxes.
      expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (process.env.SHOTS_DIR)
        await desk.screenshot({ path: `${process.env.SHOTS_DIR}/perf-${width}.png`, fullPage: true });
      await ctx.close();
    }
  }, 120_000);
});
