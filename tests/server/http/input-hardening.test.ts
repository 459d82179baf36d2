import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { opAuth, startFundsServer } from '../../support/operators.js';
import { demoUser, type Real } from '../../support/users.js';
import { setBalance } from '../../support/balances.js';
import { pairId, tick } from '../../support/market.js';
import { writeSetting } from '../../../server/content/settings-repository.js';
import { SimulatedFeed } from '../../../server/market/simulator.js';
import { ledgerBreaks } from '../ledger-check.js';

let s: TestServer;
let trader: Real;
let admin: { authorization: string };
const BAD_NUMBERS = ['Infinity', '-Infinity', '1e309', '-1e309', '0x10', '02', '00.01', '1e3', 'NaN', ' 1'];
const openBtc = (u: Real, extra: Record<string, string | number> = {}) =>
  s.post(
    '/v1/api/forex/submit',
    { type: 1, cont: '0.01', forex_id: pairId(s, 'BTCUSD'), status: 1, multiple: 10, ...extra },
    u.auth,
  );
const setTradable = async (code: string, tradable: 0 | 1) =>
  expect((await s.post(`/admin/api/pairs/${pairId(s, code)}`, { tradable }, admin)).code).toBe(1);

beforeAll(async () => {
  s = await startFundsServer();
  admin = opAuth();
  trader = await demoUser(s, 'hardening1');
  await tick(s, 'BTCUSD', 95_000);
});
afterAll(async () => {
  await s.stop();
});

describe('numbers from outside are finite, plain and in range', () => {
  it('refuses Infinity, 1e309, hex, padded and exponent forms of a page with an envelope, never a 500', async () => {
    for (const page of BAD_NUMBERS) {
      const r = await s.get('/v1/api/forex/my_deal', { status: 1, page }, trader.auth);
      expect([r.status, r.code], page).toEqual([200, 0]);
      const news = await s.get('/api/news/list', { page });
      expect(news.status, page).toBeLessThan(500);
    }
    expect((await s.get('/v1/api/forex/my_deal', { status: 1, page: '1' }, trader.auth)).code).toBe(1);
  });

  it('refuses an infinite or hex target price on submit, and padded lots', async () => {
    for (const target_price of ['Infinity', '1e309', '0x10']) {
      const r = await openBtc(trader, { status: 0, target_price });
      expect([r.status, r.code], target_price).toEqual([200, 0]);
    }
    for (const cont of ['00.01', '0.010e0', '+0.01']) expect((await openBtc(trader, { cont })).code, cont).toBe(0);
    expect(await ledgerBreaks(s.db, trader.id)).toEqual([]);
  });

  it('refuses an operator pair edit with volatility Infinity or start_price -1e309, JSON or form', async () => {
    const id = pairId(s, 'ETHUSD');
    const bodies: Record<string, string>[] = [
      { volatility: 'Infinity' },
      { start_price: '-1e309' },
      { volatility: '0x1' },
      { start_price: '02' },
    ];
    for (const body of bodies) {
      expect((await s.post(`/admin/api/pairs/${id}`, body, admin)).code, JSON.stringify(body)).toBe(0);
    }
    const res = await fetch(`${s.url}/admin/api/pairs/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin },
      body: '{"volatility":1e309}',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).code).toBe(0);
    const row = await s.db
      .selectFrom('trade_pairs')
      .select(['volatility', 'start_price'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number.isFinite(row.volatility) && Number.isFinite(row.start_price)).toBe(true);
  });

  it('keeps a pair quoting on its last good settings when the catalogue holds an unusable value', async () => {
    const p = s.market.pairByCode('ETHUSD')!;
    const before = s.market.feedPair(p);
    await s.db
      .updateTable('trade_pairs')
      .set({ volatility: Infinity, start_price: -Infinity })
      .where('id', '=', p.id)
      .execute();
    await s.market.reloadPairs();
    const kept = s.market.feedPair(s.market.pairByCode('ETHUSD')!);
    expect([kept.vol, kept.anchor]).toEqual([before.vol, before.anchor]);
    expect(Number.isFinite(kept.price) && kept.price > 0).toBe(true);
    await s.db
      .updateTable('trade_pairs')
      .set({ volatility: before.vol, start_price: before.anchor })
      .where('id', '=', p.id)
      .execute();
    await s.market.reloadPairs();
  });
});

describe('text from outside holds no control characters', () => {
  it('refuses a NUL or an escape in a login, a registration or an operator login with an envelope, never a 500', async () => {
    const login = await s.post('/api/user/login', { email: 'a\u0000@b.com', password: 'secret12' });
    expect(login).toMatchObject({ code: 0, msg: 'Please check the e-mail.' });
    const op = await fetch(`${s.url}/admin/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: '\u0000', password: false }),
    });
    expect(op.status).toBe(200);
    expect(await op.json()).toMatchObject({ code: 0, msg: 'Please check the e-mail.' });
    const reg = await s.post(
      '/v1/api/forex/alert/add',
      { forex_id: pairId(s, 'BTCUSD'), price: '1\u001b' },
      trader.auth,
    );
    expect(reg).toMatchObject({ code: 0, msg: 'Please check the price.' });
    // Tab, line feed and carriage return are text, not controls.
    expect((await s.post('/api/user/login', { email: 'a\t@b.com', password: 'secret12' })).msg).not.toMatch(
      /Please check the email/,
    );
  });
});

