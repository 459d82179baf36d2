import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../test-server.js';
import { demoUser } from '../../support/users.js';
import { pairId, tick } from '../../support/market.js';

let s: TestServer;
let demo: { authorization: string };
let real: { authorization: string };
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
  demo = (await demoUser(s, 'empty-fields')).auth;
  real = { authorization: (await registerUser(s, 'empty-real@example.com')).token };
});
afterAll(async () => {
  await s.stop();
});

describe('an empty optional field means "not given"', () => {
  it('registers a form client that sends every field of the register form, unused ones empty (e-mail, no mobile)', async () => {
    const to = 'every-field@example.com';
    expect(await s.post('/api/notify/send_email', { to, area_id: '', type: 1 })).toMatchObject({ code: 1 });
    const r = await s.post('/api/user/register', {
      type: 'email',
      area_id: '',
      account: to,
      password: 'correct horse 1',
      re_password: 'correct horse 1',
      invite_code: '',
      sms_code: await s.lastCode(to),
      key: '',
      mobile: '',
    });
    expect(r).toMatchObject({ code: 1, msg: 'Registration successful' });
    expect(r.data.user.email).toBe(to);
  });

  // Each call, with its optional fields sent empty, answers as it does without them.
  const cases: [
    string,
    'get' | 'post',
    string,
    Record<string, string | number>,
    () => Record<string, string> | undefined,
  ][] = [
    ['the quote list', 'get', '/v1/api/forex/trade_list', { searchCurrency: '' }, () => undefined],
    ['the mini charts', 'get', '/v1/api/forex/abbreviated_cache_kline', { forex_id: '' }, () => undefined],
    ['the news list', 'get', '/api/news/list', { category_id: '', page: '' }, () => undefined],
    ['a company search', 'get', '/api/company/getCompany', { name: '' }, () => undefined],
    ['the order list', 'get', '/v1/api/forex/my_deal', { status: 1, page: '' }, () => demo],
    ['the ledger', 'get', '/v1/api/main/accountLog/forexChange', { page: '' }, () => demo],
    ['the deposit history', 'get', '/api/quickCharge/quick_ist', { type: 0, page: '' }, () => real],
    ['the payout methods', 'get', '/api/wallet/get_draw_method', { draw_type: 1, draw_id: '' }, () => real],
    [
      'the register code by e-mail',
      'post',
      '/api/notify/send_email',
      { to: 'table@example.com', area_id: '', type: 1 },
      () => undefined,
    ],
  ];
  it.each(cases)('%s', async (_name, method, path, fields, auth) => {
    const r = method === 'get' ? await s.get(path, fields, auth()) : await s.post(path, fields, auth());
    expect(r.msg).not.toMatch(/check the|fill in the/i);
    expect(r.code).toBe(1);
  });

  it('places a market order whose target, stop, take-profit and request id are sent empty', async () => {
    await tick(s, 'BTCUSD', 95_000);
    const r = await s.get(
      '/v1/api/forex/submit',
      {
        type: 1,
        status: 1,
        multiple: 10,
        cont: '0.01',
        forex_id: pairId(s, 'BTCUSD'),
        target_price: '',
        stop_loss_price: '',
        target_profit_price: '',
        client_id: '',
      },
      demo,
    );
    expect(r).toMatchObject({ code: 1, msg: 'Order placed' });
  });
});

describe('an empty REQUIRED field', () => {
  it.each([
    [
      'en',
      '/api/user/register',
      {
        type: 'email',
        area_id: '',
        account: 'x@example.com',
        password: 'correct horse 1',
        re_password: 'correct horse 1',
        sms_code: '',
      },
      'Please fill in the code.',
    ],
    ['en', '/api/notify/send_email', { to: 'x@example.com', type: '' }, 'Please fill in the type.'],
    [
      'de',
      '/api/user/register',
      { type: 'email', account: '', password: 'correct horse 1', re_password: 'correct horse 1', sms_code: '1' },
      'Das Feld „Konto“ ist erforderlich',
    ],
  ] as const)('still gets the "required" message (%s, %s)', async (lang, path, form, msg) => {
    expect(await s.post(path, form, { lang })).toMatchObject({ code: 0, msg });
  });

  it('a query call answers "required" for an empty required choice', async () => {
    expect(await s.get('/v1/api/forex/my_deal', { status: '' }, demo)).toMatchObject({
      code: 0,
      msg: 'Please fill in the order status.',
    });
  });
});
