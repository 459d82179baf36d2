import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import {
  bindBank,
  bindCoin,
  creditByDeposit,
  demo,
  draw,
  ids,
  opAuth,
  proof,
  realUser,
  startFundsServer,
  TRON_ADDRESS,
  upload,
  userRow,
  withdrawCode,
  type Real,
} from './funds-helpers.js';
import { PNG_8x6 } from './image-fixtures.js';

let s: TestServer;
let a: Real;
let b: Real;
/** What user A owns: a method, a deposit, a withdrawal, a verification. */
let own: { method: number; bankMethod: number; deposit: number; withdrawal: number; proof: string };

beforeAll(async () => {
  s = await startFundsServer();
  a = await realUser(s, 'alice.funds@example.com');
  b = await realUser(s, 'bob.funds@example.com');
  const i = await ids(s);
  own = { method: 0, bankMethod: 0, deposit: 0, withdrawal: 0, proof: '' };
  own.deposit = await creditByDeposit(s, a, '300');
  own.method = await bindCoin(s, a, i.wTrc20.id);
  own.bankMethod = await bindBank(s, a, i.wUsd.id);
  own.withdrawal = (
    await draw(s, a, { draw_currency_id: i.wTrc20.id, number: '50', draw_method_id: own.method })
  ).data.id;
  own.proof = await proof(s, a);
  const [front, back] = [await proof(s, a), await proof(s, a)];
  expect(
    (
      await s.post(
        '/api/user_real/real_name',
        { name: 'Alice Example', card_id: 'A1234567', front_pic: front, reverse_pic: back },
        a.auth,
      )
    ).code,
  ).toBe(1);
  await creditByDeposit(s, b, '100');
});
afterAll(async () => {
  await s.stop();
});

