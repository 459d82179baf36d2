import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSocket as sharedAlertSocket } from './alert-socket.js';
import { startTestServer, type TestServer } from '../test-server.js';
import { demoUser, pairId } from '../trading/trading-helpers.js';
import { writeSetting } from '../../../server/content/settings-repository.js';
import { AlertDirection, AlertMode } from '../../../core/codes.js';

/** Price alerts: set, fire once, re-arm every time, limit, delete; against a real server and the test feed. */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await s.stop();
});

/** Moves a pair's price as the feed would and waits for the alert work (and order triggers) it caused. */
async function tick(code: string, price: number) {
  s.market.applyTick({ pairId: pairId(s, code), price, volume: 1, timeMs: Date.now() });
  await s.engine.idle();
  await s.alerts.idle();
}

const add = (auth: Record<string, string>, q: Record<string, string | number>) =>
  s.get(
    '/v1/api/forex/alert/add',
    { forex_id: pairId(s, 'BTCUSD'), direction: AlertDirection.Above, mode: AlertMode.Once, ...q },
    auth,
  );
const row = (id: number) =>
  s.db
    .selectFrom('price_alerts')
    .select(['armed', 'active', 'fired_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const alertSocket = (token: string) => sharedAlertSocket(s, token);
const settle = () => new Promise((r) => setTimeout(r, 100));

describe('price alerts', () => {
  it('a once alert fires at its level, is pushed to the owner only, and then stays off', async () => {
    const u = await demoUser(s, 'alert-once');
    const other = await demoUser(s, 'alert-other');
    await tick('BTCUSD', 95_000);
    const a = await add(u.auth, { price: 96_000 });
    expect(a).toMatchObject({
      code: 1,
      msg: 'Price alert set',
      data: { Price: 96_000, Direction: 1, Mode: 1, Active: 1, Armed: 1, Code: 'BTCUSD', FiredCount: 0 },
    });
    const mine = await alertSocket(u.token);
    const theirs = await alertSocket(other.token);
    await tick('BTCUSD', 95_999.99);
    expect(await row(a.data.Id)).toMatchObject({ armed: 1, active: 1, fired_count: 0 });
    await tick('BTCUSD', 96_000);
    expect(await row(a.data.Id)).toMatchObject({ armed: 0, active: 0, fired_count: 1 });
    await tick('BTCUSD', 95_000);
    await tick('BTCUSD', 97_000);
    expect(await row(a.data.Id)).toMatchObject({ active: 0, fired_count: 1 });
    await settle();
    expect(mine.pushes).toHaveLength(1);
    expect(mine.pushes[0]).toMatchObject({
      price: 96_000,
      alert: { Id: a.data.Id, Active: 0, FiredCount: 1, ShowCode: a.data.ShowCode },
    });
    expect(theirs.pushes).toEqual([]);
    // Listed (fired) until deleted, and its engine entry is gone.
    expect((await s.get('/v1/api/forex/alert/list', {}, u.auth)).data).toMatchObject([
      { Id: a.data.Id, Active: 0, FiredCount: 1 },
    ]);
    expect(s.alerts.books.get(a.data.Id)).toBeUndefined();
    mine.ws.close();
    theirs.ws.close();
  });

  it('an every-time alert re-arms only after the price crosses back, and fires again', async () => {
    // No cool-down here (its own tests: alert-cooldown.test.ts): every crossing back and forth counts.
    await writeSetting(s.db, 'alert_every_time_cooldown_seconds', '0');
    const u = await demoUser(s, 'alert-every');
    await tick('BTCUSD', 95_000);
    const a = (await add(u.auth, { price: 94_000, direction: AlertDirection.Below, mode: AlertMode.Every })).data;
    await tick('BTCUSD', 94_000);
    expect(await row(a.Id)).toMatchObject({ armed: 0, active: 1, fired_count: 1 });
    await tick('BTCUSD', 93_000);
    await tick('BTCUSD', 94_000); // back at the level, not across it: still waiting
    expect(await row(a.Id)).toMatchObject({ armed: 0, fired_count: 1 });
    await tick('BTCUSD', 94_000.01); // one tick above: re-armed
    expect(await row(a.Id)).toMatchObject({ armed: 1, fired_count: 1 });
    await tick('BTCUSD', 93_999);
    expect(await row(a.Id)).toMatchObject({ armed: 0, active: 1, fired_count: 2 });
    await writeSetting(s.db, 'alert_every_time_cooldown_seconds', '300');
  });

  it('refuses a price off the tick, a level already reached, and more than max_price_alerts, with translated messages', async () => {
    const u = await demoUser(s, 'alert-limit');
    await tick('BTCUSD', 95_000);
    expect((await add(u.auth, { price: 96_000.005 })).msg).toBe('The alert price must be a multiple of 0.01');
    expect((await add(u.auth, { price: 95_000 })).msg).toBe('The price is already at or above 95000.00');
    expect((await add(u.auth, { price: 95_000, direction: AlertDirection.Below })).msg).toBe(
      'The price is already at or below 95000.00',
    );
    expect((await add(u.auth, { price: 96_000, direction: 3 })).code).toBe(0);
    await writeSetting(s.db, 'max_price_alerts', '2');
    try {
      const first = (await add(u.auth, { price: 96_000 })).data;
      expect((await add(u.auth, { price: 97_000 })).code).toBe(1);
      const third = await add(u.auth, { price: 98_000 });
      expect(third).toMatchObject({ code: 0, msg: 'You already have 2 price alerts: delete one to set another' });
      expect(
        (
          await s.get(
            '/v1/api/forex/alert/add',
            { forex_id: pairId(s, 'BTCUSD'), direction: 1, mode: 1, price: 98_000 },
            { ...u.auth, lang: 'de' },
          )
        ).msg,
      ).toBe('Sie haben bereits 2 Preisalarme: Löschen Sie einen, um einen neuen zu setzen');
      expect((await s.get('/v1/api/forex/alert/delete', { id: first.Id }, u.auth)).msg).toBe('Price alert deleted');
      expect((await add(u.auth, { price: 98_000 })).code).toBe(1);
    } finally {
      await writeSetting(s.db, 'max_price_alerts', '20');
    }
  });

  it("a deleted alert never fires; nobody deletes another user's alert", async () => {
    const u = await demoUser(s, 'alert-del');
    const other = await demoUser(s, 'alert-del2');
    await tick('BTCUSD', 95_000);
    const a = (await add(u.auth, { price: 95_500 })).data;
    await s.alerts.idle();
    expect(s.alerts.books.get(a.Id)).toBeDefined();
    expect(await s.get('/v1/api/forex/alert/delete', { id: a.Id }, other.auth)).toMatchObject({
      code: 0,
      msg: 'Price alert not found',
    });
    expect((await s.get('/v1/api/forex/alert/delete', { id: a.Id }, u.auth)).code).toBe(1);
    await s.alerts.idle();
    expect(s.alerts.books.get(a.Id)).toBeUndefined();
    const mine = await alertSocket(u.token);
    await tick('BTCUSD', 96_000);
    await settle();
    expect(mine.pushes).toEqual([]);
    expect((await s.get('/v1/api/forex/alert/list', {}, u.auth)).data).toEqual([]);
    mine.ws.close();
  });

  it('survives a restart: the engine loads the switched-on alerts, disarmed ones still waiting to re-arm', async () => {
    const u = await demoUser(s, 'alert-restart');
    await tick('BTCUSD', 95_000);
    const once = (await add(u.auth, { price: 99_000 })).data;
    const every = (await add(u.auth, { price: 94_500, direction: AlertDirection.Below, mode: AlertMode.Every })).data;
    await tick('BTCUSD', 94_500); // fires the every-time alert: disarmed
    await s.close();
    s = await startTestServer({ dataDir: s.dataDir, ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
    expect(s.alerts.books.get(once.Id)).toMatchObject({ armed: 1, active: 1 });
    expect(s.alerts.books.get(every.Id)).toMatchObject({ armed: 0, active: 1 });
    await tick('BTCUSD', 94_000); // still under: no second fire before crossing back
    expect(await row(every.Id)).toMatchObject({ fired_count: 1, armed: 0 });
    await tick('BTCUSD', 99_000); // crosses back (re-arms the every-time alert) and reaches the once alert
    expect(await row(every.Id)).toMatchObject({ fired_count: 1, armed: 1 });
    expect(await row(once.Id)).toMatchObject({ fired_count: 1, active: 0 });
  });
});
