import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../test-server.js';
import { DEVICE_COOKIE } from '../../../server/accounts/device-cookie.js';
import { sha256 } from '../../../server/accounts/tokens.js';
import { LoginReply } from '../../../core/codes.js';

/**
 * The devices screen's calls on a real server (SQLite file, real port): the user's own sessions,
 * ending one or all the others (their sockets end as a logout's do), owner only, and the e-mail on a sign-in from
 * a browser without a device cookie.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true, rateLimitPerMinute: 1_000_000 });
});
afterAll(() => s.stop());

const PASSWORD = 'devices password 1';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Client {
  ip: string;
  ua: string;
  lang?: string;
  device?: string;
}

async function form(path: string, body: Record<string, string>, c: Client, token = '') {
  const res = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': c.ip,
      'user-agent': c.ua,
      lang: c.lang ?? 'en',
      ...(token ? { authorization: token } : {}),
      ...(c.device ? { cookie: `${DEVICE_COOKIE}=${c.device}` } : {}),
    },
    body: new URLSearchParams(body),
  });
  const device = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (device) c.device = device;
  return (await res.json()) as { code: number; msg: string; data: any };
}

/** Registers `email` from client `c` (which keeps the device cookie it is given); the token and user. */
async function signUp(email: string, c: Client) {
  expect((await form('/api/notify/send_email', { to: email, type: '1' }, c)).code).toBe(1);
  const r = await form(
    '/api/user/register',
    { type: 'email', account: email, password: PASSWORD, re_password: PASSWORD, sms_code: await s.lastCode(email) },
    c,
  );
  expect(r.code).toBe(1);
  return r.data as { token: string; user: { id: number } };
}

async function signIn(email: string, c: Client) {
  const r = await form('/api/user/loginForU', { account: email, password: PASSWORD }, c);
  expect(r.code).toBe(1);
  return r.data.token as string;
}

const sessions = (token: string) => s.get('/v1/api/user/sessions', {}, { authorization: token });
const mailsTo = (email: string) =>
  s.db.selectFrom('outbox').select(['subject', 'body']).where('destination', '=', email).orderBy('id').execute();

/** A socket logged in with `token`, subscribed to BALANCE, collecting frames. */
async function socket(token: string) {
  const ws = new WebSocket(s.url.replace('http', 'ws') + '/v1/ws');
  const frames: { type: string; code?: number }[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'login', token }));
  ws.send(JSON.stringify({ type: 'sub', topic: 'BALANCE' }));
  for (let i = 0; i < 100 && !frames.some((f) => f.type === 'login_result'); i++)
    await new Promise((r) => setTimeout(r, 20));
  expect(frames.find((f) => f.type === 'login_result')).toMatchObject({ code: 1 });
  const ended = async (ms = 3000) => {
    for (const t0 = Date.now(); Date.now() - t0 < ms; await new Promise((r) => setTimeout(r, 25)))
      if (frames.some((f) => f.type === 'session_end')) return true;
    return false;
  };
  return { ws, frames, ended };
}

