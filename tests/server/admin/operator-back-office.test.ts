import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../test-server.js';
import {
  bindBank,
  creditByDeposit,
  draw,
  ids,
  operatorLogin,
  opAuth,
  proof,
  realUser,
  startFundsServer,
  userRow,
  type Real,
} from '../funds/funds-helpers.js';
import { openTestDatabase } from '../test-database.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { ensureFirstOperator, GENERATED_ADMIN_EMAIL } from '../../../server/admin/first-operator.js';
import { OPERATOR_SESSION_MS } from '../../../server/admin/operator-session-service.js';
import { ledgerBreaks } from '../ledger-check.js';

let s: TestServer;
let admin: { authorization: string };
let reviewer: { authorization: string };
let trader: Real;
const REVIEWER = { email: 'reviewer@lotline.test', password: 'reviewer pass 1' };

beforeAll(async () => {
  s = await startFundsServer();
  admin = opAuth();
  expect((await s.post('/admin/api/operators', { ...REVIEWER, role: 'reviewer' }, admin)).code).toBe(1);
  reviewer = await operatorLogin(s, REVIEWER.email, REVIEWER.password);
  trader = await realUser(s, 'trader@example.com');
});
afterAll(async () => {
  await s.stop();
});

const SESSION_ENDED = 'Your session has ended. Please log in again.';
const FORBIDDEN = 'Your operator role does not allow this';

/** Audit rows of one target, oldest first. */
const auditOf = (type: string, id: number | string) =>
  s.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', type)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

