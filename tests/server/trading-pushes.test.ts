import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './test-server.js';
import { demoUser, pairId, tick } from './trading-helpers.js';

let s: TestServer;
beforeAll(async () => { s = await startTestServer({ ticksPerSecond: 0 }); });
afterAll(async () => { await s.stop(); });

/** A logged-in socket holding the trading topics, collecting pushes. */
async function tradingSocket(token: string) {
  const ws = new WebSocket(s.url.replace('http', 'ws') + '/v1/ws');
  const frames: any[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'login', token }));
  for (let i = 0; i < 50 && !frames.some((f) => f.type === 'login_result'); i++) await new Promise((r) => setTimeout(r, 20));
  ws.send(JSON.stringify({ type: 'sub', topic: 'FOREX_TRADE' }));
  ws.send(JSON.stringify({ type: 'sub', topic: 'FOREX_CLOSED' }));
  await new Promise((r) => setTimeout(r, 50));
  /** The first push on `topic` that `match` accepts (a periodic risk pass may push an earlier state first). */
  const waitFor = async (topic: string, match: (data: any) => boolean = () => true) => {
    for (let i = 0; i < 100; i++) {
      const f = frames.find((x) => x.topic === topic && match(x.data));
      if (f) { frames.splice(frames.indexOf(f), 1); return f.data; }
      await new Promise((r) => setTimeout(r, 20));
    }
    return undefined;
  };
  return { ws, frames, waitFor };
}

describe('trading pushes', () => {
  it('sends the owner FOREX_TRADE with live profit and risk, and FOREX_CLOSED with the ids the server closed', async () => {
    const u = await demoUser(s, 'push-owner');
    const other = await demoUser(s, 'push-other');
    const mine = await tradingSocket(u.token);
    const theirs = await tradingSocket(other.token);
    await tick(s, 'BTCUSD', 95_000);
    const o = (await s.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: pairId(s, 'BTCUSD'), stop_loss_price: 94_000 }, u.auth)).data;
    await tick(s, 'BTCUSD', 95_500);
    await s.engine.riskPass();
    const trade = await mine.waitFor('FOREX_TRADE', (d) => d.TransOrder?.[0]?.UpdatePrice === 95_500);
    expect(trade).toMatchObject({ ProfitsTotal: '5.000000', CautionMoneyAll: '95.000000', TransOrder: [{ Id: o.Id, UpdatePrice: 95_500, FactProfits: '5.000000' }] });
    expect(trade.HazardRate).toBeGreaterThan(100);
    await tick(s, 'BTCUSD', 93_900);
    expect(await mine.waitFor('FOREX_CLOSED')).toEqual([o.Id]);
    expect(theirs.frames.filter((f) => f.type === 'push')).toEqual([]);
    mine.ws.close(); theirs.ws.close();
  });

  it('refuses the trading topics to a socket that is not logged in', async () => {
    const ws = new WebSocket(s.url.replace('http', 'ws') + '/v1/ws');
    const frames: any[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'sub', topic: 'FOREX_CLOSED' }));
    const u = await demoUser(s, 'push-anon');
    await tick(s, 'BTCUSD', 95_000);
    const o = (await s.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: pairId(s, 'BTCUSD'), stop_loss_price: 94_000 }, u.auth)).data;
    await tick(s, 'BTCUSD', 93_000);
    await new Promise((r) => setTimeout(r, 200));
    expect(o.Id).toBeGreaterThan(0);
    expect(frames).toEqual([]);
    ws.close();
  });
});
