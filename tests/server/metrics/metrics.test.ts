import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { demoUser } from '../../support/users.js';
import { pairId, tick } from '../../support/market.js';
import { openSocket } from '../../support/socket-client.js';
import { readFileSync } from 'node:fs';
import { metricNames, sampleOf } from '../../support/metrics-text.js';

/**
 * /metrics (docs/operations.md, Metrics): each instance's own figures, in Prometheus' text format, readable from this
 * machine only unless METRICS_TOKEN names a bearer token; anyone else is told the path does not exist.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
  await tick(s, 'BTCUSD', 95_000);
});
afterAll(() => s.stop());

const scrape = async (server = s, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

describe('what an instance exposes at /metrics', () => {
  it('answers this machine with the process defaults and the product series, in the text format', async () => {
    const m = await scrape();
    expect(m.status).toBe(200);
    expect(m.type).toContain('text/plain');
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'lotline_engine_lease_held',
      'lotline_mail_outbox_backlog',
    ])
      expect(m.text).toMatch(new RegExp(`^${name}[ {]`, 'm'));
    // One instance always holds the engine role (its lease is in-process).
    expect(sampleOf(m.text, 'lotline_engine_lease_held')).toBe(1);
  });

  it('times each request under its route template, not its URL, with its status', async () => {
    const u = await demoUser(s, 'metrics-http');
    const before = sampleOf(await scrape().then((m) => m.text), 'lotline_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/v1/api/forex/my_deal',
      status: '200',
    });
    await s.get('/v1/api/forex/my_deal', { status: 1, page: 1 }, u.auth);
    await s.get('/v1/api/forex/my_deal', { status: 3, page: 1 }, u.auth);
    const m = (await scrape()).text;
    expect(
      sampleOf(m, 'lotline_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/v1/api/forex/my_deal',
        status: '200',
      }),
    ).toBe(before + 2);
    // A path no route matched is one series, whatever was asked.
    await fetch(`${s.url}/api/no-such-call-${Date.now()}`);
    expect((await scrape()).text).toMatch(/lotline_http_request_duration_seconds_count\{[^}]*route="none"/);
  });

  it('counts order submits and closes by result: placed, refused by a rule', async () => {
    const u = await demoUser(s, 'metrics-orders');
    const count = (text: string, action: string, result: string) =>
      sampleOf(text, 'lotline_orders_total', { action, result });
    const before = (await scrape()).text;
    const o = await s.get(
      '/v1/api/forex/submit',
      { forex_id: pairId(s, 'BTCUSD'), type: 1, status: 1, multiple: 10, cont: '0.01' },
      u.auth,
    );
    expect(o.code).toBe(1);
    // Lots far past the balance: refused with a translated error, counted as refused.
    const refused = await s.get(
      '/v1/api/forex/submit',
      { forex_id: pairId(s, 'BTCUSD'), type: 1, status: 1, multiple: 10, cont: '500' },
      u.auth,
    );
    expect(refused.code).toBe(0);
    expect((await s.get('/v1/api/forex/close', { id: o.data.Id }, u.auth)).code).toBe(1);
    const after = (await scrape()).text;
    expect(count(after, 'submit', 'ok') - count(before, 'submit', 'ok')).toBe(1);
    expect(count(after, 'submit', 'refused') - count(before, 'submit', 'refused')).toBe(1);
    expect(count(after, 'close', 'ok') - count(before, 'close', 'ok')).toBe(1);
  });

  it('counts trigger fires, and the trigger book shrinks by the stop that fired', async () => {
    const u = await demoUser(s, 'metrics-trigger');
    const o = await s.get(
      '/v1/api/forex/submit',
      { forex_id: pairId(s, 'BTCUSD'), type: 1, status: 1, multiple: 10, cont: '0.01', stop_loss_price: 94_000 },
      u.auth,
    );
    expect(o.code).toBe(1);
    const before = (await scrape()).text;
    expect(sampleOf(before, 'lotline_trigger_book_size')).toBeGreaterThanOrEqual(1);
    await tick(s, 'BTCUSD', 93_900);
    await tick(s, 'BTCUSD', 95_000);
    const after = (await scrape()).text;
    const fires = (t: string) => sampleOf(t, 'lotline_orders_total', { action: 'trigger', result: 'ok' });
    expect(fires(after) - fires(before)).toBe(1);
    expect(sampleOf(after, 'lotline_trigger_book_size')).toBe(sampleOf(before, 'lotline_trigger_book_size') - 1);
  });

  it('counts open sockets and the frames and bytes sent by topic kind', async () => {
    const before = (await scrape()).text;
    const ws = await openSocket(s.url);
    await ws.sub('DAY_MARKET');
    await tick(s, 'BTCUSD', 95_100);
    await ws.push('DAY_MARKET');
    await ws.barrier();
    const after = (await scrape()).text;
    expect(sampleOf(after, 'lotline_sockets_open')).toBe(sampleOf(before, 'lotline_sockets_open') + 1);
    const sent = (t: string, name: string, kind: string) => sampleOf(t, name, { kind });
    expect(sent(after, 'lotline_socket_frames_sent_total', 'public')).toBeGreaterThan(
      sent(before, 'lotline_socket_frames_sent_total', 'public'),
    );
    expect(sent(after, 'lotline_socket_bytes_sent_total', 'public')).toBeGreaterThan(
      sent(before, 'lotline_socket_bytes_sent_total', 'public'),
    );
    // The barrier's pong is a protocol reply.
    expect(sent(after, 'lotline_socket_frames_sent_total', 'control')).toBeGreaterThan(
      sent(before, 'lotline_socket_frames_sent_total', 'control'),
    );
    // The publish pass that sent the quotation was timed, and so was the trade's way to it.
    expect(sampleOf(after, 'lotline_publish_loop_seconds_count')).toBeGreaterThan(0);
    expect(sampleOf(after, 'lotline_tick_to_send_seconds_count')).toBeGreaterThan(
      sampleOf(before, 'lotline_tick_to_send_seconds_count'),
    );
    ws.close();
  });
});

describe('the Grafana dashboard in docs/', () => {
  it('asks only for metrics an instance exposes', async () => {
    const dashboard = JSON.parse(
      readFileSync(new URL('../../../docs/grafana-dashboard.json', import.meta.url), 'utf8'),
    );
    const exprs: string[] = dashboard.panels.flatMap((p: { targets: { expr: string }[] }) =>
      p.targets.map((t) => t.expr),
    );
    const asked = new Set(exprs.flatMap((e) => e.match(/\b(?:lotline|process|nodejs)_\w+/g) ?? []));
    expect(asked.size).toBeGreaterThan(15);
    const have = metricNames((await scrape()).text);
    expect([...asked].filter((name) => !have.has(name))).toEqual([]);
  });
});

describe('who may read /metrics', () => {
  it('tells a client elsewhere (its address forwarded by a trusted proxy) that the path does not exist', async () => {
    const proxied = await startTestServer({ trustProxy: true, ticksPerSecond: 0 });
    try {
      const refused = await scrape(proxied, { 'x-forwarded-for': '203.0.113.7' });
      expect(refused.status).toBe(404);
      // Told as any unknown API path is, not given the app's page.
      expect(JSON.parse(refused.text)).toMatchObject({ code: 404, data: null });
      expect((await scrape(proxied, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    } finally {
      await proxied.stop();
    }
  });

  it('with METRICS_TOKEN, answers only the bearer of that token, even on this machine', async () => {
    const guarded = await startTestServer({ metricsToken: 's3cret-scrape-token', ticksPerSecond: 0 });
    try {
      expect((await scrape(guarded)).status).toBe(404);
      expect((await scrape(guarded, { authorization: 'Bearer wrong-token-of-len' })).status).toBe(404);
      expect((await scrape(guarded, { authorization: 's3cret-scrape-token' })).status).toBe(404);
      const ok = await scrape(guarded, { authorization: 'Bearer s3cret-scrape-token' });
      expect(ok.status).toBe(200);
      expect(ok.text).toMatch(/^lotline_sockets_open /m);
    } finally {
      await guarded.stop();
    }
  });
});