/** A socket logged in with `token`, subscribed to BALANCE, collecting its pushes. */
async function balanceSocket(token: string) {
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/v1/ws`);
  const frames: any[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'login', token }));
  for (let i = 0; i < 50 && !frames.some((f) => f.type === 'login_result'); i++)
    await new Promise((r) => setTimeout(r, 20));
  ws.send(JSON.stringify({ type: 'sub', topic: 'BALANCE' }));
  await new Promise((r) => setTimeout(r, 50));
  const next = async () => {
    for (let i = 0; i < 100; i++) {
      const f = frames.find((x) => x.topic === 'BALANCE');
      if (f) {
        frames.splice(frames.indexOf(f), 1);
        return f.data;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    return undefined;
  };
  return { ws, frames, next };
}

describe('operator calls: who may call what', () => {
  // [method, path, body, least role]. Targets that do not exist keep the table from changing anything.
  const CALLS: [string, string, Record<string, string>, 'reviewer' | 'admin'][] = [
    ['GET', '/admin/api/me', {}, 'reviewer'],
    ['GET', '/admin/api/two_factor', {}, 'reviewer'],
    ['POST', '/admin/api/two_factor/setup', {}, 'reviewer'],
    ['POST', '/admin/api/two_factor/enable', { code: 'wrong' }, 'reviewer'],
    ['POST', '/admin/api/two_factor/disable', { code: 'wrong' }, 'reviewer'],
    ['GET', '/admin/api/deposits', {}, 'reviewer'],
    ['POST', '/admin/api/deposits/999999/approve', {}, 'reviewer'],
    ['POST', '/admin/api/deposits/999999/reject', {}, 'reviewer'],
    ['POST', '/admin/api/deposits/999999/invalid', {}, 'reviewer'],
    ['GET', '/admin/api/withdrawals', {}, 'reviewer'],
    ['POST', '/admin/api/withdrawals/999999/pay', {}, 'reviewer'],
    ['POST', '/admin/api/withdrawals/999999/reject', {}, 'reviewer'],
    ['GET', '/admin/api/verifications', {}, 'reviewer'],
    ['POST', '/admin/api/verifications/999999/approve', {}, 'reviewer'],
    ['POST', '/admin/api/verifications/999999/reject', { reason: 'blurred' }, 'reviewer'],
    ['GET', '/admin/api/users', { q: 'trader' }, 'admin'],
    ['GET', '/admin/api/users/999999', {}, 'admin'],
    ['POST', '/admin/api/users/999999/adjust', { amount: '1', memo: 'table' }, 'admin'],
    ['POST', '/admin/api/users/999999/disable', {}, 'admin'],
    ['POST', '/admin/api/users/999999/enable', {}, 'admin'],
    ['POST', '/admin/api/users/999999/two_factor/reset', {}, 'admin'],
    ['GET', '/admin/api/audit', {}, 'admin'],
    ['GET', '/admin/api/outbox', {}, 'admin'],
    ['GET', '/admin/api/settings', {}, 'admin'],
    ['POST', '/admin/api/settings', {}, 'admin'],
    ['GET', '/admin/api/operators', {}, 'admin'],
    ['POST', '/admin/api/operators', { email: 'not an e-mail', password: 'whatever 123', role: 'admin' }, 'admin'],
    ['POST', '/admin/api/operators/999999/disable', {}, 'admin'],
    ['GET', '/admin/api/perf/trend', { days: '30' }, 'admin'],
    ['GET', '/admin/api/perf/table', { from: '2026-11-01', to: '2026-11-30' }, 'admin'],
    ['GET', '/admin/api/perf/bench', {}, 'admin'],
  ];
  const call = (method: string, path: string, body: Record<string, string>, headers: Record<string, string>) =>
    method === 'GET' ? s.get(path, body, headers) : s.post(path, body, headers);

  it.each(CALLS)(
    '%s %s: no token and a trader token get 999; reviewer and admin as the role allows',
    async (method, path, body, least) => {
      expect(await call(method, path, body, {})).toMatchObject({ code: 999, msg: SESSION_ENDED });
      expect(await call(method, path, body, trader.auth)).toMatchObject({ code: 999, msg: SESSION_ENDED });
      const asReviewer = await call(method, path, body, reviewer);
      if (least === 'admin') expect(asReviewer).toMatchObject({ status: 403, code: 0, msg: FORBIDDEN });
      else expect(asReviewer.status === 403 || asReviewer.code === 999).toBe(false);
      const asAdmin = await call(method, path, body, admin);
      expect(asAdmin.status === 403 || asAdmin.code === 999).toBe(false);
    },
  );

  it('an operator token is not a trader session, over HTTP or the socket', async () => {
    expect(await s.get('/v1/api/main/wallet/getBalance', {}, admin)).toMatchObject({ code: 999 });
    expect(await s.get('/v1/api/main/accountLog/forexChange', { page: 1 }, reviewer)).toMatchObject({ code: 999 });
    // Nor on a trader's devices and sessions: an operator can't list or end traders' sessions with it.
    expect(await s.get('/v1/api/user/sessions', {}, admin)).toMatchObject({ code: 999 });
    expect(await s.post('/v1/api/user/session_end', { id: 1 }, admin)).toMatchObject({ code: 999 });
    expect(await s.post('/v1/api/user/sessions_end_others', {}, reviewer)).toMatchObject({ code: 999 });
    const sock = await balanceSocket(admin.authorization);
    expect(sock.frames.find((f) => f.type === 'login_result')).toMatchObject({ code: 0 });
    sock.ws.close();
  });

  it('login answers the token and the operator; me and logout end with 999 afterwards', async () => {
    const r = await s.post('/admin/api/login', { email: REVIEWER.email.toUpperCase(), password: REVIEWER.password });
    expect(r).toMatchObject({
      code: 1,
      data: { operator: { email: REVIEWER.email, role: 'reviewer' }, expires_in: 8 * 3600 },
    });
    const h = { authorization: r.data.token };
    expect((await s.get('/admin/api/me', {}, h)).data).toEqual({
      id: r.data.operator.id,
      email: REVIEWER.email,
      role: 'reviewer',
      two_factor: 0,
      two_factor_required: 0,
    });
    expect((await s.post('/admin/api/logout', {}, h)).code).toBe(1);
    expect(await s.get('/admin/api/me', {}, h)).toMatchObject({ code: 999 });
  });

  it('login is throttled per account after 5 failures, with the trader throttle untouched', async () => {
    const email = 'throttled@lotline.test';
    await s.post('/admin/api/operators', { email, password: 'right password 1', role: 'reviewer' }, admin);
    for (let i = 0; i < 5; i++)
      expect((await s.post('/admin/api/login', { email, password: `wrong ${i} password` })).code).toBe(0);
    expect(await s.post('/admin/api/login', { email, password: 'right password 1' })).toMatchObject({ code: 429 });
    expect(
      (await s.post('/api/user/loginForU', { account: 'trader@example.com', password: 'correct horse 1' })).code,
    ).toBe(1);
  });

  it('a session ends 8 hours after login', async () => {
    const h = await operatorLogin(s, REVIEWER.email, REVIEWER.password);
    const id = (await s.db.selectFrom('operator_sessions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow())
      .id;
    const back = (ms: number) =>
      s.db
        .updateTable('operator_sessions')
        .set({
          created_ms: sql`created_ms - ${ms}`,
          expires_ms: sql`expires_ms - ${ms}`,
          last_seen_ms: sql`last_seen_ms - ${ms}`,
        })
        .where('id', '=', id)
        .execute();
    await back(OPERATOR_SESSION_MS - 60_000);
    expect((await s.get('/admin/api/me', {}, h)).code).toBe(1);
    await back(61_000);
    expect(await s.get('/admin/api/me', {}, h)).toMatchObject({ code: 999, msg: SESSION_ENDED });
    expect(
      (await s.db.selectFrom('operator_sessions').select('revoked_ms').where('id', '=', id).executeTakeFirstOrThrow())
        .revoked_ms,
    ).not.toBeNull();
  });
});

describe('reviews: audit, once only, live balance', () => {
  const wire = async (u: Real, usd: string) => {
    const { usdBank } = await ids(s);
    const r = await s.post(
      '/api/quickCharge/wire_submit',
      { number: usd, proofImg: await proof(s, u), wire_id: usdBank.account.id },
      u.auth,
    );
    return r.data.id as number;
  };

  it('an approval writes its audit record (who, what, before, after, when) and pushes BALANCE to the user', async () => {
    const u = await realUser(s, 'audited@example.com');
    const sock = await balanceSocket(u.token);
    const id = await wire(u, '250.5');
    expect((await s.post(`/admin/api/deposits/${id}/approve`, { remark: 'ok' }, reviewer)).code).toBe(1);
    expect(await sock.next()).toEqual({ balance: '250.500000', lock_balance: '0.000000' });
    sock.ws.close();
    const [row, ...more] = await auditOf('deposit', id);
    expect(more).toEqual([]);
    const me = (await s.get('/admin/api/me', {}, reviewer)).data;
    expect(row).toMatchObject({ operator_id: me.id, actor: REVIEWER.email, action: 'deposit.approve' });
    expect(JSON.parse(row!.before_json!)).toMatchObject({ status: 0, credited: 0 });
    expect(JSON.parse(row!.after_json!)).toMatchObject({ status: 1, credited: 250_500_000, remark: 'ok' });
    expect(row!.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const listed = (await s.get('/admin/api/audit', { target_type: 'deposit', target_id: id }, admin)).data;
    expect(listed).toMatchObject({
      total: 1,
      data: [{ action: 'deposit.approve', before: { status: 0 }, after: { status: 1 } }],
    });
  });

  it('concurrent approve and reject of one deposit: one success, one "already reviewed", one audit record', async () => {
    for (let round = 0; round < 5; round++) {
      const u = await realUser(s, `race${round}@example.com`);
      const id = await wire(u, '10');
      const results = await Promise.all([
        s.post(`/admin/api/deposits/${id}/approve`, {}, admin),
        s.post(`/admin/api/deposits/${id}/reject`, {}, reviewer),
        s.post(`/admin/api/deposits/${id}/invalid`, {}, admin),
      ]);
      expect(results.filter((r) => r.code === 1)).toHaveLength(1);
      expect(results.filter((r) => r.code === 0).map((r) => r.msg)).toEqual(
        Array(2).fill('This deposit has already been reviewed'),
      );
      expect(await auditOf('deposit', id)).toHaveLength(1);
      expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
    }
    const hk = await s.post('/admin/api/deposits/1/approve', {}, { ...admin, lang: 'hk' });
    expect(hk).toMatchObject({ code: 0, msg: '此充值已審核' });
  });

  it('withdrawal pay and reject, and verification approve and reject leave audit records', async () => {
    const u = await realUser(s, 'withdrawer@example.com');
    await creditByDeposit(s, u, '100');
    const { wUsd } = await ids(s);
    const method = await bindBank(s, u, wUsd.id);
    const sock = await balanceSocket(u.token);
    const withdraw = async () =>
      (await draw(s, u, { draw_currency_id: wUsd.id, number: '20', draw_method_id: method })).data.id as number;
    const a = await withdraw();
    const b = await withdraw();
    // Asking froze 2 x 20: BALANCE follows every change of the balances (in one push or two), not only an operator's.
    let frozen = await sock.next();
    while (frozen?.lock_balance === '20.000000') frozen = await sock.next();
    expect(frozen).toEqual({ balance: '60.000000', lock_balance: '40.000000' });
    expect((await s.post(`/admin/api/withdrawals/${a}/pay`, { notes: 'sent' }, reviewer)).code).toBe(1);
    expect(await sock.next()).toEqual({ balance: '60.000000', lock_balance: '20.000000' });
    expect((await s.post(`/admin/api/withdrawals/${b}/reject`, {}, admin)).code).toBe(1);
    expect(await sock.next()).toEqual({ balance: '80.000000', lock_balance: '0.000000' });
    sock.ws.close();
    expect((await auditOf('withdrawal', a)).map((r) => r.action)).toEqual(['withdrawal.pay']);
    expect((await auditOf('withdrawal', b)).map((r) => r.action)).toEqual(['withdrawal.reject']);

    const front = await proof(s, u);
    const back = await proof(s, u);
    const submit = () =>
      s.post(
        '/api/user_real/real_name',
        { name: 'Pat Payee', card_id: 'AB123456', front_pic: front, reverse_pic: back },
        u.auth,
      );
    expect((await submit()).code).toBe(1);
    expect((await s.post(`/admin/api/verifications/${u.id}/reject`, { reason: 'blurred' }, reviewer)).code).toBe(1);
    expect((await submit()).code).toBe(1);
    expect((await s.post(`/admin/api/verifications/${u.id}/approve`, {}, admin)).code).toBe(1);
    expect((await auditOf('user', u.id)).map((r) => r.action)).toEqual(['verification.reject', 'verification.approve']);
  });

  it('the audit log refuses updates and deletes', async () => {
    await expect(s.db.updateTable('audit_log').set({ actor: 'someone else' }).execute()).rejects.toThrow(/append-only/);
    await expect(s.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});

describe('users', () => {
  let u: Real;
  beforeAll(async () => {
    u = await realUser(s, 'adjusted@example.com');
    await creditByDeposit(s, u, '100');
  });

  it('search by e-mail part or uid, and the detail with balance, lock, ledger, orders and sessions', async () => {
    const byMail = (await s.get('/admin/api/users', { q: 'ADJUSTED@' }, admin)).data;
    expect(byMail).toMatchObject({
      total: 1,
      data: [{ id: u.id, email: 'adjusted@example.com', balance: '100.000000', lock_balance: '0.000000', status: 1 }],
    });
    const uid = byMail.data[0].uid as string;
    expect((await s.get('/admin/api/users', { q: uid }, admin)).data.data.map((x: { id: number }) => x.id)).toContain(
      u.id,
    );
    expect((await s.get('/admin/api/users', { q: '%' }, admin)).data.total).toBe(0);
    const d = (await s.get(`/admin/api/users/${u.id}`, {}, admin)).data;
    expect(d.user).toMatchObject({ id: u.id, uid, balance: '100.000000' });
    expect(d.ledger[0]).toMatchObject({ type: 1, value: '100.000000' });
    expect(d.orders).toEqual([]);
    expect(d.sessions[0]).toMatchObject({ live: true });
  });

  it('an adjustment posts ledger type 10 with the memo, keeps balance + lock == sum(ledger), never goes below 0', async () => {
    const sock = await balanceSocket(u.token);
    const r = await s.post(`/admin/api/users/${u.id}/adjust`, { amount: '-30.5', memo: 'goodwill reversal' }, admin);
    expect(r).toMatchObject({ code: 1, data: { balance: '69.500000' } });
    expect(await sock.next()).toEqual({ balance: '69.500000', lock_balance: '0.000000' });
    sock.ws.close();
    expect(
      (await s.post(`/admin/api/users/${u.id}/adjust`, { amount: '+0.000001', memo: 'rounding' }, admin)).data.balance,
    ).toBe('69.500001');
    expect(
      await s.post(`/admin/api/users/${u.id}/adjust`, { amount: '-69.500002', memo: 'too much' }, admin),
    ).toMatchObject({ code: 0, msg: 'The balance cannot go below 0 (it is 69.500001 USD)' });
    expect(await s.post(`/admin/api/users/${u.id}/adjust`, { amount: '5', memo: '  ' }, admin)).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/^Please fill in the /),
    });
    expect((await s.post(`/admin/api/users/${u.id}/adjust`, { amount: '0', memo: 'nothing' }, admin)).code).toBe(0);
    expect((await s.post(`/admin/api/users/${u.id}/adjust`, { amount: '1e3', memo: 'float' }, admin)).code).toBe(0);
    expect(await userRow(s, u.id)).toEqual({ balance: 69_500_001, lock_balance: 0 });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
    const ledger = await s.get('/v1/api/main/accountLog/forexChange', { page: 1 }, u.auth);
    expect(ledger.data.list.slice(0, 2)).toMatchObject([
      { Type: 10, Value: '0.000001', Memo: 'rounding' },
      { Type: 10, Value: '-30.500000', Memo: 'goodwill reversal' },
    ]);
    const audits = (await auditOf('user', u.id)).filter((a) => a.action === 'user.adjust');
    expect(audits).toHaveLength(2);
    expect(JSON.parse(audits[0]!.before_json!)).toEqual({ balance: '100.000000', lock_balance: '0.000000' });
    expect(JSON.parse(audits[0]!.after_json!)).toMatchObject({
      balance: '69.500000',
      amount: '-30.500000',
      memo: 'goodwill reversal',
    });
  });

  it('many concurrent debits never take the balance below 0', async () => {
    const v = await realUser(s, 'concurrent-adjust@example.com');
    await creditByDeposit(s, v, '10');
    const rs = await Promise.all(
      Array.from({ length: 30 }, () => s.post(`/admin/api/users/${v.id}/adjust`, { amount: '-1', memo: 'fee' }, admin)),
    );
    expect(rs.filter((r) => r.code === 1)).toHaveLength(10);
    expect(await userRow(s, v.id)).toEqual({ balance: 0, lock_balance: 0 });
    expect(await ledgerBreaks(s.db, v.id)).toEqual([]);
  });

  it('disable revokes every session at once and refuses login; enable lets the user back in', async () => {
    const v = await realUser(s, 'disabled@example.com');
    const second = (
      await s.post('/api/user/loginForU', { account: 'disabled@example.com', password: 'correct horse 1' })
    ).data.token as string;
    expect((await s.get('/v1/api/main/wallet/getBalance', {}, { authorization: second })).code).toBe(1);
    expect(await s.post(`/admin/api/users/${v.id}/disable`, {}, admin)).toMatchObject({ code: 1, data: { status: 0 } });
    for (const token of [v.token, second])
      expect((await s.get('/v1/api/main/wallet/getBalance', {}, { authorization: token })).code).toBe(999);
    const live = await s.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', v.id)
      .where('revoked_ms', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect(
      await s.post('/api/user/loginForU', { account: 'disabled@example.com', password: 'correct horse 1' }),
    ).toMatchObject({ code: 0, msg: 'This account is disabled' });
    expect(await s.post(`/admin/api/users/${v.id}/enable`, {}, admin)).toMatchObject({ code: 1, data: { status: 1 } });
    expect(
      (await s.post('/api/user/loginForU', { account: 'disabled@example.com', password: 'correct horse 1' })).code,
    ).toBe(1);
    expect((await auditOf('user', v.id)).map((a) => a.action)).toEqual(['user.disable', 'user.enable']);
  });
});

describe('settings, outbox, operators', () => {
  it('settings: read all, write some (audited), refuse unknown keys and non-numbers', async () => {
    const all = (await s.get('/admin/api/settings', {}, admin)).data;
    expect(all).toMatchObject({ title: 'Lotline', stop_out_level: '50' });
    expect(await s.post('/admin/api/settings', { title: 'Desk Test', stop_out_level: '40' }, admin)).toMatchObject({
      code: 1,
      data: { title: 'Desk Test', stop_out_level: '40' },
    });
    expect((await s.get('/api/basicSet/getBasicInfo')).data.title).toBe('Desk Test');
    expect(await s.post('/admin/api/settings', { nope: '1' }, admin)).toMatchObject({
      code: 0,
      msg: 'Unknown setting',
    });
    expect((await s.post('/admin/api/settings', { stop_out_level: 'fifty' }, admin)).code).toBe(0);
    const [row] = await auditOf('settings', 'title,stop_out_level');
    expect(JSON.parse(row!.before_json!)).toEqual({ title: 'Lotline', stop_out_level: '50' });
    expect(JSON.parse(row!.after_json!)).toEqual({ title: 'Desk Test', stop_out_level: '40' });
    await s.post('/admin/api/settings', { title: 'Lotline', stop_out_level: '50' }, admin);
  });

  it('outbox: the mail the server sent, newest first', async () => {
    const r = (await s.get('/admin/api/outbox', { page: 1 }, admin)).data;
    expect(r.total).toBeGreaterThan(0);
    expect(r.data[0]).toMatchObject({ channel: 'email', status: 'logged' });
  });

  it('operators: list, create (unique), disable (not oneself) revokes their sessions', async () => {
    const list = (await s.get('/admin/api/operators', {}, admin)).data;
    expect(list[0]).toMatchObject({ email: 'ops@lotline.test', role: 'admin', disabled: 0 });
    expect(list[0]).not.toHaveProperty('password_hash');
    expect(await s.post('/admin/api/operators', { ...REVIEWER, role: 'admin' }, admin)).toMatchObject({
      code: 0,
      msg: 'An operator with this e-mail already exists',
    });
    const made = await s.post(
      '/admin/api/operators',
      { email: 'temp@lotline.test', password: 'temp pass 12', role: 'reviewer' },
      admin,
    );
    const h = await operatorLogin(s, 'temp@lotline.test', 'temp pass 12');
    expect(await s.post(`/admin/api/operators/${list[0].id}/disable`, {}, admin)).toMatchObject({
      code: 0,
      msg: 'You cannot disable your own operator account',
    });
    expect(await s.post(`/admin/api/operators/${made.data.id}/disable`, {}, admin)).toMatchObject({
      code: 1,
      data: { disabled: 1 },
    });
    expect(await s.get('/admin/api/me', {}, h)).toMatchObject({ code: 999 });
    expect(await s.post('/admin/api/login', { email: 'temp@lotline.test', password: 'temp pass 12' })).toMatchObject({
      code: 0,
      msg: 'Wrong account or password',
    });
    expect((await auditOf('operator', made.data.id)).map((a) => a.action)).toEqual([
      'operator.create',
      'operator.login',
      'operator.disable',
    ]);
  });
});

describe('first start without ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates admin@localhost with a generated password, printed once, that logs in', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lotline-first-'));
    const database = await openTestDatabase(dataDir);
    const { db } = database;
    const lines: string[] = [];
    try {
      await migrateToLatest(db);
      const config = { adminEmail: '', adminPassword: '', scryptLogN: 10 };
      await ensureFirstOperator(db, config, (l) => lines.push(l));
      await ensureFirstOperator(db, config, (l) => lines.push(l));
    } finally {
      await database.close();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('printed this once only');
    const password = / generated password (\S+) /.exec(lines[0]!)![1]!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const stored = await startTestServer({ dataDir, ticksPerSecond: 0 });
    try {
      const hash = (await stored.db.selectFrom('operators').select('password_hash').executeTakeFirstOrThrow())
        .password_hash;
      expect(hash).not.toContain(password);
      expect(await stored.post('/admin/api/login', { email: GENERATED_ADMIN_EMAIL, password })).toMatchObject({
        code: 1,
        data: { operator: { role: 'admin' } },
      });
      expect(await stored.db.selectFrom('operators').select('email').execute()).toEqual([
        { email: GENERATED_ADMIN_EMAIL },
      ]);
    } finally {
      await stored.stop();
    }
  });
});