describe("a user never sees or uses another user's funds data", () => {
  it("B does not list A's payout methods", async () => {
    const { wTrc20 } = await ids(s);
    for (const q of [{ draw_type: 1 }, { draw_type: 2 }, { draw_type: 1, draw_id: wTrc20.id }] as Record<
      string,
      number
    >[]) {
      expect((await s.get('/api/wallet/get_draw_method', q, b.auth)).data).toEqual([]);
    }
    expect((await s.get('/api/wallet/get_draw_method', { draw_type: 1 }, a.auth)).data).toHaveLength(1);
  });

  it("B cannot withdraw to A's method, and nothing is frozen", async () => {
    const { wTrc20 } = await ids(s);
    const before = await userRow(s, b.id);
    // With B's own right code: the method is what is refused.
    expect(await draw(s, b, { draw_currency_id: wTrc20.id, number: '10', draw_method_id: own.method })).toMatchObject({
      code: 0,
      msg: 'This payout method does not exist',
    });
    expect(await userRow(s, b.id)).toEqual(before);
  });

  it("B cannot confirm with A's code, which stays A's: a code is checked against the caller's own address", async () => {
    const { wUsd } = await ids(s);
    const bMethod = await bindBank(s, b, wUsd.id, '55554444');
    const aCode = await withdrawCode(s, a);
    const before = { a: await userRow(s, a.id), b: await userRow(s, b.id) };
    expect(
      await s.post(
        '/api/account/draw',
        { draw_currency_id: wUsd.id, number: '10', draw_method_id: bMethod, auth_code: aCode },
        b.auth,
      ),
    ).toMatchObject({ code: 0, msg: 'The code is wrong or has expired' });
    expect({ a: await userRow(s, a.id), b: await userRow(s, b.id) }).toEqual(before);
    // A can still use it (B's try counted against B's own code, not A's).
    const r = await s.post(
      '/api/account/draw',
      { draw_currency_id: wUsd.id, number: '10', draw_method_id: own.bankMethod, auth_code: aCode },
      a.auth,
    );
    expect(r.code).toBe(1);
    expect((await s.post(`/admin/api/withdrawals/${r.data.id}/reject`, {}, opAuth())).code).toBe(1);
  });

  it("B's withdrawal and payout-method codes go to B's own address, whatever `to` names", async () => {
    for (const type of [4, 5]) {
      const before = await s.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      await s.db.deleteFrom('codes').where('destination', '=', b.email).execute();
      expect(await s.post('/api/notify/send_email', { to: a.email, type }, b.auth)).toMatchObject({ code: 1 });
      const sent = await s.db.selectFrom('outbox').select('destination').where('id', '>', before.id).execute();
      expect(sent).toEqual([{ destination: b.email }]);
    }
  });

  it("B cannot delete A's method, which stays usable by A", async () => {
    expect(await s.post('/api/wallet/del_draw_method', { id: own.bankMethod }, b.auth)).toMatchObject({
      code: 0,
      msg: 'This payout method does not exist',
    });
    expect(
      (await s.get('/api/wallet/get_draw_method', { draw_type: 2 }, a.auth)).data.map((m: { id: number }) => m.id),
    ).toEqual([own.bankMethod]);
  });

  it("B does not see A's deposits", async () => {
    expect(
      (await s.get('/api/quickCharge/quick_ist', { type: 1 }, b.auth)).data.data.map((d: { id: number }) => d.id),
    ).not.toContain(own.deposit);
    expect(
      (await s.get('/api/quickCharge/quick_ist', { type: 1 }, a.auth)).data.data.map((d: { id: number }) => d.id),
    ).toContain(own.deposit);
  });

  it("B does not see A's withdrawals", async () => {
    expect((await s.get('/api/account/draw_list', { type: 1 }, b.auth)).data).toEqual({ data: [], total: 0 });
    expect((await s.get('/api/account/draw_list', { type: 1 }, a.auth)).data.data[0].id).toBe(own.withdrawal);
  });

  it("B does not see A's ledger or balances", async () => {
    const ledger = (await s.get('/v1/api/main/accountLog/forexChange', { page: 1 }, b.auth)).data;
    expect(ledger.total).toBe(1);
    expect(ledger.list[0]).toMatchObject({ Type: 1, Value: '100.000000' });
    expect((await s.get('/v1/api/main/account/forexDetail', {}, b.auth)).data).toMatchObject({
      balance: '100.000000',
      lock_balance: '0.000000',
    });
    expect((await s.get('/v1/api/main/account/forexDetail', {}, a.auth)).data).toMatchObject({
      balance: '250.000000',
      lock_balance: '50.000000',
      total: '300.000000',
    });
  });

  it("B does not see A's verification", async () => {
    expect((await s.get('/api/user_real/center', {}, b.auth)).data).toMatchObject({
      review_status: 0,
      name: '',
      card_id: '',
    });
    expect((await s.get('/api/user_real/center', {}, a.auth)).data).toMatchObject({
      review_status: 1,
      name: 'Alice Example',
      card_id: '****4567',
    });
  });

  it("B cannot attach A's upload as a deposit proof or an ID photo", async () => {
    const { usdBank } = await ids(s);
    expect(
      await s.post(
        '/api/quickCharge/wire_submit',
        { number: '10', proofImg: own.proof, wire_id: usdBank.account.id },
        b.auth,
      ),
    ).toMatchObject({ code: 0, msg: 'This picture was not uploaded from your account' });
    const mine = await proof(s, b);
    expect(
      await s.post(
        '/api/user_real/real_name',
        { name: 'Bob', card_id: 'B7654321', front_pic: own.proof, reverse_pic: mine },
        b.auth,
      ),
    ).toMatchObject({ code: 0, msg: 'This picture was not uploaded from your account' });
  });
});

