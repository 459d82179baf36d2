import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startPair, until, type Pair } from './cluster-helpers.js';

let p: Pair;
beforeAll(async () => {
  p = await startPair({ rateLimitPerMinute: 10 });
});
afterAll(async () => {
  await p.stop();
});

describe('limits shared by every instance', () => {
  it('answers 429 to the 11th request in a minute when requests alternate between A and B', async () => {
    const codes: number[] = [];
    // The limit counts per client address (no proxy is trusted here, so the peer's): every call below is one client's.
    for (let i = 0; i < 11; i++) codes.push((await (i % 2 ? p.b : p.a).get('/v1/api/forex/trade_list')).code);
    // Over the limit the envelope says 429 (HTTP 200, as every API answer: tests/server/lifecycle.test.ts).
    expect(codes).toEqual([...Array(10).fill(1), 429]);
  });
});

describe('the socket cap shared by every instance', () => {
  let q: Pair;
  beforeAll(async () => {
    q = await startPair({ wsMaxPerIp: 2, trustProxy: true });
  });
  afterAll(async () => {
    await q.stop();
  });

  /** Opens a socket as client `ip` (behind the trusted proxy): 'open', or the HTTP status the upgrade got. */
  const open = (url: string, ip: string) =>
    new Promise<{ result: string | number; ws: WebSocket }>((resolve) => {
      const ws = new WebSocket(url.replace('http', 'ws') + '/v1/ws', { headers: { 'x-forwarded-for': ip } });
      ws.once('open', () => resolve({ result: 'open', ws }));
      ws.once('unexpected-response', (_req, res) => resolve({ result: res.statusCode ?? 0, ws }));
      ws.once('error', () => {});
    });

  it("counts a forwarded address's sockets on A and B together, and frees a slot when one closes", async () => {
    const first = await open(q.a.url, '203.0.113.7');
    const second = await open(q.b.url, '203.0.113.7');
    expect([first.result, second.result]).toEqual(['open', 'open']);
    expect((await open(q.a.url, '203.0.113.7')).result).toBe(429);
    expect((await open(q.b.url, '203.0.113.7')).result).toBe(429);
    // Another client behind the same proxy is not affected.
    const other = await open(q.b.url, '198.51.100.2');
    expect(other.result).toBe('open');
    second.ws.close();
    // B frees the slot once it has seen the close: until then A refuses (a refused try takes no slot).
    let again = await open(q.a.url, '203.0.113.7');
    await until(
      async () => {
        if (again.result !== 'open') again = await open(q.a.url, '203.0.113.7');
        return again.result === 'open';
      },
      5000,
      'the freed slot',
    );
    expect(again.result).toBe('open');
    for (const s of [first, other, again]) s.ws.close();
  });
});
