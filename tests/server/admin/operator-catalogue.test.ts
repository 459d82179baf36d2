import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { operatorLogin, opAuth, startFundsServer } from '../../support/operators.js';
import { realUser, type Real } from '../../support/users.js';
import { creditByDeposit } from '../../support/funds.js';
import { CATEGORY_KEYS } from '../../../server/market/category-keys.js';
import { LANG_CODES } from '../../../core/rules/languages.js';
import { readFileSync } from 'node:fs';

let s: TestServer;
let admin: { authorization: string };
let reviewer: { authorization: string };
let trader: Real;
const REVIEWER = { email: 'catalogue-reviewer@lotline.test', password: 'reviewer pass 1' };
const FORBIDDEN = 'Your operator role does not allow this';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

beforeAll(async () => {
  s = await startFundsServer();
  admin = opAuth();
  expect((await s.post('/admin/api/operators', { ...REVIEWER, role: 'reviewer' }, admin)).code).toBe(1);
  reviewer = await operatorLogin(s, REVIEWER.email, REVIEWER.password);
  trader = await realUser(s, 'catalogue-trader@example.com');
  await creditByDeposit(s, trader, '5000');
});
afterAll(async () => {
  await s.stop();
});

const auditCount = async () =>
  Number(
    (
      await s.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditOf = (type: string, id: number | string) =>
  s.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', type)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
const lastAudit = async () => {
  const r = await s.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { ...r, before: r.before_json && JSON.parse(r.before_json), after: r.after_json && JSON.parse(r.after_json) };
};
const pairRow = (code: string) =>
  s.db.selectFrom('trade_pairs').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const tradeList = async (code: string) =>
  ((await s.get('/v1/api/forex/trade_list', {})).data as any[]).find((p) => p.Code === code);
/** A 0.01-lot market buy of the pair: BTCUSD trades around the clock, so these tests pass on weekends too. */
const buy = (forexId: number, multiple: number, lots = '0.01') =>
  s.post('/v1/api/forex/submit', { type: 1, cont: lots, forex_id: forexId, status: 1, multiple }, trader.auth);

describe('catalogue calls: admin only', () => {
  const CALLS: [string, string, Record<string, string>][] = [
    ['GET', '/admin/api/pairs', {}],
    ['POST', '/admin/api/pairs', {}],
    ['POST', '/admin/api/pairs/999999', { sort: '1' }],
    ['GET', '/admin/api/categories', {}],
    ['POST', '/admin/api/categories', {}],
    ['POST', '/admin/api/categories/999999', { sort: '1' }],
    ...['deposit-networks', 'bank-currencies', 'bank-accounts', 'withdraw-symbols'].flatMap(
      (t): [string, string, Record<string, string>][] => [
        ['GET', `/admin/api/${t}`, {}],
        ['POST', `/admin/api/${t}`, {}],
        ['POST', `/admin/api/${t}/999999`, { enabled: '1' }],
        ['POST', `/admin/api/${t}/999999/disable`, {}],
        ['POST', `/admin/api/${t}/999999/enable`, {}],
      ],
    ),
    ['GET', '/admin/api/news', {}],
    ['GET', '/admin/api/news/999999', {}],
    ['POST', '/admin/api/news', {}],
    ['POST', '/admin/api/news/999999', { texts: '{}' }],
    ['POST', '/admin/api/news/999999/publish', {}],
    ['POST', '/admin/api/news/999999/unpublish', {}],
    ['GET', '/admin/api/companies', {}],
    ['POST', '/admin/api/companies', {}],
    ['POST', '/admin/api/companies/999999', { name: 'x' }],
    ['POST', '/admin/api/companies/999999/delete', {}],
  ];
  const call = (method: string, path: string, body: Record<string, string>, headers: Record<string, string>) =>
    method === 'GET' ? s.get(path, body, headers) : s.post(path, body, headers);

  it.each(CALLS)('%s %s: no token or a trader token 999, reviewer 403, admin passes', async (method, path, body) => {
    const before = await auditCount();
    expect(await call(method, path, body, {})).toMatchObject({ code: 999, msg: SESSION_ENDED });
    expect(await call(method, path, body, trader.auth)).toMatchObject({ code: 999, msg: SESSION_ENDED });
    expect(await call(method, path, body, reviewer)).toMatchObject({ status: 403, code: 0, msg: FORBIDDEN });
    const asAdmin = await call(method, path, body, admin);
    expect(asAdmin.status === 403 || asAdmin.code === 999).toBe(false);
    // Empty creates and unknown ids are refused: the table itself writes nothing.
    expect(await auditCount()).toBe(before);
  });
});

describe('pairs', () => {
  it('lists every pair with the stored fields, leverage as an array and the live state', async () => {
    const r = await s.get('/admin/api/pairs', {}, admin);
    expect(r.code).toBe(1);
    const btc = (r.data as any[]).find((p) => p.code === 'BTCUSD');
    expect(btc).toMatchObject({
      show_code: 'BTC/USD',
      logo: '/logos/BTCUSD.png',
      price_precision: 2,
      pip: '0.01',
      min_cont: '0.01',
      cont_num: 1,
      margin_mode: 2,
      fee_rate: '0.002',
      multiples: [2, 5, 10, 20],
      quote_currency: 'USD',
      hours: 'always',
      tradable: 1,
      market_status: 1,
    });
    expect(btc.last_price).toBeGreaterThan(0);
    expect(r.data).toHaveLength(33);
  });

  it('tradable 0 closes the market at once (submit refused, MarketStatus 0), with an audit record; 1 opens it again', async () => {
    const btc = await pairRow('BTCUSD');
    expect((await tradeList('BTCUSD')).MarketStatus).toBe(1);
    const off = await s.post(`/admin/api/pairs/${btc.id}`, { tradable: 0 }, admin);
    expect(off).toMatchObject({ code: 1, data: { tradable: 0, market_status: 0 } });
    expect(await lastAudit()).toMatchObject({
      action: 'pair.update',
      target_type: 'pair',
      target_id: String(btc.id),
      before: { tradable: 1 },
      after: { tradable: 0 },
    });
    expect((await tradeList('BTCUSD')).MarketStatus).toBe(0);
    expect(await buy(btc.id, 2)).toMatchObject({ code: 0, msg: 'The market is closed' });

    expect((await s.post(`/admin/api/pairs/${btc.id}`, { tradable: 1 }, admin)).code).toBe(1);
    expect((await tradeList('BTCUSD')).MarketStatus).toBe(1);
    expect((await buy(btc.id, 2)).code).toBe(1);
    expect((await auditOf('pair', btc.id)).map((a) => a.action)).toEqual(['pair.update', 'pair.update']);
  });

  it('a new leverage option is offered and accepted by submit at once', async () => {
    const eth = await pairRow('ETHUSD');
    expect(await buy(eth.id, 7)).toMatchObject({ code: 0, msg: 'This leverage is not offered for this pair' });
    const r = await s.post(`/admin/api/pairs/${eth.id}`, { multiples: '2,5,7,10,20' }, admin);
    expect(r).toMatchObject({ code: 1, data: { multiples: [2, 5, 7, 10, 20] } });
    expect((await tradeList('ETHUSD')).HasForexMultiple).toEqual([2, 5, 7, 10, 20].map((Value) => ({ Value })));
    expect(await buy(eth.id, 7)).toMatchObject({ code: 1, data: { Multiple: 7 } });
    expect(await lastAudit()).toMatchObject({
      before: { multiples: '[2,5,10,20]' },
      after: { multiples: '[2,5,7,10,20]' },
    });
  });

  it('lot and fee edits hold for the next order', async () => {
    const sol = await pairRow('SOLUSD');
    expect((await s.post(`/admin/api/pairs/${sol.id}`, { min_cont: '0.5', pip: '0.1' }, admin)).code).toBe(1);
    expect(await buy(sol.id, 2)).toMatchObject({ code: 0, msg: 'The smallest order is 0.5 lots' });
    expect((await s.post(`/admin/api/pairs/${sol.id}`, { min_cont: '0.01', pip: '0.01' }, admin)).code).toBe(1);
    // 1 lot, not 0.01: 0.01 SOL at 2x is under min_order_margin_usd at SOL's simulated prices.
    expect((await buy(sol.id, 2, '1')).code).toBe(1);
  });

  it('a created pair is quoted and tradable without a restart', async () => {
    const crypto = (
      await s.db.selectFrom('categories').select('id').where('key', '=', 'crypto').executeTakeFirstOrThrow()
    ).id;
    const r = await s.post(
      '/admin/api/pairs',
      {
        code: 'avaxusd',
        show_code: 'AVAX/USD',
        category_id: crypto,
        price_precision: 3,
        pip: '0.01',
        min_cont: '0.01',
        cont_num: 1,
        fee_rate: '0.002',
        multiples: '[2,5,10]',
        quote_currency: 'usd',
        hours: 'always',
        start_price: 35.5,
      },
      admin,
    );
    expect(r).toMatchObject({
      code: 1,
      data: { code: 'AVAXUSD', logo: '', margin_mode: 2, tradable: 1, sort: 34, volatility: 0.2, market_status: 1 },
    });
    expect(r.data.last_price).toBeGreaterThan(0);
    expect(await lastAudit()).toMatchObject({
      action: 'pair.create',
      target_id: String(r.data.id),
      before: null,
      after: { code: 'AVAXUSD' },
    });
    expect(await tradeList('AVAXUSD')).toMatchObject({ Id: r.data.id, MarketStatus: 1, ShowCode: 'AVAX/USD' });
    expect((await s.get('/v1/api/forex/kline', { forex_id: r.data.id, period: '1M' })).data.length).toBeGreaterThan(10);
    // 1 lot of 1 AVAX at 35.5 and 5x: 7.1 USD of margin, over min_order_margin_usd (0.01 lots would be 0.07 USD).
    expect(await buy(r.data.id, 5, '1')).toMatchObject({ code: 1, data: { Multiple: 5 } });
  });

  it('bad input is refused naming the field, and nothing is written', async () => {
    const UNREADABLE =
      ' cannot be read. Sessions are days and UTC times, like “Mon-Fri 00:00-24:00”; holidays are dates, like “2026-12-25”.';
    const btc = await pairRow('BTCUSD');
    const before = await auditCount();
    const bad: [Record<string, string | number>, string][] = [
      [{ pip: '0' }, 'Please check the lot step.'],
      [{ pip: '-0.01' }, 'Please check the lot step.'],
      [{ min_cont: 'abc' }, 'Please check the minimum lots.'],
      [{ min_cont: '0.015' }, 'Please check the minimum lots.'],
      [{ fee_rate: '0.000' }, 'Please check the fee rate.'],
      [{ multiples: '10,0' }, 'Please check the leverage options.'],
      [{ multiples: '10,x' }, 'Please check the leverage options.'],
      [{ multiples: '10,10' }, 'Please check the leverage options.'],
      [{ multiples: '2.5' }, 'Please check the leverage options.'],
      [{ hours: 'sometimes' }, `Please check the trading hours: “sometimes”${UNREADABLE}`],
      [
        { hours: 'Sun 22:00-24:00; Mon-Fri 00:00-25:00' },
        `Please check the trading hours: “Mon-Fri 00:00-25:00”${UNREADABLE}`,
      ],
      [{ hours: '' }, 'Please fill in the trading hours.'],
      [{ holidays: '2026-12-25, 2026-13-01' }, `Please check the market holidays: “2026-13-01”${UNREADABLE}`],
      [{ tradable: 2 }, 'Please check the market switch.'],
      [{ price_precision: 9 }, 'Please check the price decimals.'],
      [{ cont_num: 0 }, 'Please check the units per lot.'],
      [{ category_id: 999 }, 'Please check the category.'],
      [{ code: 'ETHUSD' }, 'A pair with this code already exists'],
      [{ code: 'BTC USD' }, 'Please check the code.'],
      [{ logo: 'javascript:alert(1)' }, 'Please check the logo.'],
      [{ quote_currency: 'XYZ' }, 'No pair converts XYZ to USD. Add one first.'],
      [{ show_code: '   ' }, 'Please fill in the display name.'],
    ];
    for (const [body, msg] of bad)
      expect(await s.post(`/admin/api/pairs/${btc.id}`, body, admin), JSON.stringify(body)).toMatchObject({
        code: 0,
        msg,
      });
    expect(await pairRow('BTCUSD')).toEqual(btc);
    expect(await s.post('/admin/api/pairs', { code: 'NEWUSD' }, admin)).toMatchObject({
      code: 0,
      msg: 'Please fill in the display name.',
    });
    expect(await s.post('/admin/api/pairs/999999', { sort: 1 }, admin)).toMatchObject({ code: 0, msg: 'Not found' });
    expect(await auditCount()).toBe(before);
    expect((await s.post(`/admin/api/pairs/${btc.id}`, { pip: '0' }, { ...admin, lang: 'hk' })).msg).toBe(
      '手數步長的值無效',
    );
  });

  it("stores a pair's weekly sessions and holidays as typed, and says one it can't read in German", async () => {
    const eur = await pairRow('EURUSD');
    const de = await s.post(`/admin/api/pairs/${eur.id}`, { holidays: '24.12.2026' }, { ...admin, lang: 'de' });
    expect(de.msg).toContain('„24.12.2026“ ist nicht lesbar');
    const table = 'Sun 22:00-24:00; Mon-Thu 00:00-21:00,22:00-24:00; Fri 00:00-21:00';
    const r = await s.post(`/admin/api/pairs/${eur.id}`, { hours: ` ${table} `, holidays: '2026-12-25' }, admin);
    expect(r).toMatchObject({ code: 1, data: { hours: table, holidays: '2026-12-25' } });
    expect(await pairRow('EURUSD')).toMatchObject({ hours: table, holidays: '2026-12-25' });
    await s.post(`/admin/api/pairs/${eur.id}`, { hours: eur.hours, holidays: '' }, admin);
  });

  it('an edit that changes nothing writes no audit record', async () => {
    const btc = await pairRow('BTCUSD');
    const before = await auditCount();
    expect((await s.post(`/admin/api/pairs/${btc.id}`, { fee_rate: btc.fee_rate, sort: btc.sort }, admin)).code).toBe(
      1,
    );
    expect(await auditCount()).toBe(before);
  });
});

describe('categories', () => {
  it('lists categories with names and the keys that have names in every language', async () => {
    const r = await s.get('/admin/api/categories', {}, admin);
    expect(r.data.data.map((c: any) => c.key)).toEqual(['forex', 'metals', 'crypto', 'indices', 'energy']);
    expect(r.data.data[2]).toMatchObject({ key: 'crypto', name: 'Crypto', pairs: 9 });
    expect(r.data.keys.map((k: any) => k.key)).toEqual([...CATEGORY_KEYS]);
    for (const lang of LANG_CODES) {
      const names = JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')).server.categories;
      for (const key of CATEGORY_KEYS) expect(names[key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('creates and edits with audit records; unknown or used keys are refused', async () => {
    const before = await auditCount();
    expect(await s.post('/admin/api/categories', { key: 'bogus' }, admin)).toMatchObject({
      code: 0,
      msg: 'Please check the key.',
    });
    expect(await s.post('/admin/api/categories', { key: 'forex' }, admin)).toMatchObject({
      code: 0,
      msg: 'This category already exists',
    });
    expect(await auditCount()).toBe(before);
    const c = await s.post('/admin/api/categories', { key: 'stocks' }, admin);
    expect(c).toMatchObject({ code: 1, data: { key: 'stocks', sort: 6 } });
    expect(await lastAudit()).toMatchObject({ action: 'category.create', after: { key: 'stocks', sort: 6 } });
    expect((await s.post(`/admin/api/categories/${c.data.id}`, { sort: 0 }, admin)).data).toMatchObject({ sort: 0 });
    expect(await lastAudit()).toMatchObject({ action: 'category.update', before: { sort: 6 }, after: { sort: 0 } });
    const shown = await s.get('/v1/api/forex/getCategories', {}, { lang: 'de' });
    expect(shown.data[0]).toEqual({ Id: c.data.id, NameShowTrans: 'Aktien' });
  });
});

describe('deposit and withdrawal channels', () => {
  it('a coin network is checked against its address format, created, edited and hidden from traders', async () => {
    const before = await auditCount();
    const base = { currency_code: 'usdt', protocol_code: 'bep20', usd_value_per_unit: '1' };
    expect(
      await s.post('/admin/api/deposit-networks', { ...base, address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' }, admin),
    ).toMatchObject({ code: 0, msg: 'This is not a valid USDT-BEP20 address' });
    expect(
      await s.post(
        '/admin/api/deposit-networks',
        { ...base, address: '0x8f3Cb7a2E5d94A1b6C0e27F49dB58a3c71E2d6F0', usd_value_per_unit: '0' },
        admin,
      ),
    ).toMatchObject({ code: 0, msg: 'Please check the USD value per unit.' });
    expect(await auditCount()).toBe(before);
    const n = await s.post(
      '/admin/api/deposit-networks',
      { ...base, address: '0x8f3Cb7a2E5d94A1b6C0e27F49dB58a3c71E2d6F0' },
      admin,
    );
    expect(n).toMatchObject({ code: 1, data: { currency_code: 'USDT', protocol_code: 'BEP20', enabled: 1, sort: 5 } });
    expect(((await s.get('/api/quickCharge/symbols', {}, trader.auth)).data as any[]).map((x) => x.id)).toContain(
      n.data.id,
    );
    // Changing the protocol re-checks the stored address against it.
    expect(await s.post(`/admin/api/deposit-networks/${n.data.id}`, { protocol_code: 'TRC20' }, admin)).toMatchObject({
      code: 0,
      msg: 'This is not a valid USDT-TRC20 address',
    });
    expect((await s.post(`/admin/api/deposit-networks/${n.data.id}/disable`, {}, admin)).data).toMatchObject({
      enabled: 0,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'deposit_network.disable',
      before: { enabled: 1 },
      after: { enabled: 0 },
    });
    expect(((await s.get('/api/quickCharge/symbols', {}, trader.auth)).data as any[]).map((x) => x.id)).not.toContain(
      n.data.id,
    );
    expect((await s.get('/admin/api/deposit-networks', {}, admin)).data).toHaveLength(5);
  });

  it('bank currencies and accounts', async () => {
    const c = await s.post('/admin/api/bank-currencies', { name: 'gbp', usd_value_per_unit: '1.27' }, admin);
    expect(c).toMatchObject({ code: 1, data: { name: 'GBP', usd_value_per_unit: '1.27', enabled: 1 } });
    expect(
      await s.post('/admin/api/bank-currencies', { name: 'GBP', usd_value_per_unit: '1.27' }, admin),
    ).toMatchObject({ code: 0, msg: 'This currency already exists' });
    const account = {
      currency_id: c.data.id,
      bank_name: 'Thames Bank',
      bank_address: '1 Bank St, London',
      bank_swift: 'thbkgb2l',
      payee_name: 'Lotline Markets Ltd',
      payee_account: 'GB29 NWBK 6016 1331 9268 19',
    };
    expect(await s.post('/admin/api/bank-accounts', { ...account, bank_swift: 'nope' }, admin)).toMatchObject({
      code: 0,
      msg: 'Please check the SWIFT code.',
    });
    expect(await s.post('/admin/api/bank-accounts', { ...account, currency_id: 999 }, admin)).toMatchObject({
      code: 0,
      msg: 'Please check the currency.',
    });
    const a = await s.post('/admin/api/bank-accounts', account, admin);
    expect(a).toMatchObject({ code: 1, data: { bank_swift: 'THBKGB2L', bank_remark: '', enabled: 1 } });
    expect((await s.get('/api/quickCharge/bank_coin', { id: c.data.id }, trader.auth)).data).toHaveLength(1);
    expect(
      (await s.post(`/admin/api/bank-accounts/${a.data.id}`, { bank_remark: 'Reference: your UID' }, admin)).data
        .bank_remark,
    ).toBe('Reference: your UID');
    expect((await s.post(`/admin/api/bank-accounts/${a.data.id}/disable`, {}, admin)).code).toBe(1);
    expect((await s.get('/api/quickCharge/bank_coin', { id: c.data.id }, trader.auth)).data).toHaveLength(0);
    expect((await s.post(`/admin/api/bank-currencies/${c.data.id}/disable`, {}, admin)).code).toBe(1);
    expect(
      ((await s.get('/api/quickCharge/wire_info', {}, trader.auth)).data as any[]).map((x) => x.name),
    ).not.toContain('GBP');
    expect((await auditOf('bank_account', a.data.id)).map((r) => r.action)).toEqual([
      'bank_account.create',
      'bank_account.update',
      'bank_account.disable',
    ]);
  });

  it('withdraw symbols: prices are positive decimals, a fee may be 0, the quote changes at once', async () => {
    const list = (await s.get('/admin/api/withdraw-symbols', {}, admin)).data as any[];
    const eur = list.find((x) => x.code === 'EUR');
    const before = await auditCount();
    expect(await s.post(`/admin/api/withdraw-symbols/${eur.id}`, { usd_price: '0' }, admin)).toMatchObject({
      code: 0,
      msg: 'Please check the units per USD.',
    });
    expect(await s.post(`/admin/api/withdraw-symbols/${eur.id}`, { draw_rate: '-1' }, admin)).toMatchObject({
      code: 0,
      msg: 'Please check the fee.',
    });
    expect(await s.post(`/admin/api/withdraw-symbols/${eur.id}`, { fee_type: 3 }, admin)).toMatchObject({
      code: 0,
      msg: 'Please check the fee type.',
    });
    expect(await auditCount()).toBe(before);
    expect(
      (await s.post(`/admin/api/withdraw-symbols/${eur.id}`, { draw_rate: '0', usd_price: '0.95' }, admin)).data,
    ).toMatchObject({ draw_rate: '0', usd_price: '0.95' });
    const shown = ((await s.get('/api/account/draw_symbol_list', { type: 2 }, trader.auth)).data as any[]).find(
      (x) => x.id === eur.id,
    );
    expect(shown).toMatchObject({ draw_rate: '0', usd_price: '0.95' });
    const created = await s.post(
      '/admin/api/withdraw-symbols',
      { type: 1, code: 'usdc', protocol: 'erc20', draw_rate: '2', fee_type: 1, usd_price: '1' },
      admin,
    );
    expect(created).toMatchObject({ code: 1, data: { code: 'USDC', protocol: 'ERC20', enabled: 1 } });
    expect(
      await s.post(
        '/admin/api/withdraw-symbols',
        { type: 1, code: 'USDC', protocol: 'ERC20', draw_rate: '2', fee_type: 1, usd_price: '1' },
        admin,
      ),
    ).toMatchObject({ code: 0, msg: 'This currency already exists' });
  });
});

describe('news', () => {
  const HOSTILE =
    '<p>Gold <strong>rallies</strong></p><script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">click</a>';
  const texts = (content: string, title = 'Gold outlook') =>
    JSON.stringify({
      en: { title, desc: 'A week ahead', content },
      hk: { title: '黃金展望', desc: '下週', content: '' },
    });

  it('an article saved through the route is sanitised, and readers get it clean', async () => {
    const r = await s.post('/admin/api/news', { texts: texts(HOSTILE) }, admin);
    expect(r).toMatchObject({ code: 1, data: { published: 1, category_id: 1, logo: '' } });
    const id = r.data.id as number;
    const info = await s.get('/api/news/info', { id });
    expect(info.code).toBe(1);
    for (const bad of ['<script', 'alert(', 'onerror', 'javascript:']) expect(info.data.content).not.toContain(bad);
    expect(info.data.content).toContain('<strong>rallies</strong>');
    expect(info.data.content).toContain('<img src="https://example.com/a.png"');
    expect((await s.get('/api/news/info', { id }, { lang: 'hk' })).data).toMatchObject({
      title: '黃金展望',
      content: info.data.content,
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'news.create', target_type: 'news', target_id: String(id), before: null });
    expect(audit.after.texts.en.content).toBe(info.data.content);

    const detail = await s.get(`/admin/api/news/${id}`, {}, admin);
    expect(detail.data).toMatchObject({
      id,
      published: 1,
      texts: { en: { title: 'Gold outlook', content: info.data.content }, hk: { title: '黃金展望' } },
    });
    const page = await s.get('/admin/api/news', { page: 1 }, admin);
    expect(page.data.total).toBe(13);
    expect(page.data.data[0]).toMatchObject({ id, published: 1, titles: { en: 'Gold outlook', hk: '黃金展望' } });
  });

  it('unpublish hides an article from readers, an update keeps the state, publish shows it again', async () => {
    const id = (await s.post('/admin/api/news', { texts: texts('<p>Body</p>'), logo: '/logos/XAUUSD.svg' }, admin)).data
      .id;
    expect((await s.post(`/admin/api/news/${id}/unpublish`, {}, admin)).data).toMatchObject({ published: 0 });
    expect(await lastAudit()).toMatchObject({
      action: 'news.unpublish',
      before: { published: 1 },
      after: { published: 0 },
    });
    expect(await s.get('/api/news/info', { id })).toMatchObject({
      code: 0,
      msg: 'This article does not exist or has been removed',
    });
    const u = await s.post(
      `/admin/api/news/${id}`,
      { texts: texts('<p>New body<iframe src="https://evil.example"></iframe></p>', 'Gold, revised') },
      admin,
    );
    expect(u.data).toMatchObject({
      published: 0,
      logo: '/logos/XAUUSD.svg',
      texts: { en: { title: 'Gold, revised', content: '<p>New body</p>' } },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'news.update',
      before: { texts: { en: { title: 'Gold outlook' } } },
      after: { texts: { en: { title: 'Gold, revised' } } },
    });
    expect((await s.post(`/admin/api/news/${id}/publish`, {}, admin)).code).toBe(1);
    expect((await s.get('/api/news/info', { id })).data).toMatchObject({
      title: 'Gold, revised',
      content: '<p>New body</p>',
    });
  });

  it('bad input writes nothing', async () => {
    const before = await auditCount();
    const count = (await s.get('/admin/api/news', {}, admin)).data.total;
    const bad: [Record<string, string>, string][] = [
      [{ texts: 'not json' }, 'Please check the article texts.'],
      [{ texts: '[]' }, 'Please check the article texts.'],
      [{ texts: JSON.stringify({ en: { title: 1, content: 'x' } }) }, 'Please check the article texts.'],
      [
        { texts: JSON.stringify({ hk: { title: '只有中文', content: '<p>x</p>' } }) },
        'An article needs an English title and body',
      ],
      [{ texts: JSON.stringify({ xx: { title: 'x', content: 'x' } }) }, 'Please check the language.'],
      [{ texts: texts('<p>x</p>'), logo: 'javascript:alert(1)' }, 'Please check the logo.'],
      [{ texts: texts('<p>x</p>'), created_at: 'yesterday' }, 'Please check the publication time.'],
      [{ texts: texts('<p>x</p>'), published: '2' }, 'Please check the published.'],
    ];
    for (const [body, msg] of bad)
      expect(await s.post('/admin/api/news', body, admin), JSON.stringify(body)).toMatchObject({ code: 0, msg });
    expect(await s.post('/admin/api/news/999999', { texts: texts('<p>x</p>') }, admin)).toMatchObject({
      code: 0,
      msg: 'This article does not exist or has been removed',
    });
    expect((await s.get('/admin/api/news', {}, admin)).data.total).toBe(count);
    expect(await auditCount()).toBe(before);
  });
});

describe('companies', () => {
  it('create, edit and delete, each audited, seen by getCompany', async () => {
    const before = await auditCount();
    expect(await s.post('/admin/api/companies', { name: 'Acme', url: 'javascript:alert(1)' }, admin)).toMatchObject({
      code: 0,
      msg: 'Please check the website.',
    });
    expect(await s.post('/admin/api/companies', { name: 'Acme', email: 'not-mail' }, admin)).toMatchObject({
      code: 0,
      msg: 'Please check the e-mail.',
    });
    expect(await s.post('/admin/api/companies', { name: ' ' }, admin)).toMatchObject({
      code: 0,
      msg: 'Please fill in the name.',
    });
    expect(await auditCount()).toBe(before);
    const c = await s.post(
      '/admin/api/companies',
      { name: 'Acme Brokers', url: 'https://acme.example', email: 'desk@acme.example' },
      admin,
    );
    expect(c).toMatchObject({
      code: 1,
      data: { name: 'Acme Brokers', logo: '', subject: '', url: 'https://acme.example' },
    });
    expect((await s.get('/api/company/getCompany', { name: 'acme' })).data).toHaveLength(1);
    expect((await s.post(`/admin/api/companies/${c.data.id}`, { location: 'Hong Kong' }, admin)).data).toMatchObject({
      name: 'Acme Brokers',
      location: 'Hong Kong',
    });
    expect((await s.get('/admin/api/companies', {}, admin)).data).toHaveLength(9);
    expect(await s.post(`/admin/api/companies/${c.data.id}/delete`, {}, admin)).toMatchObject({
      code: 1,
      msg: 'Deleted',
    });
    expect((await s.get('/api/company/getCompany', { name: 'acme' })).data).toHaveLength(0);
    expect((await auditOf('company', c.data.id)).map((r) => r.action)).toEqual([
      'company.create',
      'company.update',
      'company.delete',
    ]);
    expect(JSON.parse((await auditOf('company', c.data.id))[2]!.before_json!)).toMatchObject({
      name: 'Acme Brokers',
      location: 'Hong Kong',
    });
    expect(await s.post(`/admin/api/companies/${c.data.id}/delete`, {}, admin)).toMatchObject({
      code: 0,
      msg: 'Not found',
    });
  });
});

describe('the simulated feed follows catalogue edits', () => {
  it('known pairs keep their walk and take new hours; new pairs start ticking; removed ones stop', async () => {
    const { SimulatedFeed } = await import('../../../server/market/simulator.js');
    const pair = (id: number, hours: string, price = 100) => ({
      id,
      price,
      anchor: price,
      vol: 0.5,
      hours,
      precision: 2,
      volumePerMinute: 10,
    });
    const saturday = Date.UTC(2026, 10, 21, 12);
    const feed = new SimulatedFeed([pair(1, 'always'), pair(2, 'always')], {
      seed: 7,
      tickChance: 1,
      now: () => saturday,
    });
    const moved = feed.step(saturday + 1000).find((t) => t.pairId === 1)!.price;
    feed.setPairs([pair(1, 'weekdays', 500), pair(3, 'always', 500)]);
    expect(feed.isOpen(1, saturday)).toBe(false);
    expect(feed.step(saturday + 2000).map((t) => t.pairId)).toEqual([3]);
    feed.setPairs([pair(1, 'always', 500), pair(3, 'always', 500)]);
    const next = feed.step(saturday + 3000);
    expect(next.map((t) => t.pairId)).toEqual([1, 3]);
    // Pair 1 went on from where it was (about 100), not from the 500 it was re-listed with; pair 3 started at 500.
    expect(Math.abs(next[0]!.price - moved)).toBeLessThan(5);
    expect(Math.abs(next[1]!.price - 500)).toBeLessThan(5);
  });
});
