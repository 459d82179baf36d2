import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { demoUser } from '../trading/trading-helpers.js';
import { browserKeys, pushCertificate, PUSH_HOST, startPushService, tableResolver } from './push-endpoint.js';
import { writeSetting } from '../../../server/content/settings-repository.js';

/**
 * Attack: push/subscribe stored any https:// endpoint, and push/test, a fired alert or a server
 * close then POSTed there, so a trader could make the server call 127.0.0.1, the LAN or the cloud's metadata
 * address, read `{"sent":1}` as "that host answered 2xx" and time the reply as a port scanner.
 *
 * The server's resolver here is a table (tableResolver): no name leaves the machine. A local push service listens on
 * 127.0.0.1, and every refused endpoint that could reach it is aimed at its port: nothing may arrive there.
 */

const certificate = pushCertificate();
let service: Awaited<ReturnType<typeof startPushService>>;
let s: TestServer;
/** Whether the server may connect to the local push service at all (the positive control turns it on). */
let allowLocal = false;
const asked: string[] = [];

beforeAll(async () => {
  service = await startPushService(certificate);
  s = await startTestServer({
    ticksPerSecond: 0,
    rateLimitPerMinute: 1_000_000,
    pushNetwork: {
      resolve: tableResolver(
        {
          [PUSH_HOST]: ['127.0.0.1'],
          // Public-looking names whose addresses are not public, alone or beside a public one.
          'rebind.example.com': ['127.0.0.1'],
          'mixed.example.com': ['93.184.215.14', '127.0.0.1'],
          'mapped.example.com': ['::ffff:127.0.0.1'],
          'metadata.example.com': ['169.254.169.254'],
          'lan.example.com': ['192.168.1.20'],
          'cgnat.example.com': ['100.64.0.7'],
          'v6.example.com': ['fd00::7'],
          'linklocal6.example.com': ['fe80::1'],
        },
        asked,
      ),
      allowAddress: (ip) => allowLocal && ip === '127.0.0.1',
      ca: certificate.cert,
    },
  });
});
afterAll(async () => {
  await s.stop();
  await service.close();
});
beforeEach(async () => {
  allowLocal = false;
  await writeSetting(s.db, 'push_host_allowlist', '');
});

const subscribe = async (auth: Record<string, string>, endpoint: string) => {
  const keys = browserKeys();
  return s.post('/v1/api/push/subscribe', { endpoint, p256dh: keys.p256dh, auth: keys.auth }, auth);
};
const stored = async (userId: number) =>
  (await s.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute()).map(
    (r) => r.endpoint,
  );

