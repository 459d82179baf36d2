import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { opAuth, startFundsServer } from '../../support/operators.js';
import { realUser, type Real } from '../../support/users.js';
import { userRow } from '../../support/balances.js';
import { bind, bindBank, bindCoin, creditByDeposit, draw, ids, TRON_ADDRESS } from '../../support/funds.js';
import { withdrawQuote } from '../../../core/rules/trading-rules.js';
import { ledgerBreaks } from '../ledger-check.js';

let s: TestServer;
let u: Real;
beforeAll(async () => {
  s = await startFundsServer();
  u = await realUser(s, 'withdrawer@example.com');
  await creditByDeposit(s, u, '1000');
});
afterAll(async () => {
  await s.stop();
});

const USD = 1_000_000;
const frozenCount = async () =>
  Number(
    (
      await s.db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('withdraw currencies and payout methods', () => {
  it('lists coin and bank currencies with their fee rule and price', async () => {
    const coin = await s.get('/api/account/draw_symbol_list', { type: 1 }, u.auth);
    expect(coin.data.map((c: { code: string; protocol: string }) => `${c.code}-${c.protocol}`)).toEqual([
      'USDT-TRC20',
      'USDT-ERC20',
      'BTC-',
    ]);
    expect(coin.data[0]).toMatchObject({ fee_type: 1, draw_rate: '1', usd_price: '1' });
    const bank = await s.get('/api/account/draw_symbol_list', { type: 2 }, u.auth);
    expect(bank.data.map((c: { code: string }) => c.code)).toEqual(['USD', 'EUR']);
  });

  it('binds a coin address (shape checked for the network), lists it with its currency, and deletes it softly', async () => {
    const { wTrc20, wErc20 } = await ids(s);
    expect(
      await bind(s, u, { type: 1, draw_id: wTrc20.id, dc_address: '0x52908400098527886E0F7030069857D2E4169EE7' }),
    ).toMatchObject({ code: 0, msg: 'This is not a valid USDT-TRC20 address' });
    const bound = await bind(s, u, { type: 1, draw_id: wTrc20.id, dc_address: TRON_ADDRESS });
    expect(bound).toMatchObject({ code: 1, msg: 'Bound successfully' });
    expect((await bind(s, u, { type: 1, draw_id: wTrc20.id, dc_address: TRON_ADDRESS })).data.id).toBe(bound.data.id);
    const list = await s.get('/api/wallet/get_draw_method', { draw_type: 1 }, u.auth);
    expect(list.data).toEqual([
      expect.objectContaining({
        id: bound.data.id,
        type: 1,
        draw_id: wTrc20.id,
        dc_address: TRON_ADDRESS,
        draw_currency: { id: wTrc20.id, code: 'USDT', protocol: 'TRC20' },
      }),
    ]);
    expect((await s.get('/api/wallet/get_draw_method', { draw_type: 1, draw_id: wErc20.id }, u.auth)).data).toEqual([]);
    expect((await s.get('/api/wallet/get_draw_method', { draw_type: 2 }, u.auth)).data).toEqual([]);
    expect(await s.post('/api/wallet/del_draw_method', { id: bound.data.id }, u.auth)).toMatchObject({
      code: 1,
      msg: 'Deleted',
    });
    expect((await s.get('/api/wallet/get_draw_method', { draw_type: 1 }, u.auth)).data).toEqual([]);
    expect(await s.post('/api/wallet/del_draw_method', { id: bound.data.id }, u.auth)).toMatchObject({
      code: 0,
      msg: 'This payout method does not exist',
    });
  });

  it.each([
    [
      'a coin method for a bank currency',
      (i: Awaited<ReturnType<typeof ids>>) => ({ type: 1, draw_id: i.wUsd.id, dc_address: TRON_ADDRESS }),
      'This payout method does not match the selected currency',
    ],
    [
      'an unknown currency',
      () => ({ type: 1, draw_id: 9999, dc_address: TRON_ADDRESS }),
      'This currency is not available',
    ],
    [
      'a bank account without payee',
      (i: Awaited<ReturnType<typeof ids>>) => ({
        type: 2,
        draw_id: i.wUsd.id,
        bank_name: 'B',
        payee_account: '12345678',
      }),
      'Please fill in the payee name.',
    ],
    [
      'a bad SWIFT code',
      (i: Awaited<ReturnType<typeof ids>>) => ({
        type: 2,
        draw_id: i.wUsd.id,
        bank_name: 'B',
        payee_name: 'P',
        payee_account: '12345678',
        bank_swift: 'NOPE',
      }),
      'Please check the SWIFT code.',
    ],
    [
      'an over-long bank name',
      (i: Awaited<ReturnType<typeof ids>>) => ({
        type: 2,
        draw_id: i.wUsd.id,
        bank_name: 'B'.repeat(300),
        payee_name: 'P',
        payee_account: '12345678',
      }),
      'Please shorten the bank name.',
    ],
    ['type 3', (i: Awaited<ReturnType<typeof ids>>) => ({ type: 3, draw_id: i.wUsd.id }), 'Please check the type.'],
  ])('refuses binding %s and stores nothing', async (_n, form, msg) => {
    const before = Number(
      (
        await s.db
          .selectFrom('payout_methods')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(await bind(s, u, form(await ids(s)) as Record<string, string | number>)).toMatchObject({ code: 0, msg });
    expect(
      Number(
        (
          await s.db
            .selectFrom('payout_methods')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before);
  });
});

describe('a withdrawal freezes the amount, then is paid or rejected, with the ledger equal at every step', () => {
  it('coin, fixed fee: freeze, then pay (the money leaves)', async () => {
    const { wTrc20 } = await ids(s);
    const method = await bindCoin(s, u, wTrc20.id);
    const before = await userRow(s, u.id);
    const w = await draw(s, u, { draw_currency_id: wTrc20.id, number: '120.5', memo: 'rent', draw_method_id: method });
    const quote = withdrawQuote('120.5', { code: 'USDT', fee_type: 1, draw_rate: '1', usd_price: '1' });
    expect(w).toMatchObject({
      code: 1,
      msg: 'Withdrawal submitted. It will be processed after review.',
      data: { number: '120.500000', fee: '1.000000', real_number: quote.received },
    });
    expect(quote.received).toBe('119.50');
    expect(await userRow(s, u.id)).toEqual({
      balance: before.balance - 120.5 * USD,
      lock_balance: before.lock_balance + 120.5 * USD,
    });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
    expect((await s.get('/v1/api/main/accountLog/forexChange', { page: 1 }, u.auth)).data.list[0]).toMatchObject({
      Type: 2,
      Value: '0.000000',
      Frozen: '120.500000',
      MemoTran: 'Withdrawal (frozen)',
      Memo: `#${w.data.id}`,
    });

    const rec = (await s.get('/api/account/draw_list', { type: 1, page: 1 }, u.auth)).data;
    expect(rec.data[0]).toMatchObject({
      id: w.data.id,
      number: '120.500000',
      real_number: '119.50',
      fee: '1.000000',
      status: 0,
      status_name: 'Under review',
      type: 1,
      address: TRON_ADDRESS,
      payee_account: '',
      notes: '',
      draw_currency: { code: 'USDT', protocol: 'TRC20' },
    });
    // Deleting the method later does not change the record: it keeps its own copy of the destination.
    await s.post('/api/wallet/del_draw_method', { id: method }, u.auth);
    expect((await s.post(`/admin/api/withdrawals/${w.data.id}/pay`, { notes: 'tx 0xabc' }, opAuth())).code).toBe(1);
    expect(await userRow(s, u.id)).toEqual({
      balance: before.balance - 120.5 * USD,
      lock_balance: before.lock_balance,
    });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
    expect((await s.get('/api/account/draw_list', { type: 1 }, { ...u.auth, lang: 'de' })).data.data[0]).toMatchObject({
      status: 1,
      status_name: 'Ausgezahlt',
      notes: 'tx 0xabc',
      address: TRON_ADDRESS,
    });
    expect((await s.get('/v1/api/main/accountLog/forexChange', {}, u.auth)).data.list[0]).toMatchObject({
      Type: 12,
      Value: '-120.500000',
      Frozen: '-120.500000',
      MemoTran: 'Withdrawal paid',
    });
    expect(await s.post(`/admin/api/withdrawals/${w.data.id}/reject`, {}, opAuth())).toMatchObject({
      code: 0,
      msg: 'This withdrawal has already been processed',
    });
  });

  it('bank, rate fee and another currency: freeze, then reject (money back exactly, type 3)', async () => {
    const { wEur, wUsd } = await ids(s);
    const method = await bindBank(s, u, wEur.id, 'DE44 5001 0517 5407 3249 31');
    const before = await userRow(s, u.id);
    // A USD method is not an EUR method even though both are bank accounts.
    const usdMethod = await bindBank(s, u, wUsd.id);
    expect(await draw(s, u, { draw_currency_id: wEur.id, number: '10', draw_method_id: usdMethod })).toMatchObject({
      code: 0,
      msg: 'This payout method does not match the selected currency',
    });

    const w = await draw(s, u, { draw_currency_id: wEur.id, number: '250.25', draw_method_id: method });
    // EUR: fixed 10 USD fee, 0.92 EUR per USD: (250.25 - 10) x 0.92 = 221.03
    expect(w.data).toMatchObject({ fee: '10.000000', real_number: '221.03' });
    expect(w.data.real_number).toBe(
      withdrawQuote('250.25', {
        code: 'EUR',
        fee_type: wEur.fee_type,
        draw_rate: wEur.draw_rate,
        usd_price: wEur.usd_price,
      }).received,
    );
    expect(await userRow(s, u.id)).toEqual({
      balance: before.balance - 250.25 * USD,
      lock_balance: before.lock_balance + 250.25 * USD,
    });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
    const rec = (await s.get('/api/account/draw_list', { type: 2 }, u.auth)).data.data[0];
    expect(rec).toMatchObject({
      type: 2,
      payee_account: 'DE44 5001 0517 5407 3249 31',
      payee_name: 'Pat Payee',
      bank_name: 'Test Bank',
      address: '',
    });

    expect(
      (await s.post(`/admin/api/withdrawals/${w.data.id}/reject`, { notes: 'name does not match' }, opAuth())).code,
    ).toBe(1);
    expect(await userRow(s, u.id)).toEqual(before);
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
    expect((await s.get('/v1/api/main/accountLog/forexChange', {}, u.auth)).data.list[0]).toMatchObject({
      Type: 3,
      Value: '0.000000',
      Frozen: '-250.250000',
    });
    expect((await s.get('/api/account/draw_list', { type: 2 }, u.auth)).data.data[0]).toMatchObject({
      status: 2,
      status_name: 'Rejected',
      notes: 'name does not match',
    });
  });
});

describe('bad withdrawal input: a translated code 0, nothing frozen or stored, the code left unspent', () => {
  it.each([
    ['a non-numeric amount', { number: 'all' }, 'Enter an amount greater than 0 with at most 6 decimals'],
    ['a negative amount', { number: '-10' }, 'Enter an amount greater than 0 with at most 6 decimals'],
    ['a zero amount', { number: '0' }, 'Enter an amount greater than 0 with at most 6 decimals'],
    ['7 decimals', { number: '1.0000001' }, 'Enter an amount greater than 0 with at most 6 decimals'],
    ['more than the balance', { number: '1000000' }, 'The amount is more than your available balance'],
    ['no more than the fee', { number: '0.5' }, 'The amount must be more than the fee (1 USD)'],
    [
      'so little that it rounds to 0.00 BTC',
      { currency: 'btc', number: '100' },
      'This amount is too small to pay out in BTC',
    ],
    ['an unknown currency', { draw_currency_id: 9999 }, 'This currency is not available'],
    ['an unknown method', { draw_method_id: 9999 }, 'This payout method does not exist'],
    ['a method of another currency', { currency: 'erc20' }, 'This payout method does not match the selected currency'],
    ['an over-long memo', { memo: 'm'.repeat(300) }, 'Please shorten the remark.'],
    ['a missing amount', { number: undefined }, 'Please fill in the amount.'],
  ])('%s', async (_n, change, msg) => {
    const { wTrc20, wErc20, wBtc } = await ids(s);
    const { currency, ...rest } = change as Record<string, string | number | undefined>;
    const symbol = currency === 'btc' ? wBtc : wTrc20;
    const dcAddress = currency === 'btc' ? 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' : TRON_ADDRESS;
    const method = await bindCoin(s, u, symbol.id, dcAddress);
    const form = {
      draw_currency_id: currency === 'erc20' ? wErc20.id : symbol.id,
      number: '10',
      memo: '',
      draw_method_id: method,
      ...rest,
    };
    const before = { user: await userRow(s, u.id), n: await frozenCount() };
    const clean = Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as Record<
      string,
      string | number
    >;
    // With a right code: the input alone is what is refused.
    expect(await draw(s, u, clean)).toMatchObject({ code: 0, msg });
    expect({ user: await userRow(s, u.id), n: await frozenCount() }).toEqual(before);
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });
});
