import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../test-server.js';
import { balanceOf, demoUser, ledgerOf, pairId, tick } from './trading-helpers.js';
import { writeSetting } from '../../../server/content/settings-repository.js';
import { LedgerType } from '../../../core/codes.js';
import { ledgerBreaks } from '../ledger-check.js';

/** Trailing stops and partial close, against a real server on a temporary database. */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await s.stop();
});

const submit = (srv: TestServer, auth: Record<string, string>, q: Record<string, string | number>) =>
  srv.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, ...q }, auth);
const row = (srv: TestServer, id: number) =>
  srv.db
    .selectFrom('orders')
    .select([
      'status',
      'quantity',
      'caution_money',
      'fact_profits',
      'target_loss_price',
      'trailing_distance',
      'close_reason',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('trailing stop', () => {
  it('follows the price up, never down, and fires once as a stop-loss named "trailing"', async () => {
    const u = await demoUser(s, 'trail-up');
    await tick(s, 'BTCUSD', 95_000);
    const o = (await submit(s, u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', trailing_stop: 50 })).data;
    expect(o).toMatchObject({ TargetLossPrice: 94_950, TrailingStop: 50 });
    await tick(s, 'BTCUSD', 95_400.5);
    expect((await row(s, o.Id)).target_loss_price).toBe(95_350.5);
    await tick(s, 'BTCUSD', 95_360); // against the trader: stays (and is above the stop)
    expect(await row(s, o.Id)).toMatchObject({ status: 1, target_loss_price: 95_350.5 });
    await tick(s, 'BTCUSD', 96_000);
    expect((await row(s, o.Id)).target_loss_price).toBe(95_950);
    const before = await balanceOf(s, u.id);
    await tick(s, 'BTCUSD', 95_949);
    await tick(s, 'BTCUSD', 95_300);
    const r = await row(s, o.Id);
    // (95,949 - 95,000) x 0.01 lot x 1 unit = 9.49 USD
    expect(r).toMatchObject({ status: 3, close_reason: 'trailing', fact_profits: 9_490_000 });
    const closes = (await ledgerOf(s, u.id)).filter((l) => l.type === LedgerType.PositionClosed);
    expect(closes).toHaveLength(1);
    expect((await balanceOf(s, u.id)) - before).toBe(closes[0]!.value);
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });

  it('a sell trails down; a stop edit sets, moves and clears it', async () => {
    const u = await demoUser(s, 'trail-sell');
    await tick(s, 'BTCUSD', 95_000);
    const o = (await submit(s, u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', type: 2 })).data;
    expect(
      (await s.get('/v1/api/forex/set_stop_price', { id: o.Id, stop_loss_price: 96_000, trailing_stop: 30 }, u.auth))
        .data,
    ).toMatchObject({ TargetLossPrice: 95_030, TrailingStop: 30 });
    await tick(s, 'BTCUSD', 94_000);
    expect((await row(s, o.Id)).target_loss_price).toBe(94_030);
    await tick(s, 'BTCUSD', 94_020);
    expect((await row(s, o.Id)).target_loss_price).toBe(94_030);
    // Absent trailing_stop clears it: the stop stays where it is and no longer moves.
    expect(
      (await s.get('/v1/api/forex/set_stop_price', { id: o.Id, stop_loss_price: 94_030 }, u.auth)).data,
    ).toMatchObject({ TrailingStop: 0 });
    await tick(s, 'BTCUSD', 93_000);
    expect(await row(s, o.Id)).toMatchObject({ status: 1, target_loss_price: 94_030, trailing_distance: 0 });
  });

  it('a pending order keeps its distance and starts trailing at the first trade after its fill', async () => {
    const u = await demoUser(s, 'trail-pending');
    await tick(s, 'BTCUSD', 95_000);
    const o = (
      await submit(s, u.auth, {
        forex_id: pairId(s, 'BTCUSD'),
        cont: '0.01',
        type: 2,
        status: 0,
        target_price: 96_000,
        trailing_stop: 40,
      })
    ).data;
    expect(o).toMatchObject({ Status: 0, TrailingStop: 40, TargetLossPrice: 0 });
    await tick(s, 'BTCUSD', 96_000);
    expect(await row(s, o.Id)).toMatchObject({ status: 1, target_loss_price: 0 });
    await tick(s, 'BTCUSD', 95_990);
    expect((await row(s, o.Id)).target_loss_price).toBe(96_030);
  });

  it('refuses a distance under one pip or over trailing_max_pips, with translated messages', async () => {
    const u = await demoUser(s, 'trail-bad');
    await tick(s, 'BTCUSD', 95_000);
    const btc = pairId(s, 'BTCUSD');
    expect((await submit(s, u.auth, { forex_id: btc, cont: '0.01', trailing_stop: 0.001 })).msg).toBe(
      'The trailing distance must be at least 0.01',
    );
    expect((await submit(s, u.auth, { forex_id: btc, cont: '0.01', trailing_stop: 100.01 })).msg).toBe(
      'The trailing distance can be at most 100.00',
    );
    await writeSetting(s.db, 'trailing_max_pips', '100');
    expect((await submit(s, u.auth, { forex_id: btc, cont: '0.01', trailing_stop: 1.01 })).msg).toBe(
      'The trailing distance can be at most 1.00',
    );
    await writeSetting(s.db, 'trailing_max_pips', '10000');
    const de = await s.get(
      '/v1/api/forex/submit',
      { type: 1, status: 1, multiple: 10, forex_id: btc, cont: '0.01', trailing_stop: 0.001 },
      { ...u.auth, lang: 'de' },
    );
    expect(de.msg).toBe('Der Trailing-Abstand muss mindestens 0.01 betragen');
    expect(await s.db.selectFrom('orders').select('id').where('user_id', '=', u.id).execute()).toHaveLength(0);
  });

  it('pushes the moved stop-loss on FOREX_TRADE', async () => {
    const u = await demoUser(s, 'trail-push');
    await tick(s, 'BTCUSD', 95_000);
    const o = (await submit(s, u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', trailing_stop: 20 })).data;
    const ws = new WebSocket(s.url.replace('http', 'ws') + '/v1/ws');
    const frames: any[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'login', token: u.token }));
    for (let i = 0; i < 50 && !frames.some((f) => f.type === 'login_result'); i++)
      await new Promise((r) => setTimeout(r, 20));
    ws.send(JSON.stringify({ type: 'sub', topic: 'FOREX_TRADE' }));
    await new Promise((r) => setTimeout(r, 50));
    await tick(s, 'BTCUSD', 95_777);
    let seen: any;
    for (let i = 0; i < 100 && !seen; i++) {
      seen = frames.find(
        (f) =>
          f.topic === 'FOREX_TRADE' &&
          f.data.TransOrder.some((t: any) => t.Id === o.Id && t.TargetLossPrice === 95_757),
      );
      await new Promise((r) => setTimeout(r, 20));
    }
    ws.close();
    expect(seen).toBeTruthy();
  });

  it('survives a restart: the moved stop and the distance are reloaded from the database', async () => {
    const a = await startTestServer({ ticksPerSecond: 0 });
    try {
      const u = await demoUser(a, 'trail-restart');
      await tick(a, 'BTCUSD', 95_000);
      const o = (await submit(a, u.auth, { forex_id: pairId(a, 'BTCUSD'), cont: '0.01', trailing_stop: 50 })).data;
      await tick(a, 'BTCUSD', 96_000);
      await a.close();
      const b = await startTestServer({ ticksPerSecond: 0, dataDir: a.dataDir });
      try {
        expect(b.engine.positions.held.get(o.Id)).toMatchObject({ target_loss_price: 95_950, trailing_distance: 50 });
        await tick(b, 'BTCUSD', 97_000);
        expect((await row(b, o.Id)).target_loss_price).toBe(96_950);
        await tick(b, 'BTCUSD', 96_400);
        expect(await row(b, o.Id)).toMatchObject({ status: 3, close_reason: 'trailing' });
      } finally {
        await b.stop();
      }
    } finally {
      await a.close().catch(() => undefined);
    }
  });
});

describe('partial close', () => {
  it('closes part: one ledger record, margin released pro rata, the rest keeps its stops and trailing', async () => {
    const u = await demoUser(s, 'part-one');
    await tick(s, 'EURUSD', 1.085);
    const o = (
      await submit(s, u.auth, {
        forex_id: pairId(s, 'EURUSD'),
        cont: '0.5',
        multiple: 100,
        target_profit_price: 1.2,
        trailing_stop: 0.002,
      })
    ).data;
    const margin = (await row(s, o.Id)).caution_money; // 0.5 x 100,000 x 1.085 / 100 = 542.5 USD
    expect(margin).toBe(542_500_000);
    await tick(s, 'EURUSD', 1.086);
    const before = await balanceOf(s, u.id);
    const ledgerBefore = (await ledgerOf(s, u.id)).length;
    const r = await s.get('/v1/api/forex/close', { id: o.Id, close_lots: '0.2' }, u.auth);
    expect(r.data).toMatchObject({
      Status: 1,
      Quantity: '0.3',
      CautionMoney: '325.500000',
      TargetProfitPrice: 1.2,
      TargetLossPrice: 1.084,
      TrailingStop: 0.002,
    });
    const ledger = await ledgerOf(s, u.id);
    expect(ledger.slice(ledgerBefore)).toEqual([{ type: LedgerType.PositionClosed, value: 217_000_000 + 20_000_000 }]);
    expect((await balanceOf(s, u.id)) - before).toBe(237_000_000);
    // The rest still trails and closes with the rest of the money.
    await tick(s, 'EURUSD', 1.087);
    expect((await row(s, o.Id)).target_loss_price).toBe(1.085);
    await tick(s, 'EURUSD', 1.0849);
    expect(await row(s, o.Id)).toMatchObject({
      status: 3,
      quantity: '0.3',
      close_reason: 'trailing',
      fact_profits: 20_000_000 - 3_000_000,
    });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });

  it('refuses lots off the step, more than held, or leaving less than the minimum, with translated messages', async () => {
    const u = await demoUser(s, 'part-bad');
    await tick(s, 'EURUSD', 1.085);
    const o = (await submit(s, u.auth, { forex_id: pairId(s, 'EURUSD'), cont: '0.05', multiple: 100 })).data;
    const close = (lots: string, lang = 'en') =>
      s.get('/v1/api/forex/close', { id: o.Id, close_lots: lots }, { ...u.auth, lang });
    expect((await close('0.015')).msg).toBe('Lots must be a multiple of 0.01');
    expect((await close('0.06')).msg).toBe('You hold only 0.05 lots of this order');
    await s.db.updateTable('trade_pairs').set({ min_cont: '0.02' }).where('id', '=', pairId(s, 'EURUSD')).execute();
    await s.market.reloadPairs();
    const min = await close('0.04');
    await s.db.updateTable('trade_pairs').set({ min_cont: '0.01' }).where('id', '=', pairId(s, 'EURUSD')).execute();
    await s.market.reloadPairs();
    expect(min.msg).toBe('At least 0.02 lots must stay open; close all instead');
    const de = await close('0.06', 'de');
    expect(de.msg).toBe('Diese Order umfasst nur 0.05 Lots');
    expect((await row(s, o.Id)).status).toBe(1);
  });

  it('any sequence of partial closes at the same prices realises what one full close does, and the ledger holds', async () => {
    await tick(s, 'USDJPY', 151.423);
    await tick(s, 'EURUSD', 1.085);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 4 }),
        fc.integer({ min: -400, max: 400 }),
        fc.boolean(),
        async (hundredths, parts, move, buy) => {
          run++;
          const lots = (h: number) => (h / 100).toString();
          await tick(s, 'USDJPY', 151.423);
          const one = await demoUser(s, `whole-${run}`);
          const split = await demoUser(s, `split-${run}`);
          const q = { forex_id: pairId(s, 'USDJPY'), cont: lots(hundredths), multiple: 100, type: buy ? 1 : 2 };
          const a = (await submit(s, one.auth, q)).data;
          const b = (await submit(s, split.auth, q)).data;
          const start = [await balanceOf(s, one.id), await balanceOf(s, split.id)];
          await tick(s, 'USDJPY', Number((151.423 + move / 1000).toFixed(3)));
          expect((await s.get('/v1/api/forex/close', { id: a.Id }, one.auth)).code).toBe(1);
          let held = hundredths;
          for (const p of parts) {
            if (p >= held) break;
            expect((await s.get('/v1/api/forex/close', { id: b.Id, close_lots: lots(p) }, split.auth)).code).toBe(1);
            held -= p;
          }
          expect((await s.get('/v1/api/forex/close', { id: b.Id, close_lots: lots(held) }, split.auth)).code).toBe(1);
          const whole = await row(s, a.Id);
          const parted = await row(s, b.Id);
          expect(parted.fact_profits).toBe(whole.fact_profits);
          expect((await balanceOf(s, split.id)) - start[1]!).toBe((await balanceOf(s, one.id)) - start[0]!);
          expect(await ledgerBreaks(s.db, split.id)).toEqual([]);
        },
      ),
      { numRuns: 15 },
    );
  });
});

// The app reads numbers in the trader's language, and the server stays strict behind it: a negative or
// unreadable stop, trailing distance or lots to close is refused with the field named in the trader's language,
// and the order keeps its stops; nothing is read as 0 (which would clear a stop).
describe('stops and lots the server cannot take', () => {
  const de = (auth: Record<string, string>) => ({ ...auth, lang: 'de' });
  it.each([
    ['a negative stop-loss', { stop_loss_price: -94_000 }, 'Ungültiger Wert im Feld „Stop-Loss-Kurs“'],
    ['a stop-loss with a decimal comma', { stop_loss_price: '94000,5' }, 'Ungültiger Wert im Feld „Stop-Loss-Kurs“'],
    ['a negative take-profit', { target_profit_price: -99_000 }, 'Ungültiger Wert im Feld „Take-Profit-Kurs“'],
    ['a negative trailing distance', { trailing_stop: -30 }, 'Ungültiger Wert im Feld „Trailing-Stop-Abstand“'],
  ])('set_stop_price refuses %s, in German, and keeps the stops', async (_n, q, msg) => {
    const u = await demoUser(s, `bad-stop-${_n}`.replace(/\W/g, '').slice(0, 40));
    await tick(s, 'BTCUSD', 95_000);
    const o = (
      await submit(s, u.auth, {
        forex_id: pairId(s, 'BTCUSD'),
        cont: '0.01',
        stop_loss_price: 94_500,
        target_profit_price: 99_000,
      })
    ).data;
    const r = await s.get('/v1/api/forex/set_stop_price', { id: o.Id, ...q }, de(u.auth));
    expect(r).toMatchObject({ code: 0, msg, data: null });
    const after = await s.db
      .selectFrom('orders')
      .select(['target_loss_price', 'target_profit_price', 'trailing_distance'])
      .where('id', '=', o.Id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ target_loss_price: 94_500, target_profit_price: 99_000, trailing_distance: 0 });
  });

  it('submit refuses a negative trailing distance, and close a negative number of lots, naming the field', async () => {
    const u = await demoUser(s, 'bad-trail-submit');
    await tick(s, 'BTCUSD', 95_000);
    const bad = await submit(s, u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.01', trailing_stop: -30 });
    expect(bad).toMatchObject({ code: 0, msg: 'Please check the trailing stop distance.' });
    const o = (await submit(s, u.auth, { forex_id: pairId(s, 'BTCUSD'), cont: '0.02' })).data;
    const close = await s.get('/v1/api/forex/close', { id: o.Id, close_lots: '-0.01' }, de(u.auth));
    expect(close).toMatchObject({ code: 0, msg: 'Ungültiger Wert im Feld „zu schließende Lots“' });
    expect((await row(s, o.Id)).status).toBe(1);
  });
});
