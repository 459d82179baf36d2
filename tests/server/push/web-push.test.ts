import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { demoUser, pairId } from '../trading/trading-helpers.js';
import { browserKeys, startPushService, type Received } from './push-endpoint.js';
import { writeSetting } from '../../../server/content/settings-repository.js';
import { AlertDirection, AlertMode } from '../../../core/codes.js';

/**
 * Web Push: the server signs (VAPID) and encrypts (aes128gcm) notifications with web-push and posts them
 * to the subscription's endpoint, here a local HTTPS push service that records what arrives; the test decrypts
 * each body with the browser's keys, as Chromium would.
 */

let s: TestServer;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000, pushNetwork: service.network });
  // The local push service listens on a port of its own: the operator's allow-list names it.
  await writeSetting(s.db, 'push_host_allowlist', service.allowList);
});
afterAll(async () => {
  await s.stop();
  await service.close();
});

async function tick(code: string, price: number) {
  s.market.applyTick({ pairId: pairId(s, code), price, volume: 1, timeMs: Date.now() });
  await s.engine.idle();
  await s.alerts.idle();
  await s.push.idle();
}

/** Subscribes a new "browser" for the user, in `lang`; returns its keys and endpoint path. */
async function subscribe(auth: Record<string, string>, path: string, lang = 'en') {
  const keys = browserKeys();
  const r = await s.post(
    '/v1/api/push/subscribe',
    { endpoint: `${service.url}${path}`, p256dh: keys.p256dh, auth: keys.auth },
    { ...auth, lang },
  );
  expect(r.code).toBe(1);
  return keys;
}
const to = (path: string): Received[] => service.received.filter((r) => r.path === path);

