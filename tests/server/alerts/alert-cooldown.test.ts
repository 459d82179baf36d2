import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSocket as sharedAlertSocket } from './alert-socket.js';
import { startTestServer, type TestServer } from '../test-server.js';
import { OPERATOR, operatorLogin } from '../funds/funds-helpers.js';
import { demoUser, pairId } from '../trading/trading-helpers.js';
import { formatUtc } from '../../../core/rules/datetime.js';
import { AlertDirection, AlertMode } from '../../../core/codes.js';

/**
 * An every-time alert fires at most once per `alert_every_time_cooldown_seconds` (by the trades'
 * own times, so the test chooses every instant), and each firing is kept in the owner's list of fired alerts.
 */

let s: TestServer;
let admin: { authorization: string };
beforeAll(async () => {
  s = await startTestServer({ ...OPERATOR, ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
  admin = await operatorLogin(s);
});
afterAll(async () => {
  await s.stop();
});

/** Trade times only move forward in this file (the candles follow them): each test starts an hour after the last. */
let clock = Date.now();
const later = () => (clock += 3_600_000);

/** A trade on BTCUSD at `price`, at `at` (Unix ms), and the alert work it caused. */
async function trade(price: number, at: number) {
  s.market.applyTick({ pairId: pairId(s, 'BTCUSD'), price, volume: 1, timeMs: at });
  await s.engine.idle();
  await s.alerts.idle();
}

const every = (auth: Record<string, string>, price: number) =>
  s.get(
    '/v1/api/forex/alert/add',
    { forex_id: pairId(s, 'BTCUSD'), price, direction: AlertDirection.Below, mode: AlertMode.Every },
    auth,
  );
const fired = (auth: Record<string, string>, page?: number) =>
  s.get('/v1/api/forex/alert/fired', page === undefined ? {} : { page }, auth);
const count = async (id: number) =>
  (await s.db.selectFrom('price_alerts').select('fired_count').where('id', '=', id).executeTakeFirstOrThrow())
    .fired_count;
const setCooldown = (value: string) =>
  s.post('/admin/api/settings', { alert_every_time_cooldown_seconds: value }, admin);

const alertSocket = (token: string) => sharedAlertSocket(s, token);

describe('the every-time cool-down', () => {
  it('is 300 s by default and told to the app in getBasicInfo', async () => {
    expect((await s.get('/api/basicSet/getBasicInfo')).data.alert_every_time_cooldown_seconds).toBe(300);
  });

  it('crossing back and forth 5 times within it fires once; the first crossing after it fires again', async () => {
    const u = await demoUser(s, 'cool-every');
    const t0 = later();
    await trade(95_000, t0);
    const a = (await every(u.auth, 94_000)).data;
    const mine = await alertSocket(u.token);
    // Five crossings in four minutes (the reported case), each after the price was back above the level.
    for (const [i, at] of [0, 60_000, 120_000, 180_000, 240_000].entries()) {
      if (i > 0) await trade(94_000.01, t0 + at - 1000); // back across: re-armed
      await trade(93_990 - i, t0 + at);
    }
    expect(await count(a.Id)).toBe(1);
    expect(s.alerts.books.get(a.Id)).toMatchObject({ armed: 0, active: 1 });
    // Back across, then a crossing exactly 300 s after the fire: the cool-down is over.
    await trade(94_000.01, t0 + 299_000);
    await trade(93_950, t0 + 300_000);
    expect(await count(a.Id)).toBe(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(mine.pushes.map((p) => p.price)).toEqual([93_990, 93_950]);
    expect(mine.pushes[1].alert).toMatchObject({ Id: a.Id, FiredCount: 2, LastFiredHandler: formatUtc(t0 + 300_000) });
    // The firings list holds the two, newest first; the quiet crossings are not in it.
    expect((await fired(u.auth)).data).toMatchObject({
      total: 2,
      data: [
        { AlertId: a.Id, FiredPrice: 93_950, FiredHandler: formatUtc(t0 + 300_000) },
        { AlertId: a.Id, FiredPrice: 93_990, FiredHandler: formatUtc(t0) },
      ],
    });
    mine.ws.close();
  });

  it('a once alert has none: it fires at its level whenever the trader set it', async () => {
    const u = await demoUser(s, 'cool-once');
    const t0 = later();
    await trade(95_000, t0);
    const b = (await every(u.auth, 94_500)).data;
    await trade(94_500, t0 + 1000);
    const once = (
      await s.get(
        '/v1/api/forex/alert/add',
        { forex_id: pairId(s, 'BTCUSD'), price: 94_400, direction: AlertDirection.Below, mode: AlertMode.Once },
        u.auth,
      )
    ).data;
    await trade(94_400, t0 + 2000);
    expect([await count(b.Id), await count(once.Id)]).toEqual([1, 1]);
  });

  it("follows the operator's setting, checked: a whole number of seconds from 0 to 86400, 0 for none", async () => {
    for (const bad of ['-1', '1.5', '86401', 'five']) expect(await setCooldown(bad)).toMatchObject({ code: 0 });
    expect((await setCooldown('86401')).msg).toBe(
      'alert_every_time_cooldown_seconds must be a whole number from 0 to 86400',
    );
    const u = await demoUser(s, 'cool-set');
    const t0 = later();
    await trade(95_000, t0);
    const a = (await every(u.auth, 94_000)).data;
    try {
      expect(await setCooldown('60')).toMatchObject({ code: 1 });
      expect((await s.get('/api/basicSet/getBasicInfo')).data.alert_every_time_cooldown_seconds).toBe(60);
      await trade(93_999, t0 + 1000);
      await trade(94_001, t0 + 2000);
      await trade(93_999, t0 + 60_999); // 59.999 s after the fire: quiet
      expect(await count(a.Id)).toBe(1);
      await trade(94_001, t0 + 61_000);
      await trade(93_999, t0 + 61_001); // 60.001 s after it
      expect(await count(a.Id)).toBe(2);
      expect(await setCooldown('0')).toMatchObject({ code: 1 });
      await trade(94_001, t0 + 61_002);
      await trade(93_999, t0 + 61_003);
      expect(await count(a.Id)).toBe(3);
    } finally {
      await setCooldown('300');
    }
  });

  it("holds over a restart: the last fire is in the row, not in one engine's memory", async () => {
    const u = await demoUser(s, 'cool-restart');
    const t0 = later();
    await trade(95_000, t0);
    const a = (await every(u.auth, 94_000)).data;
    await trade(93_999, t0 + 1000);
    await trade(94_001, t0 + 2000);
    await s.close();
    s = await startTestServer({ ...OPERATOR, dataDir: s.dataDir, ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
    admin = await operatorLogin(s);
    expect(s.alerts.books.get(a.Id)).toMatchObject({ armed: 1 });
    await trade(93_999, t0 + 3000);
    expect(await count(a.Id)).toBe(1);
    await trade(94_001, t0 + 300_500);
    await trade(93_999, t0 + 301_000);
    expect(await count(a.Id)).toBe(2);
  });
});

describe('the fired alerts list', () => {
  it("is the owner's only, says each firing's pair, condition, price and time, and outlives the alert", async () => {
    const u = await demoUser(s, 'fires-own');
    const other = await demoUser(s, 'fires-other');
    const t0 = later();
    await trade(95_000, t0);
    const a = (
      await s.get(
        '/v1/api/forex/alert/add',
        { forex_id: pairId(s, 'BTCUSD'), price: 95_500, direction: AlertDirection.Above, mode: AlertMode.Once },
        u.auth,
      )
    ).data;
    await trade(95_512.34, t0 + 5000);
    const mine = await fired(u.auth);
    expect(mine).toMatchObject({ code: 1 });
    expect(mine.data).toEqual({
      total: 1,
      data: [
        {
          Id: expect.any(Number),
          AlertId: a.Id,
          ForexId: pairId(s, 'BTCUSD'),
          Code: 'BTCUSD',
          ShowCode: a.ShowCode,
          PricePrecision: 2,
          Price: 95_500,
          Direction: AlertDirection.Above,
          Mode: AlertMode.Once,
          FiredPrice: 95_512.34,
          FiredHandler: formatUtc(t0 + 5000),
        },
      ],
    });
    // The alert's own row says when it last fired.
    expect((await s.get('/v1/api/forex/alert/list', {}, u.auth)).data[0]).toMatchObject({
      Id: a.Id,
      FiredCount: 1,
      LastFiredHandler: formatUtc(t0 + 5000),
    });
    expect((await fired(other.auth)).data).toEqual({ total: 0, data: [] });
    expect((await s.get('/v1/api/forex/alert/fired', {}, {})).code).not.toBe(1);
    expect((await s.get('/v1/api/forex/alert/delete', { id: a.Id }, u.auth)).code).toBe(1);
    expect((await fired(u.auth)).data.data).toMatchObject([{ AlertId: a.Id, FiredPrice: 95_512.34 }]);
  });

  it('pages by 20, newest first, and keeps the newest 200 of a user', async () => {
    const u = await demoUser(s, 'fires-many');
    const t0 = later();
    await trade(95_000, t0);
    const a = (await every(u.auth, 94_000)).data;
    // 205 fires, each 301 s after the last (the cool-down of 300 s lets each through).
    for (let i = 0; i < 205; i++) {
      await trade(94_000, t0 + i * 301_000 + 1);
      await trade(94_000.01, t0 + i * 301_000 + 2);
    }
    expect(await count(a.Id)).toBe(205);
    const p1 = (await fired(u.auth)).data;
    expect(p1.total).toBe(200);
    expect(p1.data).toHaveLength(20);
    expect(p1.data[0].FiredHandler).toBe(formatUtc(t0 + 204 * 301_000 + 1));
    const p10 = (await fired(u.auth, 10)).data;
    expect(p10.data).toHaveLength(20);
    // The oldest kept is the 6th firing (index 5): the first five were pruned.
    expect(p10.data[19].FiredHandler).toBe(formatUtc(t0 + 5 * 301_000 + 1));
    expect((await fired(u.auth, 11)).data).toEqual({ total: 200, data: [] });
    expect((await fired(u.auth, 0)).code).toBe(0);
  }, 60_000);
});
