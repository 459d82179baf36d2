import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerUser, startTestServer, type TestServer } from '../test-server.js';
import { attachHub, type Hub } from '../../../server/socket/hub.js';
import { DEFAULT_HUB_LIMITS, type HubLimits } from '../../../server/socket/hub-options.js';
import { openSocket } from '../../support/socket-client.js';
import { waitUntil } from '../../support/wait.js';

/**
 * The hub's own behaviour (refusals, slow readers) with made-up topics and payloads: the typed publish of
 * core/protocol/topics.ts takes only real ones, so these go past its types.
 */
const publishAny = (hub: Hub, topic: string, data: unknown): number =>
  (hub.publish as (topic: string, data: unknown) => number)(topic, data);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.stop();
});

/** Opens a socket to /v1/ws and collects frames. */
async function connect(path = '/v1/ws', base = s.url) {
  const sock = await openSocket(base, path);
  /** The next frame of any kind, or undefined after `ms`. */
  const next = (ms = 2000) => sock.take(() => true, ms);
  /** Waits for the next push on `topic`, skipping others. */
  const nextPush = (topic: string, ms = 3000): Promise<any> =>
    sock.take((f) => f.type === 'push' && f.topic === topic, ms);
  return { ...sock, next, nextPush };
}

describe('the /v1/ws endpoint', () => {
  it('answers ping with pong', async () => {
    const { ws, next } = await connect();
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await next()).toEqual({ type: 'pong' });
    ws.close();
  });

  it('logs in with a session token and refuses a bad one', async () => {
    const { token } = await registerUser(s, 'socket@example.com');
    const { ws, next } = await connect();
    ws.send(JSON.stringify({ type: 'login', token: 'bogus-token-bogus-token-bogus' }));
    expect(await next()).toMatchObject({ type: 'login_result', code: 0 });
    ws.send(JSON.stringify({ type: 'login', token }));
    expect(await next()).toEqual({ type: 'login_result', code: 1 });
    ws.close();
  });

  it('ignores malformed frames and keeps serving', async () => {
    const { ws, next } = await connect();
    ws.send('not json');
    ws.send(JSON.stringify({ type: 'sub' }));
    ws.send(JSON.stringify([1, 2, 3]));
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await next()).toEqual({ type: 'pong' });
    ws.close();
  });

  it('refuses upgrades on other paths', async () => {
    await expect(connect('/elsewhere')).rejects.toBeTruthy();
  });

  it('pushes DAY_MARKET as one array of moved pairs per frame to subscribers', async () => {
    const { ws, nextPush } = await connect();
    ws.send(JSON.stringify({ type: 'sub', topic: 'DAY_MARKET' }));
    const push = await nextPush('DAY_MARKET');
    expect(Array.isArray(push.data)).toBe(true);
    expect(push.data[0]).toMatchObject({
      symbol: expect.any(String),
      quotation: { close: expect.any(Number), change: expect.any(Number) },
    });
    const symbols = push.data.map((d: any) => d.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    ws.close();
  });

  it('pushes KLINE.{code} per changed period, and stops after unsub', async () => {
    const { ws, nextPush, frames, barrier } = await connect();
    ws.send(JSON.stringify({ type: 'sub', topic: 'KLINE.BTCUSD' }));
    const push = await nextPush('KLINE.BTCUSD');
    expect(push.data.kline).toMatchObject({
      Period: expect.stringMatching(/^(1M|5M|15M|30M|1H|1D)$/),
      Time: expect.any(Number),
      Open: expect.any(Number),
    });
    ws.send(JSON.stringify({ type: 'unsub', topic: 'KLINE.BTCUSD' }));
    await barrier();
    frames.length = 0;
    // A push on the topic now would reach a socket still subscribed before the next pong.
    s.hub.publish('KLINE.BTCUSD', push.data);
    await barrier();
    expect(frames.filter((f) => f.topic === 'KLINE.BTCUSD')).toEqual([]);
    ws.close();
  });

  it('ignores unknown topics and private topics before login', async () => {
    const { ws, frames, barrier } = await connect();
    ws.send(JSON.stringify({ type: 'sub', topic: 'KLINE.NOPE' }));
    ws.send(JSON.stringify({ type: 'sub', topic: 'FOREX_TRADE' }));
    ws.send(JSON.stringify({ type: 'sub', topic: 'SOMETHING' }));
    await barrier();
    for (const topic of ['KLINE.NOPE', 'FOREX_TRADE', 'SOMETHING']) publishAny(s.hub, topic, { x: 1 });
    await barrier();
    expect(frames).toEqual([]);
    ws.close();
  });
});

