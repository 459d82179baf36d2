import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { demoUser } from '../../support/users.js';
import { pairId, tick } from '../../support/market.js';
import { openSocket } from '../../support/socket-client.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0 });
});
afterAll(async () => {
  await s.stop();
});

/** A logged-in socket holding the trading topics, collecting pushes. */
async function tradingSocket(token: string) {
  const sock = await openSocket(s.url);
  await sock.login(token);
  await sock.sub('FOREX_TRADE', 'FOREX_CLOSED', 'FOREX_PENDING');
  return sock;
}

describe('trading pushes', () => {
  it('sends the owner FOREX_TRADE with live profit and risk, and FOREX_CLOSED with the ids the server closed', async () => {
    const u = await demoUser(s, 'push-owner');
    const other = await demoUser(s, 'push-other');
    const mine = await tradingSocket(u.token);
    const theirs = await tradingSocket(other.token);
    await tick(s, 'BTCUSD', 95_000);
    const o = (
      await s.get(
        '/v1/api/forex/submit',
        { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: pairId(s, 'BTCUSD'), stop_loss_price: 94_000 },
        u.auth,
      )
    ).data;
    await tick(s, 'BTCUSD', 95_500);
    await s.engine.riskPass();
    const trade = await mine.push('FOREX_TRADE', (d) => d.TransOrder?.[0]?.UpdatePrice === 95_500);
    expect(trade).toMatchObject({
      ProfitsTotal: '5.000000',
      CautionMoneyAll: '95.000000',
      TransOrder: [{ Id: o.Id, UpdatePrice: 95_500, FactProfits: '5.000000' }],
    });
    expect(trade.HazardRate).toBeGreaterThan(100);
    await tick(s, 'BTCUSD', 93_900);
    expect(await mine.push('FOREX_CLOSED')).toEqual([o.Id]);
    await theirs.barrier();
    expect(theirs.frames.filter((f) => f.type === 'push')).toEqual([]);
    mine.ws.close();
    theirs.ws.close();
  });

  it('sends the owner FOREX_PENDING naming a pending order the server filled, and one cancelled from another session', async () => {
    const u = await demoUser(s, 'push-pending');
    const other = await demoUser(s, 'push-pending-x');
    const mine = await tradingSocket(u.token);
    const theirs = await tradingSocket(other.token);
    await tick(s, 'ETHUSD', 3400);
    const place = (target: number) =>
      s.get(
        '/v1/api/forex/submit',
        { type: 1, status: 0, multiple: 10, cont: '0.01', forex_id: pairId(s, 'ETHUSD'), target_price: target },
        u.auth,
      );
    const a = (await place(3300)).data;
    const b = (await place(3000)).data;
    await tick(s, 'ETHUSD', 3299);
    expect(await mine.push('FOREX_PENDING')).toEqual({ filled: [a.Id], cancelled: [] });
    const held = (await s.get('/v1/api/forex/my_deal', { status: 1, page: 1 }, u.auth)).data.data;
    expect(held.map((o: { Id: number }) => o.Id)).toEqual([a.Id]);
    expect((await s.get('/v1/api/forex/cancel_trade', { id: b.Id }, u.auth)).code).toBe(1);
    expect(await mine.push('FOREX_PENDING')).toEqual({ filled: [], cancelled: [b.Id] });
    // The one already filled can no longer be cancelled: a clear message, nothing moves.
    expect(await s.get('/v1/api/forex/cancel_trade', { id: a.Id }, u.auth)).toMatchObject({
      code: 0,
      msg: 'This order has already been filled or cancelled',
    });
    await theirs.barrier();
    expect(theirs.frames.filter((f) => f.type === 'push')).toEqual([]);
    mine.ws.close();
    theirs.ws.close();
  });

  it('stores why the server closed an order and names it in my_deal, with the close price', async () => {
    const u = await demoUser(s, 'push-reason');
    await tick(s, 'BTCUSD', 95_000);
    const open = (q: Record<string, number>) =>
      s.get(
        '/v1/api/forex/submit',
        { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: pairId(s, 'BTCUSD'), ...q },
        u.auth,
      );
    const sl = (await open({ stop_loss_price: 94_000 })).data;
    const tp = (await open({ target_profit_price: 96_000 })).data;
    const byHand = (await open({})).data;
    const pend = (
      await s.get(
        '/v1/api/forex/submit',
        { type: 1, status: 0, multiple: 10, cont: '0.01', forex_id: pairId(s, 'BTCUSD'), target_price: 50_000 },
        u.auth,
      )
    ).data;
    await tick(s, 'BTCUSD', 93_950);
    await tick(s, 'BTCUSD', 96_010);
    await s.get('/v1/api/forex/close', { id: byHand.Id }, u.auth);
    await s.get('/v1/api/forex/cancel_trade', { id: pend.Id }, u.auth);
    const hist = (await s.get('/v1/api/forex/my_deal', { status: 3, page: 1 }, u.auth)).data.data as {
      Id: number;
      CloseReason: string;
      UpdatePrice: number;
      OriginPrice: number;
      Status: number;
    }[];
    const by = new Map(hist.map((o) => [o.Id, o]));
    expect(by.get(sl.Id)).toMatchObject({ Status: 3, CloseReason: 'sl', UpdatePrice: 93_950 });
    expect(by.get(tp.Id)).toMatchObject({ Status: 3, CloseReason: 'tp', UpdatePrice: 96_010 });
    expect(by.get(byHand.Id)).toMatchObject({ Status: 3, CloseReason: 'manual', UpdatePrice: 96_010 });
    expect(by.get(pend.Id)).toMatchObject({ Status: 4, CloseReason: 'cancelled', OriginPrice: 50_000 });
  });

  it('refuses the trading topics to a socket that is not logged in', async () => {
    const sock = await openSocket(s.url);
    sock.send({ type: 'sub', topic: 'FOREX_CLOSED' });
    sock.send({ type: 'sub', topic: 'FOREX_PENDING' });
    const u = await demoUser(s, 'push-anon');
    await tick(s, 'BTCUSD', 95_000);
    const o = (
      await s.get(
        '/v1/api/forex/submit',
        { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: pairId(s, 'BTCUSD'), stop_loss_price: 94_000 },
        u.auth,
      )
    ).data;
    await tick(s, 'BTCUSD', 93_000);
    await s.get(
      '/v1/api/forex/submit',
      { type: 1, status: 0, multiple: 10, cont: '0.01', forex_id: pairId(s, 'BTCUSD'), target_price: 92_000 },
      u.auth,
    );
    await tick(s, 'BTCUSD', 91_900);
    await sock.barrier();
    expect(o.Id).toBeGreaterThan(0);
    expect(sock.frames).toEqual([]);
    sock.close();
  });
});
