import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, registerUser, startTestServer, type TestServer } from '../test-server.js';
import { sha256 } from '../../../server/accounts/tokens.js';
import { openSocket, type Frame, type SocketClient } from '../../support/socket-client.js';
import { waitUntil } from '../../support/wait.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0 });
});
afterAll(async () => {
  await s.stop();
});

const auth = (token: string) => ({ authorization: token });

/** A socket logged in with `token`, holding BALANCE and FOREX_TRADE, collecting every frame. */
async function privateSocket(token: string) {
  const sock = await openSocket(s.url);
  expect(await sock.login(token)).toMatchObject({ code: 1 });
  await sock.sub('BALANCE', 'FOREX_TRADE', 'DAY_MARKET');
  return sock;
}

/** Waits up to `ms` for the server's session_end frame; returns how long it took, or null. */
async function sessionEnd(frames: Frame[], ms = 3000): Promise<number | null> {
  const t0 = Date.now();
  const what = 'session_end';
  return waitUntil(() => frames.some((f) => f.type === 'session_end'), { timeout: ms, what }).then(
    () => Date.now() - t0,
    () => null,
  );
}

/** After the end, a private push to the user no longer reaches the socket; public market data still does. */
async function privateTopicsGone(userId: number, sock: SocketClient) {
  expect(s.hub.publishToUser(userId, 'BALANCE', { balance: '1.00', lock_balance: '0.00' })).toBe(0);
  expect(
    s.hub.publishToUser(userId, 'FOREX_TRADE', {
      ProfitsTotal: '0',
      HazardRate: 0,
      CautionMoneyAll: '0',
      TransOrder: [],
    }),
  ).toBe(0);
  expect(s.hub.subscribers('DAY_MARKET')).toBeGreaterThan(0);
  await sock.barrier();
  expect(sock.frames.filter((f) => f.type === 'push' && (f.topic === 'BALANCE' || f.topic === 'FOREX_TRADE'))).toEqual(
    [],
  );
}

describe('a socket does not outlive its session', () => {
  it('logout: the socket is told within a second and loses its private topics', async () => {
    const u = await registerUser(s, 'sock-logout@example.com');
    const sock = await privateSocket(u.token);
    expect(s.hub.publishToUser(u.user.id, 'BALANCE', { balance: '0.00', lock_balance: '0.00' })).toBe(1);
    expect((await s.post('/api/user/logout', {}, auth(u.token))).code).toBe(1);
    expect(await sessionEnd(sock.frames)).not.toBeNull();
    sock.frames.length = 0;
    await privateTopicsGone(u.user.id, sock);
    // A private topic can't be taken back with the ended login.
    await sock.sub('BALANCE');
    expect(s.hub.publishToUser(u.user.id, 'BALANCE', { balance: '1.00', lock_balance: '0.00' })).toBe(0);
    sock.ws.close();
  });

  it("password change: the other sessions' sockets end, the one that changed it stays", async () => {
    const email = 'sock-amend@example.com';
    const a = (await registerUser(s, email, 'first password')).token;
    const login = await s.post('/api/user/loginForU', { account: email, password: 'first password' });
    const b = login.data.token as string;
    const sockA = await privateSocket(a);
    const sockB = await privateSocket(b);
    await ageCodes(s, email, 61_000);
    expect((await s.post('/api/notify/send_email', { type: 3 }, auth(a))).code).toBe(1);
    const code = await s.lastCode(email);
    const r = await s.post(
      '/api/user/amend_password',
      { type: 'email', new_password: 'second password', secondary_password: 'second password', auth_code: code },
      auth(a),
    );
    expect(r.code).toBe(1);
    expect(await sessionEnd(sockB.frames)).not.toBeNull();
    expect(sockA.frames.some((f) => f.type === 'session_end')).toBe(false);
    expect(s.hub.publishToUser(login.data.user.id, 'BALANCE', { balance: '2.00', lock_balance: '0.00' })).toBe(1); // A only
    sockA.ws.close();
    sockB.ws.close();
  });

  it('a user disabled by an operator, and a session past its idle expiry, end their sockets too', async () => {
    const d = await registerUser(s, 'sock-disabled@example.com');
    const e = await registerUser(s, 'sock-expired@example.com');
    const sockD = await privateSocket(d.token);
    const sockE = await privateSocket(e.token);
    await s.db.updateTable('users').set({ status: 0 }).where('id', '=', d.user.id).execute();
    await s.db
      .updateTable('sessions')
      .set({ last_seen_ms: Date.now() - 31 * 24 * 3600_000 })
      .where('token_hash', '=', sha256(e.token))
      .execute();
    expect(await sessionEnd(sockD.frames)).not.toBeNull();
    expect(await sessionEnd(sockE.frames)).not.toBeNull();
    await privateTopicsGone(d.user.id, sockD);
    await privateTopicsGone(e.user.id, sockE);
    sockD.ws.close();
    sockE.ws.close();
  });
});
