import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { demoUser } from '../trading/trading-helpers.js';
import { browserKeys, startPushService } from './push-endpoint.js';
import { writeSetting } from '../../../server/content/settings-repository.js';
import { OPERATOR, operatorLogin } from '../funds/funds-helpers.js';

/**
 * Attack: one user subscribed 300 endpoints, and one push/test then opened 300 connections. A user
 * keeps at most `push_max_devices` browsers (default 10; one more drops the oldest), and push/test is limited to 3 a
 * minute per user. Endpoints are FCM-looking names the tests' resolver does not know: no send leaves the machine.
 */

let s: TestServer;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
  s = await startTestServer({
    ...OPERATOR,
    ticksPerSecond: 0,
    rateLimitPerMinute: 1_000_000,
    pushNetwork: service.network,
  });
});
afterAll(async () => {
  await s.stop();
  await service.close();
});

const endpoint = (n: number) => `https://fcm.googleapis.com/fcm/send/device-${n}`;
async function subscribe(auth: Record<string, string>, n: number) {
  const keys = browserKeys();
  const r = await s.post(
    '/v1/api/push/subscribe',
    { endpoint: endpoint(n), p256dh: keys.p256dh, auth: keys.auth },
    auth,
  );
  expect(r.code).toBe(1);
  return r.data.devices as number;
}
const stored = async (userId: number) =>
  (
    await s.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).orderBy('id').execute()
  ).map((r) => r.endpoint);

describe('abuse: push devices per user', () => {
  it('keeps the newest 10 by default: subscribing an 11th drops the oldest', async () => {
    const u = await demoUser(s, 'push-cap');
    for (let n = 1; n <= 10; n++) expect(await subscribe(u.auth, n)).toBe(n);
    expect(await subscribe(u.auth, 11)).toBe(10);
    expect(await stored(u.id)).toEqual(Array.from({ length: 10 }, (_, i) => endpoint(i + 2)));
    // Subscribing a kept browser again makes it the newest: the next one drops device 3, not it.
    await subscribe(u.auth, 2);
    await subscribe(u.auth, 12);
    expect(await stored(u.id)).not.toContain(endpoint(3));
    expect(await stored(u.id)).toContain(endpoint(2));
    expect(await stored(u.id)).toHaveLength(10);
  });

  it('follows the operator setting push_max_devices (a whole number from 1 to 100)', async () => {
    const admin = await operatorLogin(s);
    expect((await s.post('/admin/api/settings', { push_max_devices: 0 }, admin)).code).toBe(0);
    expect((await s.post('/admin/api/settings', { push_max_devices: 101 }, admin)).code).toBe(0);
    expect((await s.post('/admin/api/settings', { push_max_devices: 2 }, admin)).code).toBe(1);
    const u = await demoUser(s, 'push-cap-2');
    for (let n = 1; n <= 5; n++) await subscribe(u.auth, 100 + n);
    expect(await stored(u.id)).toEqual([endpoint(104), endpoint(105)]);
    await writeSetting(s.db, 'push_max_devices', '10');
  });

  it('the allow-list setting is checked when the operator saves it', async () => {
    const admin = await operatorLogin(s);
    for (const bad of ['127.0.0.1', 'localhost', 'fcm.googleapis.com:99999', 'https://fcm.googleapis.com'])
      expect((await s.post('/admin/api/settings', { push_host_allowlist: bad }, admin)).code, bad).toBe(0);
    const good = 'fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com, notify.windows.com';
    expect((await s.post('/admin/api/settings', { push_host_allowlist: good }, admin)).data.push_host_allowlist).toBe(
      good,
    );
    expect((await s.post('/admin/api/settings', { push_host_allowlist: '' }, admin)).code).toBe(1);
  });
});

describe('abuse: test notifications', () => {
  it('are limited to 3 a minute per user, and one user using them up does not stop another', async () => {
    const u = await demoUser(s, 'push-test-limit');
    const other = await demoUser(s, 'push-test-other');
    await subscribe(u.auth, 200);
    await subscribe(other.auth, 201);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await s.post('/v1/api/push/test', {}, u.auth)).code);
    expect(codes).toEqual([1, 1, 1, 429, 429]);
    expect((await s.post('/v1/api/push/test', {}, other.auth)).code).toBe(1);
    await s.push.idle();
  });
});
