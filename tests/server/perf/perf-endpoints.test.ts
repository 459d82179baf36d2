import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { opAuth, startFundsServer } from '../funds/funds-helpers.js';
import { TestClock, utc } from '../test-clock.js';
import { BENCH_RUNS_PER_HOUR, RUM_VIEWS_PER_HOUR } from '../../../server/perf/perf-rate-limit.js';

/**
 * The device benchmark's results (perf/bench) and the field data of sampled sessions (perf/rum) are
 * stored without a person, refused whole when malformed, limited per address, and read back by the back office as
 * p75/p95 per day, route and device class.
 */
let s: TestServer;
const clock = new TestClock(utc('2026-11-20 12:00'));
beforeAll(async () => {
  // trustProxy: each test sends from its own X-Forwarded-For address, so one test's limit leaves the others alone.
  s = await startFundsServer({ clock: clock.now, trustProxy: true });
});
afterAll(async () => {
  await s.stop();
});

const postRaw = async (path: string, body: string, ip: string, type = 'application/json') => {
  const res = await fetch(s.url + path, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': ip },
    body,
  });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: any }) };
};
const postJson = (path: string, body: unknown, ip: string, type?: string) =>
  postRaw(path, JSON.stringify(body), ip, type);
const count = async (table: 'perf_bench_runs' | 'perf_rum_buckets') =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const PIXEL_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const RUN = {
  device: { hardware_concurrency: 4, device_memory: 4, user_agent: PIXEL_UA, connection: '4g' },
  build: '1.4.0+abc123',
  steps: [
    { name: 'scroll_quotes', latency_ms: 12.5, frames_dropped: 3, busy_ms: 40 },
    { name: 'open_trade', latency_ms: 180, frames_dropped: 1, busy_ms: 120 },
    { name: 'close_order', latency_ms: 95, frames_dropped: 0, busy_ms: 60 },
  ],
  heap_before: 12_000_000,
  heap_after: 12_500_000,
};

describe('perf/bench', () => {
  it('stores a run with the device reduced to browser, system and class, and the back office lists it', async () => {
    const r = await postJson('/v1/api/perf/bench', RUN, '10.0.0.1');
    expect(r).toMatchObject({ status: 200, code: 1 });
    const row = await s.db
      .selectFrom('perf_bench_runs')
      .selectAll()
      .where('id', '=', r.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ browser: 'Chrome 126', os: 'Android 14', device_class: 'low', build: '1.4.0+abc123' });
    // No column holds the address or the raw user agent.
    expect(JSON.stringify(row)).not.toContain('10.0.0.1');
    expect(JSON.stringify(row)).not.toContain('Pixel 8');
    const listed = await s.get('/admin/api/perf/bench', { limit: 5 }, opAuth());
    expect(listed.data[0]).toMatchObject({
      id: r.data.id,
      created_at: '2026-11-20 12:00:00',
      device_class: 'low',
      hardware_concurrency: 4,
      connection: '4g',
      steps: RUN.steps,
    });
  });

  it('takes a JSON string sent as text/plain (sendBeacon) too', async () => {
    expect(await postJson('/v1/api/perf/bench', RUN, '10.0.0.2', 'text/plain;charset=UTF-8')).toMatchObject({
      code: 1,
    });
  });

  it.each([
    ['an unknown step', { ...RUN, steps: [{ ...RUN.steps[0], name: 'rm -rf' }] }],
    ['a negative latency', { ...RUN, steps: [{ ...RUN.steps[0], latency_ms: -1 }] }],
    ['a latency of text', { ...RUN, steps: [{ ...RUN.steps[0], latency_ms: 'fast' }] }],
    ['no steps', { ...RUN, steps: [] }],
    ['no device', { ...RUN, device: undefined }],
    ['a build too long', { ...RUN, build: 'x'.repeat(65) }],
    ['fractional cores', { ...RUN, device: { ...RUN.device, hardware_concurrency: 2.5 } }],
  ])('refuses %s with a translated message and stores nothing', async (_name, body) => {
    const before = await count('perf_bench_runs');
    const r = await postJson('/v1/api/perf/bench', body, '10.0.0.3');
    expect(r.code).toBe(0);
    expect(r.msg).toMatch(/^Please (check|fill in|shorten) the /);
    expect(await count('perf_bench_runs')).toBe(before);
  });

  it('refuses a body that is not JSON, or over 8 kB', async () => {
    const before = await count('perf_bench_runs');
    expect((await postRaw('/v1/api/perf/bench', '{"device":', '10.0.0.4', 'text/plain')).code).toBe(0);
    const big = { ...RUN, build: 'x', pad: 'y'.repeat(9000) };
    expect(await postJson('/v1/api/perf/bench', big, '10.0.0.4')).toMatchObject({ status: 413 });
    expect(await count('perf_bench_runs')).toBe(before);
  });

  it(`takes ${BENCH_RUNS_PER_HOUR} runs an hour from one address, then answers 429`, async () => {
    for (let i = 0; i < BENCH_RUNS_PER_HOUR; i++)
      expect((await postJson('/v1/api/perf/bench', RUN, '10.0.0.5')).code).toBe(1);
    const before = await count('perf_bench_runs');
    expect(await postJson('/v1/api/perf/bench', RUN, '10.0.0.5')).toMatchObject({ code: 429 });
    expect(await count('perf_bench_runs')).toBe(before);
    // Another address is not held by it.
    expect((await postJson('/v1/api/perf/bench', RUN, '10.0.0.6')).code).toBe(1);
  });
});