describe('web push', () => {
  it('makes one VAPID key pair, kept in the database across a restart', async () => {
    const u = await demoUser(s, 'push-key');
    const info = (await s.get('/v1/api/push/info', {}, u.auth)).data;
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(info.public_key, 'base64url')).toHaveLength(65);
    expect(info).toMatchObject({ devices: 0, disabled: [] });
    await s.close();
    s = await startTestServer({
      dataDir: s.dataDir,
      ticksPerSecond: 0,
      rateLimitPerMinute: 1_000_000,
      pushNetwork: service.network,
    });
    expect((await s.get('/v1/api/push/info', {}, u.auth)).data.public_key).toBe(info.public_key);
  });

  it('sends a test notification to every device, signed and encrypted, with TTL and aes128gcm', async () => {
    const u = await demoUser(s, 'push-test');
    expect((await s.post('/v1/api/push/test', {}, u.auth)).msg).toBe(
      'No device receives notifications yet: turn them on first',
    );
    const phone = await subscribe(u.auth, '/phone-1');
    const tablet = await subscribe(u.auth, '/tablet-1', 'de');
    expect((await s.get('/v1/api/push/info', {}, u.auth)).data.devices).toBe(2);
    expect(await s.post('/v1/api/push/test', {}, u.auth)).toMatchObject({
      code: 1,
      msg: 'Test notification on its way',
      data: { queued: 2 },
    });
    await s.push.idle();
    const [p] = to('/phone-1');
    expect(p!.headers).toMatchObject({ ttl: '43200', 'content-encoding': 'aes128gcm', urgency: 'high' });
    const publicKey = (await s.get('/v1/api/push/info', {}, u.auth)).data.public_key;
    expect(p!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(JSON.parse(phone.decrypt(p!.body))).toEqual({
      title: 'Lotline',
      body: 'Notifications work: this is a test',
      url: '/mine/notifications',
      tag: 'test',
      kind: 'test',
    });
    expect(JSON.parse(tablet.decrypt(to('/tablet-1')[0]!.body)).body).toBe(
      'Benachrichtigungen funktionieren: Dies ist ein Test',
    );
    // The other device's keys cannot read it.
    expect(() => tablet.decrypt(p!.body)).toThrow();
  });

  it("tells a fired alert and a stop-loss close in the device's language, with the path a tap opens", async () => {
    const u = await demoUser(s, 'push-events');
    const keys = await subscribe(u.auth, '/events-1', 'de');
    await tick('BTCUSD', 95_000);
    const btc = pairId(s, 'BTCUSD');
    const a = (
      await s.get(
        '/v1/api/forex/alert/add',
        { forex_id: btc, price: 95_500, direction: AlertDirection.Above, mode: AlertMode.Once },
        u.auth,
      )
    ).data;
    const o = (
      await s.get(
        '/v1/api/forex/submit',
        { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: btc, stop_loss_price: 94_000 },
        u.auth,
      )
    ).data;
    await tick('BTCUSD', 95_600);
    await tick('BTCUSD', 93_900);
    const got = to('/events-1').map((r) => JSON.parse(keys.decrypt(r.body)));
    expect(got).toEqual([
      {
        title: 'Lotline',
        body: 'Preisalarm: BTC/USD ist auf 95600.00 gestiegen (Marke 95500.00)',
        url: '/trade?code=BTCUSD',
        tag: `alert-${a.Id}`,
        kind: 'alert',
      },
      // (93,900 - 95,000) x 0.01 = -11.00 USD
      {
        title: 'Lotline',
        body: 'Stop-Loss ausgelöst: BTC/USD geschlossen zu 93900.00, G/V -11.00 USD',
        url: `/order?type=3&id=${o.Id}`,
        tag: `order-${o.Id}`,
        kind: 'sl',
      },
    ]);
  });

  it('a pending fill is told; a kind switched off is not', async () => {
    const u = await demoUser(s, 'push-prefs');
    const keys = await subscribe(u.auth, '/prefs-1');
    expect((await s.post('/v1/api/push/set_prefs', { disabled: 'tp,nonsense' }, u.auth)).code).toBe(0);
    expect((await s.post('/v1/api/push/set_prefs', { disabled: 'tp' }, u.auth)).data.disabled).toEqual(['tp']);
    await tick('BTCUSD', 95_000);
    const btc = pairId(s, 'BTCUSD');
    const o = (
      await s.get(
        '/v1/api/forex/submit',
        {
          type: 1,
          status: 0,
          target_price: 94_800,
          multiple: 10,
          cont: '0.01',
          forex_id: btc,
          target_profit_price: 96_000,
        },
        u.auth,
      )
    ).data;
    await tick('BTCUSD', 94_800);
    await tick('BTCUSD', 96_000);
    expect((await s.get('/v1/api/forex/my_deal', { status: 3 }, u.auth)).data.data[0]).toMatchObject({
      Id: o.Id,
      CloseReason: 'tp',
    });
    const got = to('/prefs-1').map((r) => JSON.parse(keys.decrypt(r.body)));
    expect(got).toEqual([
      {
        title: 'Lotline',
        body: 'Pending order filled: BTC/USD',
        url: `/order?type=1&id=${o.Id}`,
        tag: `order-${o.Id}`,
        kind: 'fill',
      },
    ]);
  });

  it('deletes a subscription the push service answers 410 for; unsubscribe forgets one', async () => {
    const u = await demoUser(s, 'push-gone');
    await subscribe(u.auth, '/gone-1');
    await subscribe(u.auth, '/kept-1');
    expect((await s.post('/v1/api/push/test', {}, u.auth)).data.queued).toBe(2);
    await s.push.idle();
    expect(to('/gone-1')).toHaveLength(1);
    expect((await s.get('/v1/api/push/info', {}, u.auth)).data.devices).toBe(1);
    expect(
      await s.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', u.id).execute(),
    ).toEqual([{ endpoint: `${service.url}/kept-1` }]);
    expect((await s.post('/v1/api/push/unsubscribe', { endpoint: `${service.url}/kept-1` }, u.auth)).data.devices).toBe(
      0,
    );
    expect(
      (
        await s.post(
          '/v1/api/push/subscribe',
          { endpoint: 'http://127.0.0.1/x', p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) },
          u.auth,
        )
      ).code,
    ).toBe(0);
  });
});