describe('devices and sessions', () => {
  it('lists the live sessions with browser, system, address and times, this one first and marked', async () => {
    const phone: Client = { ip: '203.0.113.5', ua: PHONE };
    const mac: Client = { ip: '198.51.100.23', ua: MAC };
    const email = 'list@example.com';
    const a = (await signUp(email, phone)).token;
    const b = await signIn(email, mac);
    const gone = await signIn(email, { ip: '192.0.2.1', ua: IPHONE });
    expect((await s.post('/api/user/logout', {}, { authorization: gone })).code).toBe(1);

    const r = await sessions(b);
    expect(r.code).toBe(1);
    expect(r.data).toHaveLength(2);
    expect(r.data[0]).toMatchObject({ browser: 'Safari 17', os: 'macOS', ip: '198.51.100.23', current: 1 });
    expect(r.data[1]).toMatchObject({ browser: 'Chrome 126', os: 'Android 14', ip: '203.0.113.5', current: 0 });
    for (const row of r.data) {
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(row.last_seen_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(Object.keys(row).sort()).toEqual(['browser', 'created_at', 'current', 'id', 'ip', 'last_seen_at', 'os']);
    }
    expect((await sessions(a)).data[0]).toMatchObject({ ip: '203.0.113.5', current: 1 });
    expect(await sessions('')).toMatchObject({ code: 999 });
  });

  it("ending another session logs it out and closes its socket's private topics within a second; the ender stays", async () => {
    const email = 'end-one@example.com';
    const me: Client = { ip: '203.0.113.6', ua: PHONE };
    const mine = (await signUp(email, me)).token;
    const other = await signIn(email, { ip: '198.51.100.24', ua: MAC });
    const mySock = await socket(mine);
    const otherSock = await socket(other);
    const otherId = (await sessions(mine)).data.find((x: { current: number }) => !x.current).id as number;

    const t0 = Date.now();
    const r = await form('/v1/api/user/session_end', { id: String(otherId) }, me, mine);
    expect(r).toMatchObject({ code: 1, msg: 'Device signed out' });
    expect(await otherSock.ended()).toBe(true);
    expect(Date.now() - t0).toBeLessThan(2500);
    expect(await s.get('/api/user/info', {}, { authorization: other })).toMatchObject({ code: 999 });
    expect((await s.get('/api/user/info', {}, { authorization: mine })).code).toBe(1);
    expect(mySock.frames.some((f) => f.type === 'session_end')).toBe(false);
    expect((await sessions(mine)).data.map((x: { id: number }) => x.id)).not.toContain(otherId);
    mySock.ws.close();
    otherSock.ws.close();
  });

  it("another user's session id, an ended one and an unknown one all answer not found, and end nothing", async () => {
    const alice = (await signUp('alice.dev@example.com', { ip: '203.0.113.7', ua: PHONE })).token;
    const bob = (await signUp('bob.dev@example.com', { ip: '203.0.113.8', ua: MAC })).token;
    const bobId = (await sessions(bob)).data[0].id as number;
    const aliceClient: Client = { ip: '203.0.113.7', ua: PHONE };
    const notFound = { code: 0, msg: 'This session was not found or has already ended.' };
    expect(await form('/v1/api/user/session_end', { id: String(bobId) }, aliceClient, alice)).toMatchObject(notFound);
    expect(await form('/v1/api/user/session_end', { id: '99999999' }, aliceClient, alice)).toMatchObject(notFound);
    expect((await s.get('/api/user/info', {}, { authorization: bob })).code).toBe(1);
    const ended = await signIn('alice.dev@example.com', { ip: '203.0.113.9', ua: MAC });
    const endedId = (await sessions(ended)).data[0].id as number;
    expect((await s.post('/api/user/logout', {}, { authorization: ended })).code).toBe(1);
    expect(await form('/v1/api/user/session_end', { id: String(endedId) }, aliceClient, alice)).toMatchObject(notFound);
    // Without a session: 999; with a bad id: the field is named.
    expect((await form('/v1/api/user/session_end', { id: String(bobId) }, aliceClient)).code).toBe(999);
    expect(await form('/v1/api/user/session_end', { id: 'abc' }, aliceClient, alice)).toMatchObject({ code: 0 });
    expect((await s.get('/api/user/info', {}, { authorization: bob })).code).toBe(1);
  });

  it('ending its own session is a logout', async () => {
    const c: Client = { ip: '203.0.113.10', ua: PHONE };
    const token = (await signUp('self-end@example.com', c)).token;
    const id = (await sessions(token)).data[0].id as number;
    expect((await form('/v1/api/user/session_end', { id: String(id) }, c, token)).code).toBe(1);
    expect((await sessions(token)).code).toBe(999);
  });

  it('"sign out everywhere else" ends every other session and socket, keeps this one, and counts them', async () => {
    const email = 'end-others@example.com';
    const me: Client = { ip: '203.0.113.11', ua: PHONE };
    const mine = (await signUp(email, me)).token;
    const others = [
      await signIn(email, { ip: '198.51.100.30', ua: MAC }),
      await signIn(email, { ip: '198.51.100.31', ua: IPHONE }),
    ];
    const socks = await Promise.all(others.map(socket));
    const mySock = await socket(mine);
    const r = await s.post('/v1/api/user/sessions_end_others', {}, { authorization: mine });
    expect(r).toMatchObject({ code: 1, data: { ended: 2 }, msg: 'All other devices signed out' });
    for (const sock of socks) expect(await sock.ended()).toBe(true);
    for (const t of others) expect((await s.get('/api/user/info', {}, { authorization: t })).code).toBe(999);
    expect((await sessions(mine)).data).toHaveLength(1);
    expect(mySock.frames.some((f) => f.type === 'session_end')).toBe(false);
    expect((await s.post('/v1/api/user/sessions_end_others', {}, { authorization: mine })).data).toEqual({ ended: 0 });
    for (const sock of [...socks, mySock]) sock.ws.close();
  });

  it("a signed-out device loses its standing: after failures elsewhere it must solve the picture code; this device's keeps it", async () => {
    const email = 'standing@example.com';
    const me: Client = { ip: '203.0.113.12', ua: PHONE };
    const mine = (await signUp(email, me)).token;
    const thief: Client = { ip: '198.51.100.40', ua: MAC };
    await signIn(email, thief);
    // A second login of this very browser shares its device cookie: ending it must not distrust this browser.
    const twin: Client = { ...me };
    await signIn(email, twin);
    // The same device: its id (`<user>.<device>.<issued s>.<mac>`); the cookie is issued again, so its second may differ.
    const deviceId = (c: Client) => c.device?.split('.').slice(0, 2).join('.');
    expect(deviceId(twin)).toBe(deviceId(me));
    expect((await s.post('/v1/api/user/sessions_end_others', {}, { authorization: mine })).data).toEqual({ ended: 2 });
    for (let i = 0; i < 5; i++)
      await form('/api/user/loginForU', { account: email, password: `wrong ${i}` }, { ip: `10.7.0.${i}`, ua: PHONE });
    const again = await form('/api/user/loginForU', { account: email, password: PASSWORD }, thief);
    expect(again.code).toBe(LoginReply.CaptchaRequired);
    expect((await form('/api/user/loginForU', { account: email, password: PASSWORD }, me)).code).toBe(1);
  });

  it('mails the owner on a sign-in from a new device, in the language the account signs in with, naming browser, system, address and time', async () => {
    const email = 'mail-new@example.com';
    const home: Client = { ip: '203.0.113.13', ua: PHONE, lang: 'de' };
    await signUp(email, home);
    const afterSignUp = (await mailsTo(email)).length;
    await signIn(email, home);
    expect(await mailsTo(email)).toHaveLength(afterSignUp); // the known browser: no mail
    // An unknown browser, sending another language: the mail is in the account's (German).
    await signIn(email, { ip: '198.51.100.50', ua: IPHONE, lang: 'fr' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(afterSignUp + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toMatch(/^Neue Anmeldung bei Ihrem .+-Konto$/);
    expect(mail.body).toContain('Safari 17 · iOS 17.5');
    expect(mail.body).toContain('IP-Adresse 198.51.100.50');
    expect(mail.body).toMatch(/am \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    // The account's language follows its known devices: signing in from home in English, the next mail is English.
    await signIn(email, { ...home, lang: 'en' });
    await signIn(email, { ip: '198.51.100.51', ua: 'curl/8.5.0' });
    const last = (await mailsTo(email)).at(-1)!;
    expect(last.subject).toMatch(/^New sign-in to your .+ account$/);
    expect(last.body).toContain('new device: an unknown browser, IP address 198.51.100.51');
  });

  it('stores only what it shows: the device cookie is signed, bound to its user, and no token is kept in clear', async () => {
    const c: Client = { ip: '203.0.113.14', ua: PHONE };
    const { token, user } = await signUp('stored@example.com', c);
    const row = await s.db
      .selectFrom('sessions')
      .select(['token_hash', 'device_id'])
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    expect(row.device_id).toBeTruthy();
    expect(c.device!.startsWith(`${user.id}.${row.device_id}.`)).toBe(true);
  });
});
