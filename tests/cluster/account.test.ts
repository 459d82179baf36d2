import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, engineCaughtUp, socketOn, startPair, type Pair } from './cluster-helpers.js';
import { demoUser, pairId } from '../server/trading/trading-helpers.js';
import { OPERATOR, operatorLogin, realUser } from '../server/funds/funds-helpers.js';
import type { AccountPush } from '../../core/protocol/frames.js';
import type { TestServer } from '../server/test-server.js';

/**
 * Across instances: the same account on two phones whose sockets are on different instances. Every change,
 * made through either instance or by the engine (which runs on A), reaches the socket on the other (ACCOUNT).
 */

let p: Pair;
beforeAll(async () => {
  p = await startPair({ ...OPERATOR, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await p.stop();
});

/** The state of order `id` in the first ACCOUNT push on `phone` that names it in `status` and passes `more`. */
const orderOn = async (
  phone: Awaited<ReturnType<typeof socketOn>>,
  id: number,
  status: number,
  more: (o: AccountPush['orders'][number]) => boolean = () => true,
) =>
  (
    (await phone.waitFor('ACCOUNT', (d: AccountPush) =>
      d.orders.some((o) => o.Id === id && o.Status === status && more(o)),
    )) as AccountPush
  ).orders.find((o) => o.Id === id)!;

/** Opens, partly closes, edits, closes, places and cancels through `via`; `phone` (on the other instance) hears each. */
async function changesReach(
  via: TestServer,
  phone: Awaited<ReturnType<typeof socketOn>>,
  auth: Record<string, string>,
) {
  const btc = pairId(via, 'BTCUSD');
  const submit = (q: Record<string, string | number>) =>
    via.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, forex_id: btc, cont: '0.05', ...q }, auth);
  const o = (await submit({})).data;
  expect(await orderOn(phone, o.Id, 1)).toMatchObject({ Quantity: '0.05' });
  expect((await via.get('/v1/api/forex/close', { id: o.Id, close_lots: '0.03' }, auth)).code).toBe(1);
  await orderOn(phone, o.Id, 1, (x) => x.Quantity === '0.02');
  expect((await via.get('/v1/api/forex/set_stop_price', { id: o.Id, stop_loss_price: 90_000 }, auth)).code).toBe(1);
  await orderOn(phone, o.Id, 1, (x) => x.TargetLossPrice === 90_000);
  expect((await via.get('/v1/api/forex/close', { id: o.Id }, auth)).code).toBe(1);
  expect(await orderOn(phone, o.Id, 3)).toMatchObject({ CloseReason: 'manual' });
  const pend = (await submit({ status: 0, target_price: 80_000 })).data;
  await orderOn(phone, pend.Id, 0);
  expect((await via.get('/v1/api/forex/cancel_trade', { id: pend.Id }, auth)).code).toBe(1);
  await orderOn(phone, pend.Id, 4);
}

describe('ACCOUNT across instances', () => {
  it("sends each change made through A to the user's socket on B, and each made through B to the one on A", async () => {
    const { a, b } = p;
    await drive(a, [a, b], 'BTCUSD', 95_000);
    const u = await demoUser(a, 'cl-account');
    const [onA, onB] = await Promise.all([socketOn(a, ['ACCOUNT'], u.token), socketOn(b, ['ACCOUNT'], u.token)]);
    await changesReach(a, onB, u.auth);
    await changesReach(b, onA, u.auth);
    onA.close();
    onB.close();
  });

  it("sends what the engine on A fills, moves and closes to the user's socket on B", async () => {
    const { a, b } = p;
    await drive(a, [a, b], 'BTCUSD', 95_000);
    const u = await demoUser(b, 'cl-account-engine');
    const onB = await socketOn(b, ['ACCOUNT'], u.token);
    const q = { type: 1, multiple: 10, forex_id: pairId(b, 'BTCUSD'), cont: '0.01' };
    const pend = (await b.get('/v1/api/forex/submit', { ...q, status: 0, target_price: 94_500 }, u.auth)).data;
    const trail = (await b.get('/v1/api/forex/submit', { ...q, status: 1, trailing_stop: 100 }, u.auth)).data;
    await engineCaughtUp(a);
    // The trailing stop starts at 94,900 and the engine moves it to 95,200, then a fall fills one and closes the other.
    await drive(a, [a, b], 'BTCUSD', 95_300);
    await orderOn(onB, trail.Id, 1, (x) => x.TargetLossPrice === 95_200);
    await drive(a, [a, b], 'BTCUSD', 94_400);
    expect(await orderOn(onB, pend.Id, 1)).toMatchObject({ Price: 94_400 });
    expect(await orderOn(onB, trail.Id, 3)).toMatchObject({ CloseReason: 'trailing' });
    onB.close();
  });

  it("sends an operator's adjustment made on A to the user's socket on B", async () => {
    const { a, b } = p;
    const u = await realUser(a, 'cl-account-adjust@example.com');
    const onB = await socketOn(b, ['ACCOUNT'], u.token);
    const op = await operatorLogin(a);
    expect((await a.post(`/admin/api/users/${u.id}/adjust`, { amount: '12.5', memo: 'goodwill' }, op)).code).toBe(1);
    expect((await onB.waitFor('ACCOUNT', (d: AccountPush) => !!d.balance)).balance).toEqual({
      balance: '12.500000',
      lock_balance: '0.000000',
    });
    onB.close();
  });
});