describe('abuse: push endpoints the server must never post to', () => {
  it('refuses at subscribe any host that is not a public DNS name on 443, in every form', async () => {
    const u = await demoUser(s, 'ssrf-forms');
    const port = service.port;
    const refused = [
      // IPv4 loopback in every spelling the URL parser (and getaddrinfo) reads as 127.0.0.1.
      `https://127.0.0.1:${port}/x`,
      'https://127.0.0.1/x',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://0x7f.0.0.1/x',
      'https://0177.0.0.1/x',
      'https://017700000001/x',
      'https://127.1/x',
      'https://127.0.1/x',
      'https://%31%32%37.0.0.1/x',
      'https://0.0.0.0/x',
      // Private, link-local (the cloud metadata address), CGNAT, and even a public address: literals are never
      // a push service.
      'https://10.0.0.1/x',
      'https://172.16.5.4/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/x',
      'https://8.8.8.8/x',
      // IPv6: loopback, unique-local, link-local, IPv4-mapped and -compatible loopback, a public one.
      `https://[::1]:${port}/x`,
      'https://[::1]/x',
      'https://[fc00::1]/x',
      'https://[fd12:3456::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:7f00:1]/x',
      'https://[::127.0.0.1]/x',
      'https://[2001:4860:4860::8888]/x',
      // Names that are not public: localhost, single labels, special-use and internal suffixes, a trailing dot.
      'https://localhost/x',
      `https://localhost:${port}/x`,
      'https://api.localhost/x',
      'https://intranet/x',
      'https://printer.local/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://router.lan/x',
      'https://push.test/x',
      'https://a.invalid/x',
      'https://fcm.googleapis.com./x',
      // Another port, user info, and a backslash that parsers read differently.
      `https://fcm.googleapis.com:${port}/x`,
      'https://fcm.googleapis.com:8443/x',
      'https://user:secret@fcm.googleapis.com/x',
      'https://user@fcm.googleapis.com/x',
      'https://127.0.0.1\\@fcm.googleapis.com/x',
    ];
    for (const endpoint of refused)
      expect(await subscribe(u.auth, endpoint), endpoint).toMatchObject({
        code: 0,
        msg: 'This notification service address cannot be used',
      });
    expect(await stored(u.id)).toEqual([]);
    // A real push service's endpoint is taken.
    expect((await subscribe(u.auth, 'https://fcm.googleapis.com/fcm/send/abc:def')).code).toBe(1);
    expect(await stored(u.id)).toEqual(['https://fcm.googleapis.com/fcm/send/abc:def']);
  });

  it('refuses at send a public-looking name that resolves to a non-public address: nothing reaches the listener', async () => {
    // The operator lists the names with the listener's port, so each endpoint aims at it.
    await writeSetting(s.db, 'push_host_allowlist', `example.com:${service.port}, ${PUSH_HOST}:${service.port}`);
    const u = await demoUser(s, 'ssrf-resolve');
    const names = [
      'rebind.example.com',
      'mixed.example.com',
      'mapped.example.com',
      'metadata.example.com',
      'lan.example.com',
      'cgnat.example.com',
      'v6.example.com',
      'linklocal6.example.com',
      // With the listener not allowed, its own name is refused like any loopback.
      PUSH_HOST,
    ];
    for (const name of names)
      expect((await subscribe(u.auth, `https://${name}:${service.port}/${name}`)).code, name).toBe(1);
    const before = service.received.length;
    asked.length = 0;
    expect(await s.post('/v1/api/push/test', {}, u.auth)).toMatchObject({
      code: 1,
      msg: 'Test notification on its way',
      data: { queued: names.length },
    });
    await s.push.idle();
    expect(service.received.length).toBe(before);
    // Each name was resolved once, and refused: the rows stay (an operator's list or a resolver may change).
    expect(asked.sort()).toEqual([...names].sort());
    expect(await stored(u.id)).toHaveLength(names.length);

    // The control: allowed, the listener's own name does reach it, by the address resolved once.
    allowLocal = true;
    await s.db.deleteFrom('push_subscriptions').where('user_id', '=', u.id).execute();
    expect((await subscribe(u.auth, `https://${PUSH_HOST}:${service.port}/control`)).code).toBe(1);
    asked.length = 0;
    expect((await s.post('/v1/api/push/test', {}, u.auth)).code).toBe(1);
    await s.push.idle();
    expect(service.received.filter((r) => r.path === '/control')).toHaveLength(1);
    expect(asked).toEqual([PUSH_HOST]);
  });

  it('answers push/test before the push services do, the same whatever they answer', async () => {
    await writeSetting(s.db, 'push_host_allowlist', `${PUSH_HOST}:${service.port}`);
    allowLocal = true;
    const u = await demoUser(s, 'ssrf-timing');
    expect((await subscribe(u.auth, `https://${PUSH_HOST}:${service.port}/slow-1`)).code).toBe(1);
    expect((await subscribe(u.auth, `https://${PUSH_HOST}:${service.port}/gone-timing`)).code).toBe(1);
    const started = Date.now();
    const reply = await s.post('/v1/api/push/test', {}, u.auth);
    const took = Date.now() - started;
    // The slow service answers after 2 s: the reply did not wait for it, and says nothing of either answer.
    expect(took).toBeLessThan(1500);
    expect(reply).toEqual({ status: 200, code: 1, msg: 'Test notification on its way', data: { queued: 2 } });
    await s.push.idle();
    expect(service.received.filter((r) => r.path === '/slow-1')).toHaveLength(1);
  });

  it('follows no redirect a push service answers', async () => {
    await writeSetting(s.db, 'push_host_allowlist', `${PUSH_HOST}:${service.port}`);
    allowLocal = true;
    const u = await demoUser(s, 'ssrf-redirect');
    expect((await subscribe(u.auth, `https://${PUSH_HOST}:${service.port}/redirect-1`)).code).toBe(1);
    expect((await s.post('/v1/api/push/test', {}, u.auth)).code).toBe(1);
    await s.push.idle();
    expect(service.received.filter((r) => r.path === '/redirect-1')).toHaveLength(1);
    expect(service.received.filter((r) => r.path === '/redirected')).toEqual([]);
  });

  it('an operator allow-list limits the hosts; one that cannot be read is refused', async () => {
    const u = await demoUser(s, 'ssrf-allow');
    await writeSetting(s.db, 'push_host_allowlist', 'fcm.googleapis.com, web.push.apple.com');
    expect((await subscribe(u.auth, 'https://fcm.googleapis.com/fcm/send/a1')).code).toBe(1);
    expect((await subscribe(u.auth, 'https://web.push.apple.com/QGx1')).code).toBe(1);
    expect((await subscribe(u.auth, 'https://updates.push.services.mozilla.com/wpush/v2/x')).code).toBe(0);
    // A suffix match is on whole labels: evilfcm.googleapis.com.attacker.net is not under fcm.googleapis.com.
    expect((await subscribe(u.auth, 'https://fcm.googleapis.com.attacker.net/x')).code).toBe(0);
    expect((await subscribe(u.auth, 'https://notfcm.googleapis.com/x')).code).toBe(0);
    expect(await stored(u.id)).toEqual(['https://fcm.googleapis.com/fcm/send/a1', 'https://web.push.apple.com/QGx1']);
  });
});

describe('a browser that was already subscribed at an address now refused', () => {
  it('is not posted to', async () => {
    allowLocal = false;
    const u = await demoUser(s, 'ssrf-old-row');
    const keys = browserKeys();
    // A row stored before the endpoint policy existed: the endpoint is checked again at every send.
    await s.db
      .insertInto('push_subscriptions')
      .values({
        user_id: u.id,
        endpoint: `https://127.0.0.1:${service.port}/old-row`,
        p256dh: keys.p256dh,
        auth: keys.auth,
        lang: 'en',
        created_ms: Date.now(),
      })
      .execute();
    expect((await s.post('/v1/api/push/test', {}, u.auth)).code).toBe(1);
    await s.push.idle();
    expect(service.received.filter((r) => r.path === '/old-row')).toEqual([]);
  });
});