describe('no free pending orders', () => {
  it('refuses a target that rounds to 0 at the pair precision (margin and fee would be 0)', async () => {
    const r = await openBtc(trader, { status: 0, target_price: '0.000001' });
    expect(r.code).toBe(0);
    expect(
      await s.db.selectFrom('orders').select('id').where('user_id', '=', trader.id).where('status', '=', 0).execute(),
    ).toHaveLength(0);
  });

  it('caps the open pending orders of one user by the max_pending_orders setting, with a translated message', async () => {
    await writeSetting(s.db, 'max_pending_orders', '3');
    const u = await demoUser(s, 'hardening2');
    const all = await Promise.all(Array.from({ length: 6 }, () => openBtc(u, { status: 0, target_price: 90_000 })));
    expect(all.filter((r) => r.code === 1)).toHaveLength(3);
    const de = await s.post(
      '/v1/api/forex/submit',
      { type: 1, cont: '0.01', forex_id: pairId(s, 'BTCUSD'), status: 0, target_price: 90_000, multiple: 10 },
      { ...u.auth, lang: 'de' },
    );
    expect(de).toMatchObject({
      code: 0,
      msg: 'Sie haben bereits 3 ausstehende Aufträge: stornieren Sie einen, um einen neuen zu erteilen',
    });
    await writeSetting(s.db, 'max_pending_orders', '200');
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });
});

describe('a closed market refuses closes, cancels and stop edits', () => {
  it('refuses them while the operator has closed the pair, and accepts them once reopened', async () => {
    const u = await demoUser(s, 'hardening3');
    const held = await openBtc(u);
    const pending = await openBtc(u, { status: 0, target_price: 80_000 });
    expect([held.code, pending.code]).toEqual([1, 1]);
    await setTradable('BTCUSD', 0);
    const balance = async () =>
      (await s.db.selectFrom('users').select('balance').where('id', '=', u.id).executeTakeFirstOrThrow()).balance;
    const b0 = await balance();
    const closed = 'The market is closed';
    expect(await s.post('/v1/api/forex/close', { id: held.data.Id }, u.auth)).toMatchObject({ code: 0, msg: closed });
    expect(await s.post('/v1/api/forex/cancel_trade', { id: pending.data.Id }, u.auth)).toMatchObject({
      code: 0,
      msg: closed,
    });
    expect(
      await s.post('/v1/api/forex/set_stop_price', { id: held.data.Id, stop_loss_price: 50_000 }, u.auth),
    ).toMatchObject({ code: 0, msg: closed });
    expect(await balance()).toBe(b0);
    await setTradable('BTCUSD', 1);
    expect((await s.post('/v1/api/forex/close', { id: held.data.Id }, u.auth)).code).toBe(1);
    expect((await s.post('/v1/api/forex/cancel_trade', { id: pending.data.Id }, u.auth)).code).toBe(1);
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });

  it('does not stop out at a closed market price; stop-out acts at the first price after the reopening', async () => {
    const u = await demoUser(s, 'hardening4');
    const held = await openBtc(u, { cont: '1' });
    expect(held.code).toBe(1);
    await setBalance(s, u.id, 0);
    await setTradable('BTCUSD', 0);
    await tick(s, 'BTCUSD', 60_000); // a price while closed (a test drives it; the feed no longer does)
    await s.engine.riskPass();
    const status = async () =>
      await s.db
        .selectFrom('orders')
        .select(['status', 'update_price'])
        .where('id', '=', held.data.Id)
        .executeTakeFirstOrThrow();
    expect((await status()).status).toBe(1);
    await setTradable('BTCUSD', 1);
    await tick(s, 'BTCUSD', 61_000);
    await s.engine.riskPass();
    expect(await status()).toEqual({ status: 3, update_price: 61_000 });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });

  it('stops ticking a pair the operator closed', async () => {
    let now = Date.UTC(2026, 0, 7, 12); // a Wednesday: every market open
    const pair = { id: 1, price: 100, anchor: 100, vol: 0.5, hours: 'always', precision: 2, volumePerMinute: 10 };
    const feed = new SimulatedFeed([pair], { seed: 7, tickChance: 1, now: () => now });
    expect(feed.step((now += 1000))).toHaveLength(1);
    feed.setPairs([{ ...pair, halted: true }]);
    expect(feed.isOpen(1, now)).toBe(false);
    for (let i = 0; i < 20; i++) expect(feed.step((now += 1000))).toHaveLength(0);
    feed.setPairs([{ ...pair, halted: false }]);
    expect(feed.step((now += 1000))).toHaveLength(1);
  });
});