describe('hub limits', () => {
  async function hubWith(limits: Partial<HubLimits>) {
    const http = createServer();
    const hub = attachHub(http, s.db, s.app.log, (t) => (t === 'T' ? 'public' : null), {
      ...DEFAULT_HUB_LIMITS,
      ...limits,
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    return {
      hub,
      url,
      close: async () => {
        await hub.close();
        await new Promise((r) => http.close(r));
      },
    };
  }

  it('closes a socket that sent nothing for the idle time', async () => {
    const h = await hubWith({ idleMs: 300 });
    const { closed } = await connect('/v1/ws', h.url);
    expect(await closed).toBe(4000);
    await h.close();
  });

  it('drops frames beyond the per-second cap', async () => {
    const h = await hubWith({ maxMessagesPerSecond: 10 });
    const { ws, frames } = await connect('/v1/ws', h.url);
    for (let i = 0; i < 30; i++) ws.send(JSON.stringify({ type: 'ping' }));
    // A fixed wait, kept: the cap would drop a barrier's ping too, and the next second's window lets more through.
    await new Promise((r) => setTimeout(r, 300));
    expect(frames.filter((f) => f.type === 'pong')).toHaveLength(10);
    ws.close();
    await h.close();
  });

  it('refuses sockets past the per-IP cap', async () => {
    const h = await hubWith({ maxSocketsPerIp: 2 });
    const a = await connect('/v1/ws', h.url);
    const b = await connect('/v1/ws', h.url);
    await expect(connect('/v1/ws', h.url)).rejects.toBeTruthy();
    a.ws.close();
    b.ws.close();
    await h.close();
  });

  it('stops feeding and then disconnects a client that does not read', async () => {
    const h = await hubWith({ dropAboveBytes: 64 * 1024, closeAfterDrops: 100 });
    const { ws, closed, barrier } = await connect('/v1/ws', h.url);
    ws.send(JSON.stringify({ type: 'sub', topic: 'T' }));
    await barrier();
    (ws as any)._socket.pause(); // a phone that stopped reading
    const payload = 'x'.repeat(16 * 1024);
    let gone = false;
    void closed.then(() => {
      gone = true;
    });
    for (let i = 0; i < 4000 && !gone; i++) {
      publishAny(h.hub, 'T', payload);
      if (i % 50 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(h.hub.dropped).toBeGreaterThan(0);
    (ws as any)._socket.resume();
    await closed;
    expect(h.hub.clientCount).toBe(0);
    await h.close();
  });

  it('cuts a slow reader that keeps pinging once its queue has stayed over the limit for the set time', async () => {
    // Drops alone never cut it (closeAfterDrops out of reach): only the time over the limit may.
    const h = await hubWith({ dropAboveBytes: 64 * 1024, closeAfterDrops: 1e9, slowCloseMs: 600 });
    const { ws, barrier } = await connect('/v1/ws', h.url);
    ws.send(JSON.stringify({ type: 'sub', topic: 'T' }));
    await barrier();
    (ws as any)._socket.pause(); // reads nothing, yet stays "alive" by pinging
    const payload = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 2000 && h.hub.dropped === 0; i++) {
      publishAny(h.hub, 'T', payload);
      if (i % 50 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(h.hub.dropped).toBeGreaterThan(0);
    const ping = setInterval(() => ws.send(JSON.stringify({ type: 'ping' })), 150);
    await waitUntil(() => h.hub.clientCount === 0, { timeout: 5000 }).catch(() => undefined);
    clearInterval(ping);
    expect(h.hub.clientCount).toBe(0);
    ws.terminate();
    await h.close();
  });
});
