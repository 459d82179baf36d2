import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { opAuth, OPERATOR, startFundsServer } from '../../support/operators.js';
import { realUser, type Real } from '../../support/users.js';
import { userRow } from '../../support/balances.js';
import { ids, proof } from '../../support/funds.js';
import { ledgerBreaks } from '../ledger-check.js';

let s: TestServer;
let u: Real;
beforeAll(async () => {
  s = await startFundsServer();
  u = await realUser(s, 'depositor@example.com');
});
afterAll(async () => {
  await s.stop();
});

const depositCount = async () =>
  Number(
    (
      await s.db
        .selectFrom('deposits')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('deposit channels', () => {
  it('lists the seeded coin networks, one network with its price, bank currencies and their accounts', async () => {
    const nets = await s.get('/api/quickCharge/symbols', {}, u.auth);
    expect(nets.code).toBe(1);
    expect(
      nets.data.map((n: { currency_code: string; protocol_code: string }) => `${n.currency_code}-${n.protocol_code}`),
    ).toEqual(['USDT-TRC20', 'USDT-ERC20', 'BTC-', 'ETH-ERC20']);
    expect(Object.keys(nets.data[0]).sort()).toEqual(['address', 'currency_code', 'id', 'protocol_code', 'usd_price']);
    const btc = nets.data[2];
    expect((await s.get('/api/quickCharge/info', { id: btc.id }, u.auth)).data).toMatchObject({
      currency_code: 'BTC',
      usd_price: '95000',
      address: btc.address,
    });
    expect(await s.get('/api/quickCharge/info', { id: 9999 }, u.auth)).toMatchObject({
      code: 0,
      msg: 'This deposit network is not available',
    });

    const banks = await s.get('/api/quickCharge/wire_info', {}, u.auth);
    expect(banks.data.map((b: { name: string }) => b.name)).toEqual(['USD', 'EUR', 'HKD']);
    const accounts = await s.get('/api/quickCharge/bank_coin', { id: banks.data[0].id }, u.auth);
    expect(accounts.data).toHaveLength(2);
    expect(Object.keys(accounts.data[0]).sort()).toEqual([
      'bank_address',
      'bank_name',
      'bank_remark',
      'bank_swift',
      'id',
      'payee_account',
      'payee_name',
    ]);
    expect(await s.get('/api/quickCharge/bank_coin', { id: 9999 }, u.auth)).toMatchObject({
      code: 0,
      msg: 'This currency is not available',
    });
  });
});

describe('coin deposit: claim, operator review over HTTP, exact credit', () => {
  it('credits number x USD value per coin exactly, with a type 1 ledger record, once approved', async () => {
    const { btc } = await ids(s);
    const sub = await s.post(
      '/api/quickCharge/submit',
      { number: '0.00012345', proofImg: await proof(s, u), address: btc.address, charge_id: btc.id },
      u.auth,
    );
    expect(sub).toMatchObject({ code: 1, msg: 'Deposit submitted. It will be credited after review.' });
    const list = await s.get('/api/quickCharge/quick_ist', { type: 0, page: 1 }, u.auth);
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({
      id: sub.data.id,
      number: '0.00012345',
      type: 0,
      currency_code: 'BTC',
      status: 0,
      status_name: 'Pending review',
      remark: '',
    });
    expect(list.data.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await userRow(s, u.id)).balance).toBe(0);

    const queue = await s.get('/admin/api/deposits', { status: 0 }, opAuth());
    expect(queue.data.data.find((d: { id: number }) => d.id === sub.data.id)).toMatchObject({
      credit_usd: '11.727750',
      email: 'depositor@example.com',
    });
    const ok = await s.post(`/admin/api/deposits/${sub.data.id}/approve`, { remark: 'seen on chain' }, opAuth());
    expect(ok).toMatchObject({ code: 1, data: { status: 1, credited: 11_727_750 } });
    // 0.00012345 BTC x 95000 USD = 11.72775 USD, exactly.
    expect(await userRow(s, u.id)).toEqual({ balance: 11_727_750, lock_balance: 0 });
    const ledger = await s.get('/v1/api/main/accountLog/forexChange', { page: 1 }, u.auth);
    expect(ledger.data.list[0]).toMatchObject({
      Value: '11.727750',
      Type: 1,
      MemoTran: 'Deposit',
      Memo: `#${sub.data.id}`,
    });
    expect((await s.get('/api/quickCharge/quick_ist', { type: 0 }, u.auth)).data.data[0]).toMatchObject({
      status: 1,
      status_name: 'Completed',
      remark: 'seen on chain',
    });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });

  it('rounds the credit half up to the micro-dollar', async () => {
    // 1.00000005 USDT x 1 = 1.00000005 -> 1.000000 (5e-8 rounds away at 1e-6); 0.0000005 ETH x 3200 = 0.0016 exactly.
    const v = await realUser(s, 'rounding@example.com');
    const { trc20 } = await ids(s);
    const eth = await s.db
      .selectFrom('deposit_networks')
      .selectAll()
      .where('currency_code', '=', 'ETH')
      .executeTakeFirstOrThrow();
    for (const [net, number] of [
      [trc20, '1.00000005'],
      [eth, '0.0000005'],
    ] as const) {
      const d = await s.post(
        '/api/quickCharge/submit',
        { number, proofImg: await proof(s, v), address: net.address, charge_id: net.id },
        v.auth,
      );
      await s.post(`/admin/api/deposits/${d.data.id}/approve`, {}, opAuth());
    }
    expect((await userRow(s, v.id)).balance).toBe(1_000_000 + 1_600);
  });

  it('reject and invalid close the claim and leave the balance alone', async () => {
    const { trc20 } = await ids(s);
    const before = await userRow(s, u.id);
    for (const [action, status, name] of [
      ['reject', 2, 'Rejected'],
      ['invalid', 3, 'Invalid'],
    ] as const) {
      const d = await s.post(
        '/api/quickCharge/submit',
        { number: '50', proofImg: await proof(s, u), address: trc20.address, charge_id: trc20.id },
        u.auth,
      );
      const r = await s.post(`/admin/api/deposits/${d.data.id}/${action}`, { remark: 'no such transfer' }, opAuth());
      expect(r).toMatchObject({ code: 1, data: { status, credited: 0, remark: 'no such transfer' } });
      expect(await s.post(`/admin/api/deposits/${d.data.id}/approve`, {}, opAuth())).toMatchObject({
        code: 0,
        msg: 'This deposit has already been reviewed',
      });
      const row = (await s.get('/api/quickCharge/quick_ist', { type: 0 }, u.auth)).data.data[0];
      expect(row).toMatchObject({ id: d.data.id, status, status_name: name });
    }
    expect(await userRow(s, u.id)).toEqual(before);
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });
});

describe('bank deposit', () => {
  it('records the currency and credits at its USD value', async () => {
    const v = await realUser(s, 'wirer@example.com');
    const { eurBank } = await ids(s);
    const sub = await s.post(
      '/api/quickCharge/wire_submit',
      { number: '1000.50', proofImg: await proof(s, v), wire_id: eurBank.account.id },
      v.auth,
    );
    expect(sub.code).toBe(1);
    const list = await s.get('/api/quickCharge/quick_ist', { type: 1, page: 1 }, v.auth);
    expect(list.data).toMatchObject({
      total: 1,
      data: [{ number: '1000.5', type: 1, currency_code: 'EUR', status: 0 }],
    });
    expect((await s.get('/api/quickCharge/quick_ist', { type: 0 }, v.auth)).data.total).toBe(0);
    await s.post(`/admin/api/deposits/${sub.data.id}/approve`, {}, opAuth());
    // 1000.5 EUR x 1.08 = 1080.54 USD
    expect(await userRow(s, v.id)).toEqual({ balance: 1_080_540_000, lock_balance: 0 });
    expect((await s.get('/v1/api/main/account/forexDetail', {}, v.auth)).data).toEqual({
      currency: 'USD',
      balance: '1080.540000',
      lock_balance: '0.000000',
      total: '1080.540000',
    });
    expect((await s.get('/v1/api/main/wallet/getBalance', {}, v.auth)).data).toEqual({
      balance: '1080.540000',
      lock_balance: '0.000000',
    });
  });
});

describe('bad deposit input: a translated code 0 naming the problem, nothing stored', () => {
  it.each([
    ['a non-numeric amount', { number: 'ten' }, 'Enter an amount greater than 0 with at most 8 decimals'],
    ['a negative amount', { number: '-5' }, 'Enter an amount greater than 0 with at most 8 decimals'],
    ['a zero amount', { number: '0.000' }, 'Enter an amount greater than 0 with at most 8 decimals'],
    ['an exponent', { number: '1e3' }, 'Enter an amount greater than 0 with at most 8 decimals'],
    ['too many decimals', { number: '1.123456789' }, 'Enter an amount greater than 0 with at most 8 decimals'],
    ['an absurd amount', { number: '99999999999999' }, 'The amount may be at most 1000000000000'],
    ['a credit over 1e9 USD', { number: '20000' }, 'The amount may be at most 10526'],
    ['an over-long amount', { number: '1'.repeat(40) }, 'Please shorten the amount.'],
    ['no proof', { proofImg: '' }, 'Please attach a proof of payment'],
    [
      'a proof that is not an upload',
      { proofImg: 'https://evil.example/x.png' },
      'This picture was not uploaded from your account',
    ],
    ['an unknown network', { charge_id: 9999 }, 'This deposit network is not available'],
    [
      'another address',
      { address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' },
      'The address does not match the selected network',
    ],
    ['an over-long address', { address: 'x'.repeat(200) }, 'Please shorten the address.'],
    ['a text network id', { charge_id: 'btc' }, 'Please check the deposit network.'],
  ])('coin: %s', async (_n, change, msg) => {
    const { btc } = await ids(s);
    const before = await depositCount();
    const form = { number: '0.5', proofImg: await proof(s, u), address: btc.address, charge_id: btc.id, ...change };
    expect(await s.post('/api/quickCharge/submit', form, u.auth)).toMatchObject({ code: 0, msg });
    expect(await depositCount()).toBe(before);
  });

  it.each([
    ['3 decimals for a bank amount', { number: '10.005' }, 'Enter an amount greater than 0 with at most 2 decimals'],
    ['an unknown bank account', { wire_id: 9999 }, 'This bank account is not available'],
    ['a missing account', { wire_id: undefined }, 'Please fill in the bank account.'],
  ])('bank: %s', async (_n, change, msg) => {
    const { usdBank } = await ids(s);
    const before = await depositCount();
    const form = Object.fromEntries(
      Object.entries({ number: '10', proofImg: await proof(s, u), wire_id: usdBank.account.id, ...change }).filter(
        ([, v]) => v !== undefined,
      ),
    ) as Record<string, string | number>;
    expect(await s.post('/api/quickCharge/wire_submit', form, u.auth)).toMatchObject({ code: 0, msg });
    expect(await depositCount()).toBe(before);
  });

  it('refuses one proof for two claims', async () => {
    const { usdBank } = await ids(s);
    const p = await proof(s, u);
    expect(
      (await s.post('/api/quickCharge/wire_submit', { number: '10', proofImg: p, wire_id: usdBank.account.id }, u.auth))
        .code,
    ).toBe(1);
    expect(
      await s.post('/api/quickCharge/wire_submit', { number: '10', proofImg: p, wire_id: usdBank.account.id }, u.auth),
    ).toMatchObject({ code: 0, msg: 'This picture is already attached to another deposit' });
  });

  it('translates the message into the request language', async () => {
    const { btc } = await ids(s);
    const r = await s.post(
      '/api/quickCharge/submit',
      { number: 'x', proofImg: await proof(s, u), address: btc.address, charge_id: btc.id },
      { ...u.auth, lang: 'fr' },
    );
    expect(r).toMatchObject({ code: 0, msg: 'Saisissez un montant supérieur à 0 avec au plus 8 décimales' });
  });
});

describe('operator routes', () => {
  it('refuse a trader token, HTTP Basic and no token like an ended session (code 999)', async () => {
    const basic = {
      authorization: `Basic ${Buffer.from(`${OPERATOR.adminEmail}:${OPERATOR.adminPassword}`).toString('base64')}`,
    };
    for (const headers of [{ authorization: u.token }, basic, {}]) {
      const r = await s.get('/admin/api/deposits', {}, headers);
      expect(r).toMatchObject({ code: 999, msg: 'Your session has ended. Please log in again.' });
    }
  });

  it('refuse a wrong operator password', async () => {
    expect(await s.post('/admin/api/login', { email: OPERATOR.adminEmail, password: 'wrong password' })).toMatchObject({
      code: 0,
      msg: 'Wrong account or password',
    });
  });

  it('answer not found for an unknown record', async () => {
    expect(await s.post('/admin/api/deposits/999999/approve', {}, opAuth())).toMatchObject({
      code: 0,
      msg: 'Not found',
    });
    expect(await s.post('/admin/api/withdrawals/999999/pay', {}, opAuth())).toMatchObject({
      code: 0,
      msg: 'Not found',
    });
  });
});

describe('support e-mail', () => {
  it('serves the complaint e-mail from the support_email setting, to anyone', async () => {
    expect(await s.get('/api/basicSet/complaint_email')).toMatchObject({
      code: 1,
      data: { email: 'support@lotline.local' },
    });
  });
});