describe('identity verification', () => {
  it('goes 0 -> 1 on submit, refuses a second submit, 1 -> 0 with a reason on rejection, then 1 -> 2', async () => {
    const v = await realUser(s, 'kyc@example.com');
    expect((await s.get('/api/user_real/center', {}, v.auth)).data).toMatchObject({
      review_status: 0,
      email: 'kyc@example.com',
      reason: '',
    });
    const form = async () => ({
      name: 'Kim Yoon',
      card_id: 'M12345678',
      front_pic: await proof(s, v),
      reverse_pic: await proof(s, v),
    });
    expect(await s.post('/api/user_real/real_name', await form(), v.auth)).toMatchObject({
      code: 1,
      msg: 'Submitted. Your verification is under review.',
    });
    expect(await s.post('/api/user_real/real_name', await form(), v.auth)).toMatchObject({
      code: 0,
      msg: 'Your verification is under review',
    });
    expect(await s.post(`/admin/api/verifications/${v.id}/reject`, {}, opAuth())).toMatchObject({
      code: 0,
      msg: 'Please fill in the reason.',
    });
    expect(
      (await s.post(`/admin/api/verifications/${v.id}/reject`, { reason: 'Photo is blurred' }, opAuth())).code,
    ).toBe(1);
    expect((await s.get('/api/user_real/center', {}, v.auth)).data).toMatchObject({
      review_status: 0,
      reason: 'Photo is blurred',
    });
    expect((await s.post('/api/user_real/real_name', await form(), v.auth)).code).toBe(1);
    const queue = await s.get('/admin/api/verifications', { status: 1 }, opAuth());
    expect(queue.data.data.some((q: { user_id: number }) => q.user_id === v.id)).toBe(true);
    expect((await s.post(`/admin/api/verifications/${v.id}/approve`, {}, opAuth())).code).toBe(1);
    expect((await s.get('/api/user_real/center', {}, v.auth)).data).toMatchObject({ review_status: 2, reason: '' });
    expect(await s.post('/api/user_real/real_name', await form(), v.auth)).toMatchObject({
      code: 0,
      msg: 'Your identity is already verified',
    });
    expect(await s.post(`/admin/api/verifications/${v.id}/approve`, {}, opAuth())).toMatchObject({
      code: 0,
      msg: 'This verification is not waiting for review',
    });
  });

  it.each([
    ['no name', { name: '' }, 'Please fill in the name.'],
    ['a long name', { name: 'n'.repeat(65) }, 'Please shorten the name.'],
    ['a bad ID number', { card_id: 'A1 <b>' }, 'Please check the ID number.'],
    ['no front photo', { front_pic: '' }, 'Please fill in the front photo of the ID.'],
    ['the same photo twice', { reverse_pic: 'same' }, 'Please check the back photo of the ID.'],
  ])('refuses %s and stores nothing', async (_n, change, msg) => {
    const v = await realUser(s, `kyc-bad-${_n.replace(/\W/g, '')}@example.com`);
    const front = await proof(s, v);
    const form = { name: 'Lee', card_id: 'X1234567', front_pic: front, reverse_pic: await proof(s, v), ...change };
    if (form.reverse_pic === 'same') form.reverse_pic = front;
    expect(await s.post('/api/user_real/real_name', form, v.auth)).toMatchObject({ code: 0, msg });
    expect(
      await s.db.selectFrom('verifications').select('user_id').where('user_id', '=', v.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('demo users are refused by the server on every funds call', () => {
  let d: Real;
  let i: Awaited<ReturnType<typeof ids>>;
  beforeAll(async () => {
    d = await demo(s, 'funds-demo-device');
    i = await ids(s);
  });

  const calls: [string, 'get' | 'post', string, () => Record<string, string | number>][] = [
    ['deposit networks', 'get', '/api/quickCharge/symbols', () => ({})],
    ['one network', 'get', '/api/quickCharge/info', () => ({ id: i.trc20.id })],
    ['bank currencies', 'get', '/api/quickCharge/wire_info', () => ({})],
    ['bank accounts', 'get', '/api/quickCharge/bank_coin', () => ({ id: i.usdBank.currency.id })],
    [
      'coin deposit (POST)',
      'post',
      '/api/quickCharge/submit',
      () => ({ number: '1', proofImg: own.proof, address: i.trc20.address, charge_id: i.trc20.id }),
    ],
    [
      'coin deposit (GET)',
      'get',
      '/api/quickCharge/submit',
      () => ({ number: '1', proofImg: own.proof, address: i.trc20.address, charge_id: i.trc20.id }),
    ],
    [
      'bank deposit',
      'post',
      '/api/quickCharge/wire_submit',
      () => ({ number: '1', proofImg: own.proof, wire_id: i.usdBank.account.id }),
    ],
    ['deposit history', 'get', '/api/quickCharge/quick_ist', () => ({ type: 0, page: 1 })],
    ['withdraw currencies', 'get', '/api/account/draw_symbol_list', () => ({ type: 1 })],
    ['payout methods', 'get', '/api/wallet/get_draw_method', () => ({ draw_type: 1 })],
    [
      'bind a method',
      'post',
      '/api/wallet/bind_draw_method',
      () => ({ type: 1, draw_id: i.wTrc20.id, dc_address: TRON_ADDRESS, auth_code: '123456' }),
    ],
    ['delete a method', 'post', '/api/wallet/del_draw_method', () => ({ id: own.method })],
    [
      'withdraw',
      'post',
      '/api/account/draw',
      () => ({ draw_currency_id: i.wTrc20.id, number: '10', draw_method_id: own.method, auth_code: '123456' }),
    ],
    ['withdrawal code', 'post', '/api/notify/send_email', () => ({ type: 4 })],
    ['payout-method code', 'post', '/api/notify/send_email', () => ({ type: 5 })],
    ['withdraw history', 'get', '/api/account/draw_list', () => ({ type: 1, page: 1 })],
    ['verification centre', 'get', '/api/user_real/center', () => ({})],
    [
      'verification submit',
      'post',
      '/api/user_real/real_name',
      () => ({ name: 'Demo', card_id: 'D1234567', front_pic: own.proof, reverse_pic: own.proof }),
    ],
    [
      'password change',
      'post',
      '/api/user/amend_password',
      () => ({ new_password: 'new password 1', auth_code: '123456' }),
    ],
    ['two-factor status', 'get', '/api/user/two_factor', () => ({})],
    ['two-factor setup', 'post', '/api/user/two_factor/setup', () => ({})],
    ['two-factor enable', 'post', '/api/user/two_factor/enable', () => ({ code: '123456' })],
    ['two-factor disable', 'post', '/api/user/two_factor/disable', () => ({ code: '123456' })],
  ];

  it.each(calls)('%s', async (_n, method, path, params) => {
    const before = {
      user: await userRow(s, d.id),
      methods: await count('payout_methods'),
      deposits: await count('deposits'),
      withdrawals: await count('withdrawals'),
      kyc: await count('verifications'),
      codes: await count('codes'),
      mail: await count('outbox'),
    };
    const r = method === 'get' ? await s.get(path, params(), d.auth) : await s.post(path, params(), d.auth);
    expect(r).toMatchObject({ code: 0, msg: 'Please register or log in to a real account', data: null });
    expect({
      user: await userRow(s, d.id),
      methods: await count('payout_methods'),
      deposits: await count('deposits'),
      withdrawals: await count('withdrawals'),
      kyc: await count('verifications'),
      codes: await count('codes'),
      mail: await count('outbox'),
    }).toEqual(before);
  });

  it('whatever the input holds: malformed input gets the demo message too, nothing else', async () => {
    expect(await s.post('/api/account/draw', { draw_currency_id: 'x', number: 'lots' }, d.auth)).toMatchObject({
      code: 0,
      msg: 'Please register or log in to a real account',
    });
    expect((await s.get('/api/quickCharge/quick_ist', { type: 7 }, d.auth)).msg).toBe(
      'Please register or log in to a real account',
    );
    expect((await s.post('/api/account/draw', { number: 'lots' })).code).toBe(999);
  });

  it('image upload', async () => {
    expect(await upload(s, d.auth, PNG_8x6)).toMatchObject({
      code: 0,
      msg: 'Please register or log in to a real account',
    });
  });

  it("and in the demo user's language", async () => {
    expect((await s.get('/api/quickCharge/symbols', {}, { ...d.auth, lang: 'jp' })).msg).not.toBe(
      'Please register or log in to a real account',
    );
  });

  it('while balances and the ledger stay readable: a demo account has both', async () => {
    expect((await s.get('/v1/api/main/wallet/getBalance', {}, d.auth)).data).toEqual({
      balance: '100000.000000',
      lock_balance: '0.000000',
    });
    expect((await s.get('/v1/api/main/accountLog/forexChange', {}, d.auth)).data.list[0]).toMatchObject({
      Type: 9,
      Value: '100000.000000',
    });
  });

  it('and a visitor gets 999 on every call', async () => {
    for (const [, method, path, params] of calls) {
      const r = method === 'get' ? await s.get(path, params()) : await s.post(path, params());
      expect(r.code, path).toBe(999);
    }
  });
});

const count = async (table: 'payout_methods' | 'deposits' | 'withdrawals' | 'verifications' | 'codes' | 'outbox') =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
