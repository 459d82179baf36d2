import { ownCode, registerUser, type TestServer } from '../../server/test-server.js';
import { PNG_8x6 } from '../../server/funds/image-fixtures.js';

/** The back-office admin the sweep's server starts with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const SWEEP_ADMIN = { adminEmail: 'sweep-ops@lotline.test', adminPassword: 'sweep operator pass 1' };

/** What a browser context needs to open the app as someone: the two localStorage entries of src/state/session.ts. */
export interface Login {
  token: string;
  user: Record<string, unknown>;
}

export interface SweepData {
  /** A real user with a saved coin address and bank account, an open position, a pending order, a history and a price alert. */
  real: Login;
  /** A demo user with one open position. */
  demo: Login;
  /** Ids the screens link to. */
  realUserId: number;
  articleId: number;
}

/** A long but valid TRC20 address, so the withdraw screens show a realistic long value. */
const TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const PAIR = 'BTCUSD'; // trades around the clock, so the sweep can place orders on any day

type Auth = { authorization: string };

async function must(label: string, p: Promise<{ code: number; msg: string; data: any }>) {
  const r = await p;
  if (r.code !== 1) throw new Error(`sweep data, ${label}: ${r.msg}`);
  return r.data;
}

/** Uploads a small proof picture the way the app does and returns its url. */
async function proof(s: TestServer, auth: Auth): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(PNG_8x6)], { type: 'image/png' }), 'proof.png');
  const res = await fetch(`${s.url}/api/common/image_upload`, { method: 'POST', headers: auth, body });
  const r = (await res.json()) as { code: number; msg: string; data: { url: string } };
  if (r.code !== 1) throw new Error(`sweep data, upload: ${r.msg}`);
  return r.data.url;
}

/**
 * Builds the accounts the sweep looks at, through the real HTTP API (register, operator approval, payout methods,
 * orders through the engine; only the codes' send times are aged in the database, as if the minutes between codes had
 * passed), so every screen shows what such a user would see.
 */
export async function seedSweepData(s: TestServer): Promise<SweepData> {
  const op = {
    authorization: (
      await must(
        'operator login',
        s.post('/admin/api/login', { email: SWEEP_ADMIN.adminEmail, password: SWEEP_ADMIN.adminPassword }),
      )
    ).token as string,
  };
  const reg = await registerUser(s, 'sweep.trader@example.com');
  const auth = { authorization: reg.token };
  // A second signed-in phone, so /mine/devices shows another device with its sign-out button.
  await must(
    'second device login',
    s.post(
      '/api/user/loginForU',
      { account: 'sweep.trader@example.com', password: 'correct horse 1' },
      {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      },
    ),
  );

  // Money in: a USD wire approved by the operator (history: a finished deposit), and a coin deposit left unchecked.
  const currencies = await must('wire currencies', s.get('/api/quickCharge/wire_info', {}, auth));
  const banks = await must('wire accounts', s.get('/api/quickCharge/bank_coin', { id: currencies[0].id }, auth));
  const sent = await must(
    'wire submit',
    s.post(
      '/api/quickCharge/wire_submit',
      { number: '25000', proofImg: await proof(s, auth), wire_id: banks[0].id },
      auth,
    ),
  );
  await must(
    'approve deposit',
    s.post(`/admin/api/deposits/${sent.id}/approve`, { remark: 'seen on the statement' }, op),
  );
  const net = (await must('coin networks', s.get('/api/quickCharge/symbols', {}, auth)))[0];
  await must(
    'coin deposit',
    s.post(
      '/api/quickCharge/submit',
      { number: '150', proofImg: await proof(s, auth), address: net.address, charge_id: net.id },
      auth,
    ),
  );

  // Payout methods: a coin address and a bank account (long values, as real ones are), each confirmed by the e-mail
  // code sent for it (read from the outbox). The cooling-off is off while seeding, so the trader can withdraw at once;
  // back at its default afterwards, both methods show "usable from" on the withdraw screens, as new ones do.
  await must('no cooling-off', s.post('/admin/api/settings', { payout_cooling_hours: '0' }, op));
  const email = 'sweep.trader@example.com';
  const coinSymbols = await must('coin symbols', s.get('/api/account/draw_symbol_list', { type: 1 }, auth));
  const bankSymbols = await must('bank symbols', s.get('/api/account/draw_symbol_list', { type: 2 }, auth));
  const coinMethod = await must(
    'bind address',
    s.post(
      '/api/wallet/bind_draw_method',
      { type: 1, draw_id: coinSymbols[0].id, dc_address: TRON_ADDRESS, auth_code: await ownCode(s, auth, email, 5) },
      auth,
    ),
  );
  await must(
    'bind bank',
    s.post(
      '/api/wallet/bind_draw_method',
      {
        type: 2,
        draw_id: bankSymbols[0].id,
        bank_name: 'The Hongkong and Shanghai Banking Corporation Limited',
        bank_address: '1 Queen’s Road Central, Central, Hong Kong',
        bank_swift: 'HSBCHKHHHKH',
        payee_name: 'Chan Tai Man',
        payee_account: '004-123-456789-001',
        auth_code: await ownCode(s, auth, email, 5),
      },
      auth,
    ),
  );
  // A withdrawal under review: a frozen amount and a record.
  await must(
    'withdraw',
    s.post(
      '/api/account/draw',
      {
        draw_currency_id: coinSymbols[0].id,
        number: '120.5',
        memo: 'rent',
        draw_method_id: coinMethod.id,
        auth_code: await ownCode(s, auth, email, 4),
      },
      auth,
    ),
  );
  await must('cooling-off back', s.post('/admin/api/settings', { payout_cooling_hours: '24' }, op));

  // Orders through the engine: one closed (history), one open, one pending far below the price.
  const pairs = await must('trade list', s.get('/v1/api/forex/trade_list', {}));
  const pair = (pairs as { Code: string; Id: number; ForexQuotations: { Close: number } }[]).find(
    (p) => p.Code === PAIR,
  )!;
  const submit = (a: Auth, q: Record<string, string | number>) =>
    must(
      'submit',
      s.get('/v1/api/forex/submit', { forex_id: pair.Id, cont: '0.01', multiple: 10, type: 1, status: 1, ...q }, a),
    );
  const closed = await submit(auth, { type: 2 });
  await must('close', s.get('/v1/api/forex/close', { id: closed.Id }, auth));
  await submit(auth, {
    stop_loss_price: Math.round(pair.ForexQuotations.Close * 0.5),
    target_profit_price: Math.round(pair.ForexQuotations.Close * 2),
  });
  await submit(auth, { status: 0, target_price: Math.round(pair.ForexQuotations.Close * 0.6) });
  // A price alert far below the price (it never fires): the alerts list shows a row with its Delete button.
  await must(
    'alert',
    s.get(
      '/v1/api/forex/alert/add',
      { forex_id: pair.Id, price: Math.round(pair.ForexQuotations.Close * 0.4), direction: 2, mode: 1 },
      auth,
    ),
  );

  const demoLogin = await must('demo login', s.post('/api/user/loginForU', { demo_id: 'sweepdemo0001' }));
  await submit({ authorization: demoLogin.token }, {});

  const user = await must('user info', s.get('/api/user/info', {}, auth));
  const demoUser = await must('demo info', s.get('/api/user/info', {}, { authorization: demoLogin.token }));
  const news = await must('news', s.get('/api/news/list', { category_id: 1, page: 1 }));
  return {
    real: { token: reg.token, user },
    demo: { token: demoLogin.token, user: demoUser },
    realUserId: reg.user.id,
    articleId: news.data[0].id,
  };
}
