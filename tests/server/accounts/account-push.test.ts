import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from '../test-server.js';
import { demoUser, pairId, setBalance, tick } from '../trading/trading-helpers.js';
import { bindBank, creditByDeposit, draw, ids, opAuth, realUser, startFundsServer } from '../funds/funds-helpers.js';
import { AlertDirection, AlertMode } from '../../../core/codes.js';
import type { AccountPush } from '../../../core/protocol/frames.js';

/**
 * The same account open on two phones. Every change of a user's orders, balance or alerts, from one of
 * their sessions, the engine or an operator, reaches ALL of their sockets as ACCOUNT, with the orders as they are now.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startFundsServer();
});
afterAll(async () => {
  await s.stop();
});

/** A phone: a socket logged in as `token` holding ACCOUNT, collecting its pushes. */
async function phone(token: string) {
  const ws = new WebSocket(s.url.replace('http', 'ws') + '/v1/ws');
  const pushes: AccountPush[] = [];
  let logged = false;
  ws.on('message', (d) => {
    const f = JSON.parse(d.toString());
    if (f.type === 'login_result') logged = true;
    if (f.topic === 'ACCOUNT') pushes.push(f.data);
  });
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'login', token }));
  for (let i = 0; i < 100 && !logged; i++) await new Promise((r) => setTimeout(r, 20));
  ws.send(JSON.stringify({ type: 'sub', topic: 'ACCOUNT' }));
  await new Promise((r) => setTimeout(r, 100));
  /** The first push not yet taken that `match` accepts, within 3 s (the pushes before it are taken too). */
  const next = async (match: (p: AccountPush) => boolean): Promise<AccountPush> => {
    for (let i = 0; i < 150; i++) {
      const at = pushes.findIndex(match);
      if (at >= 0) return pushes.splice(0, at + 1)[at]!;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ACCOUNT push matched; got ${JSON.stringify(pushes)}`);
  };
  /** The state of order `id` in the next push that names it in `status` (and `more` of its fields). */
  const order = async (id: number, status: number, more: (o: AccountPush['orders'][number]) => boolean = () => true) =>
    (await next((p) => p.orders.some((o) => o.Id === id && o.Status === status && more(o)))).orders.find(
      (o) => o.Id === id,
    )!;
  return { ws, pushes, next, order, close: () => ws.close() };
}

const btc = () => pairId(s, 'BTCUSD');
const submit = (auth: Record<string, string>, q: Record<string, string | number>) =>
  s.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: btc(), ...q }, auth);

describe('ACCOUNT: one account on two phones', () => {
  it("tells both of a user's sockets every order change made from one session, and nobody else", async () => {
    const u = await demoUser(s, 'acct-two-phones');
    const someone = await demoUser(s, 'acct-someone');
    const [a, b, other] = await Promise.all([phone(u.token), phone(u.token), phone(someone.token)]);
    await tick(s, 'BTCUSD', 95_000);

    // Open 0.05 lots: margin 0.05 x 95,000 / 10 = 475 out of 100,000 (and the fee).
    const o = (await submit(u.auth, { cont: '0.05' })).data;
    for (const p of [a, b]) {
      const push = await p.next((x) => x.orders.some((y) => y.Id === o.Id));
      expect(push.orders).toEqual([expect.objectContaining({ Id: o.Id, Status: 1, Quantity: '0.05' })]);
      expect(push.balance?.balance).toBe((await s.get('/v1/api/main/wallet/getBalance', {}, u.auth)).data.balance);
    }

    // Close 0.03 of 0.05: the rest keeps 2/5 of the margin.
    expect((await s.get('/v1/api/forex/close', { id: o.Id, close_lots: '0.03' }, u.auth)).code).toBe(1);
    for (const p of [a, b])
      expect(await p.order(o.Id, 1, (x) => x.Quantity === '0.02')).toMatchObject({ CautionMoney: '190.000000' });

    // New stops (and a trailing distance).
    const stops = { id: o.Id, stop_loss_price: 94_000, target_profit_price: 99_000, trailing_stop: 0 };
    expect((await s.get('/v1/api/forex/set_stop_price', stops, u.auth)).code).toBe(1);
    for (const p of [a, b])
      expect(await p.order(o.Id, 1, (x) => x.TargetLossPrice === 94_000)).toMatchObject({ TargetProfitPrice: 99_000 });

    // Closed: its state as history shows it.
    expect((await s.get('/v1/api/forex/close', { id: o.Id }, u.auth)).code).toBe(1);
    for (const p of [a, b]) expect(await p.order(o.Id, 3)).toMatchObject({ CloseReason: 'manual', Quantity: '0.02' });

    // A pending order placed, then cancelled.
    const pend = (await submit(u.auth, { status: 0, target_price: 90_000 })).data;
    for (const p of [a, b]) expect(await p.order(pend.Id, 0)).toMatchObject({ OriginPrice: 90_000 });
    expect((await s.get('/v1/api/forex/cancel_trade', { id: pend.Id }, u.auth)).code).toBe(1);
    for (const p of [a, b]) expect(await p.order(pend.Id, 4)).toMatchObject({ CloseReason: 'cancelled' });

    await s.account.settle();
    expect(other.pushes).toEqual([]);
    for (const p of [a, b, other]) p.close();
  });

  it('tells them what the engine changes on its own: a fill, a trailing stop it moves, a stop-loss, a stop-out', async () => {
    const u = await demoUser(s, 'acct-engine');
    const [a, b] = await Promise.all([phone(u.token), phone(u.token)]);
    await tick(s, 'BTCUSD', 95_000);
    await tick(s, 'ETHUSD', 3_400);
    const pend = (await submit(u.auth, { status: 0, target_price: 94_500 })).data;
    await tick(s, 'BTCUSD', 94_400);
    for (const p of [a, b]) expect(await p.order(pend.Id, 1)).toMatchObject({ Price: 94_400 });
    // A trailing stop starts at 94,350 and moves up with the price (never down), then closes the order.
    const trail = (await submit(u.auth, { trailing_stop: 50 })).data;
    await tick(s, 'BTCUSD', 94_700);
    for (const p of [a, b]) await p.order(trail.Id, 1, (x) => x.TargetLossPrice === 94_650);
    await tick(s, 'BTCUSD', 94_640);
    for (const p of [a, b]) expect(await p.order(trail.Id, 3)).toMatchObject({ CloseReason: 'trailing' });

    // A stop-out: ETH loses more than the account can carry.
    const eth = (await submit(u.auth, { forex_id: pairId(s, 'ETHUSD'), cont: '1', multiple: 20 })).data;
    await s.get('/v1/api/forex/close', { id: pend.Id }, u.auth);
    await setBalance(s, u.id, 10_000_000);
    await tick(s, 'ETHUSD', 3_250);
    await s.engine.riskPass();
    await s.engine.idle();
    for (const p of [a, b]) expect(await p.order(eth.Id, 3)).toMatchObject({ CloseReason: 'stop_out' });
    a.close();
    b.close();
  });

  it('removes every order of a reset demo account from both, with its new balance', async () => {
    const u = await demoUser(s, 'acct-reset');
    const [a, b] = await Promise.all([phone(u.token), phone(u.token)]);
    await tick(s, 'BTCUSD', 95_000);
    const held = (await submit(u.auth, {})).data;
    const pend = (await submit(u.auth, { status: 0, target_price: 90_000 })).data;
    expect((await s.get('/v1/api/main/user/resetForexDemoAccount', {}, u.auth)).code).toBe(1);
    for (const p of [a, b]) {
      const push = await p.next((x) => x.removed.length > 0);
      expect(push.removed.sort()).toEqual([held.Id, pend.Id].sort());
      expect(push.balance).toEqual({ balance: '100000.000000', lock_balance: '0.000000' });
    }
    a.close();
    b.close();
  });

  it("tells them of the operator's changes and of a withdrawal asked for on one of them", async () => {
    const u = await realUser(s, 'acct-operator@example.com');
    const [a, b] = await Promise.all([phone(u.token), phone(u.token)]);
    const op = opAuth();
    await creditByDeposit(s, u, '100');
    for (const p of [a, b])
      expect((await p.next((x) => !!x.balance)).balance).toEqual({ balance: '100.000000', lock_balance: '0.000000' });
    expect((await s.post(`/admin/api/users/${u.id}/adjust`, { amount: '-10', memo: 'fee' }, op)).code).toBe(1);
    for (const p of [a, b]) expect((await p.next((x) => !!x.balance)).balance?.balance).toBe('90.000000');

    const { wUsd } = await ids(s);
    const method = await bindBank(s, u, wUsd.id);
    const withdraw = async () =>
      (await draw(s, u, { draw_currency_id: wUsd.id, number: '20', draw_method_id: method })).data.id as number;
    const paid = await withdraw();
    for (const p of [a, b])
      expect((await p.next((x) => !!x.balance)).balance).toEqual({ balance: '70.000000', lock_balance: '20.000000' });
    const rejected = await withdraw();
    for (const p of [a, b]) expect((await p.next((x) => !!x.balance)).balance?.lock_balance).toBe('40.000000');
    expect((await s.post(`/admin/api/withdrawals/${paid}/pay`, { notes: 'sent' }, op)).code).toBe(1);
    for (const p of [a, b])
      expect((await p.next((x) => !!x.balance)).balance).toEqual({ balance: '50.000000', lock_balance: '20.000000' });
    expect((await s.post(`/admin/api/withdrawals/${rejected}/reject`, {}, op)).code).toBe(1);
    for (const p of [a, b])
      expect((await p.next((x) => !!x.balance)).balance).toEqual({ balance: '70.000000', lock_balance: '0.000000' });
    a.close();
    b.close();
  });

  it('tells them when a price alert is set, fires or is deleted', async () => {
    const u = await demoUser(s, 'acct-alerts');
    const [a, b] = await Promise.all([phone(u.token), phone(u.token)]);
    await tick(s, 'BTCUSD', 95_000);
    const add = (price: number) =>
      s.get(
        '/v1/api/forex/alert/add',
        { forex_id: btc(), price, direction: AlertDirection.Above, mode: AlertMode.Once },
        u.auth,
      );
    const fires = (await add(96_000)).data;
    const kept = (await add(97_000)).data;
    for (const p of [a, b]) await p.next((x) => x.alerts === true);
    await tick(s, 'BTCUSD', 96_100);
    await s.alerts.idle();
    for (const p of [a, b]) await p.next((x) => x.alerts === true);
    expect((await s.get('/v1/api/forex/alert/delete', { id: kept.Id }, u.auth)).code).toBe(1);
    for (const p of [a, b]) await p.next((x) => x.alerts === true);
    expect(fires.Id).toBeGreaterThan(0);
    a.close();
    b.close();
  });
});