describe('perf/rum', () => {
  const view = { route: '/trade', locale: 'de', device_class: 'mid', lcp_ms: 1000, cls: 0.05 };

  it.each([
    ['an unknown route', { ...view, route: '/mine/123' }],
    ['an unknown locale', { ...view, locale: 'xx' }],
    ['an unknown device class', { ...view, device_class: 'fast' }],
    ['a negative LCP', { ...view, lcp_ms: -5 }],
    ['an LCP past two minutes', { ...view, lcp_ms: 120_001 }],
    ['a CLS of text', { ...view, cls: 'NaN' }],
    ['an INP of null', { ...view, inp_ms: null }],
  ])('refuses %s with a translated message and stores nothing', async (_name, body) => {
    const before = await count('perf_rum_buckets');
    const r = await postJson('/v1/api/perf/rum', body, '10.1.0.1', 'text/plain;charset=UTF-8');
    expect(r.code).toBe(0);
    expect(r.msg).toMatch(/^Please check/);
    expect(await count('perf_rum_buckets')).toBe(before);
  });

  it('aggregates views into p75 and p95 per day, route and device class', async () => {
    clock.set(utc('2026-11-18 09:00'));
    // 1..20 × 100 ms on /trade mid in two locales: p75 is the 15th (1500 ms), p95 the 19th (1900 ms).
    for (let i = 1; i <= 20; i++)
      expect(
        (await postJson('/v1/api/perf/rum', { ...view, locale: i % 2 ? 'de' : 'ar', lcp_ms: i * 100 }, '10.1.0.2'))
          .code,
      ).toBe(1);
    // A low phone on / the same day, and one more view on /trade the day after.
    await postJson('/v1/api/perf/rum', { route: '/', locale: 'en', device_class: 'low', inp_ms: 300 }, '10.1.0.2');
    clock.set(utc('2026-11-19 23:59'));
    await postJson('/v1/api/perf/rum', { ...view, lcp_ms: 5000 }, '10.1.0.2');

    const table = await s.get('/admin/api/perf/table', { from: '2026-11-18', to: '2026-11-18' }, opAuth());
    const trade = table.data.find((r: any) => r.route === '/trade' && r.device_class === 'mid');
    // Within the histogram's half bucket (±5 %).
    expect(trade.metrics.lcp_ms.n).toBe(20);
    expect(Math.abs(trade.metrics.lcp_ms.p75 - 1500) / 1500).toBeLessThan(0.05);
    expect(Math.abs(trade.metrics.lcp_ms.p95 - 1900) / 1900).toBeLessThan(0.05);
    expect(trade.metrics.cls).toMatchObject({ n: 20 });
    expect(Math.abs(trade.metrics.cls.p75 - 0.05) / 0.05).toBeLessThan(0.05);
    expect(trade.metrics.inp_ms).toEqual({ n: 0, p75: null, p95: null });
    const home = table.data.find((r: any) => r.route === '/' && r.device_class === 'low');
    expect(home.metrics.inp_ms.n).toBe(1);
    expect(Math.abs(home.metrics.inp_ms.p95 - 300) / 300).toBeLessThan(0.05);

    // Per locale: the histogram rows keep it (10 views each).
    const de = await s.db
      .selectFrom('perf_rum_buckets')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('day', '=', '2026-11-18')
      .where('locale', '=', 'de')
      .where('metric', '=', 'lcp_ms')
      .executeTakeFirstOrThrow();
    expect(Number(de.n)).toBe(10);

    // The trend: one entry per day, the 19th holds only its own view.
    clock.set(utc('2026-11-20 12:00'));
    const trend = await s.get('/admin/api/perf/trend', { days: 30 }, opAuth());
    expect(trend.data.days).toHaveLength(30);
    const day = (d: string) => trend.data.days.find((x: any) => x.day === d);
    expect(day('2026-11-18').metrics.lcp_ms.n).toBe(20);
    expect(day('2026-11-19').metrics.lcp_ms).toMatchObject({ n: 1 });
    expect(Math.abs(day('2026-11-19').metrics.lcp_ms.p75 - 5000) / 5000).toBeLessThan(0.05);
    expect(trend.data.last7.lcp_ms.n).toBe(21);
    expect(trend.data.prev7.lcp_ms.n).toBe(0);
  });

  it(`takes ${RUM_VIEWS_PER_HOUR} views an hour from one address, then answers 429`, async () => {
    const one = { route: '/', locale: 'en', device_class: 'high', lcp_ms: 800 };
    for (let i = 0; i < RUM_VIEWS_PER_HOUR; i++) await postJson('/v1/api/perf/rum', one, '10.1.0.3');
    expect(await postJson('/v1/api/perf/rum', one, '10.1.0.3')).toMatchObject({ code: 429 });
  });

  it('getBasicInfo tells the app the sample share, 10 % unless the operator sets it', async () => {
    expect((await s.get('/api/basicSet/getBasicInfo')).data.rum_sample_percent).toBe(10);
    expect((await s.post('/admin/api/settings', { rum_sample_percent: '101' }, opAuth())).code).toBe(0);
    expect((await s.post('/admin/api/settings', { rum_sample_percent: '100' }, opAuth())).code).toBe(1);
    expect((await s.get('/api/basicSet/getBasicInfo')).data.rum_sample_percent).toBe(100);
  });
});
