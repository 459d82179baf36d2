import { ownCode, type Env, type TestServer } from '../server/test-server.js';
import { CodeType } from '../../core/codes.js';
import { PNG_8x6 } from '../server/funds/image-fixtures.js';
import { opAuth } from './operators.js';
import { userRow } from './balances.js';
import type { Real } from './users.js';

/** The user's own e-mail code for a withdrawal (CodeType.Withdraw), sent and read from the outbox. */
export const withdrawCode = (s: TestServer, u: Real) => ownCode(s, u.auth, u.email, CodeType.Withdraw);
/** The user's own e-mail code for a new payout method (CodeType.BindMethod). */
export const bindCode = (s: TestServer, u: Real) => ownCode(s, u.auth, u.email, CodeType.BindMethod);

/** bind_draw_method with a fresh bind code, as the app sends it after "Send code". */
export async function bind(s: TestServer, u: Real, form: Record<string, string | number>): Promise<Env> {
  return s.post('/api/wallet/bind_draw_method', { ...form, auth_code: await bindCode(s, u) }, u.auth);
}

/** draw with a fresh withdrawal code, as the app sends it after "Send code". */
export async function draw(s: TestServer, u: Real, form: Record<string, string | number>): Promise<Env> {
  return s.post('/api/account/draw', { ...form, auth_code: await withdrawCode(s, u) }, u.auth);
}

/** Binds a coin address for a coin withdraw symbol and returns the method id. */
export async function bindCoin(s: TestServer, u: Real, drawId: number, address = TRON_ADDRESS): Promise<number> {
  const r = await bind(s, u, { type: 1, draw_id: drawId, dc_address: address });
  if (r.code !== 1) throw new Error(`bind: ${r.msg}`);
  return r.data.id;
}

/** POSTs one file as multipart field `file` (or `field`) to image_upload. */
export async function upload(
  s: TestServer,
  auth: Record<string, string>,
  bytes: Buffer,
  name = 'photo.png',
  type = 'image/png',
  field = 'file',
): Promise<Env> {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${s.url}/api/common/image_upload`, { method: 'POST', headers: auth, body });
  return { status: res.status, ...(await res.json()) };
}

/** Uploads a fresh proof picture and returns its url. */
export async function proof(s: TestServer, u: Real): Promise<string> {
  const r = await upload(s, u.auth, PNG_8x6);
  if (r.code !== 1) throw new Error(`upload: ${r.msg}`);
  return r.data.url;
}

/** Ids of the seeded channels and currencies. */
export async function ids(s: TestServer) {
  const net = (code: string, protocol: string) =>
    s.db
      .selectFrom('deposit_networks')
      .selectAll()
      .where('currency_code', '=', code)
      .where('protocol_code', '=', protocol)
      .executeTakeFirstOrThrow();
  const bank = async (name: string) => {
    const c = await s.db
      .selectFrom('deposit_bank_currencies')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const a = await s.db
      .selectFrom('deposit_bank_accounts')
      .selectAll()
      .where('currency_id', '=', c.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { currency: c, account: a };
  };
  const sym = (type: number, code: string, protocol = '') =>
    s.db
      .selectFrom('withdraw_symbols')
      .selectAll()
      .where('type', '=', type)
      .where('code', '=', code)
      .where('protocol', '=', protocol)
      .executeTakeFirstOrThrow();
  return {
    trc20: await net('USDT', 'TRC20'),
    btc: await net('BTC', ''),
    usdBank: await bank('USD'),
    eurBank: await bank('EUR'),
    wTrc20: await sym(1, 'USDT', 'TRC20'),
    wErc20: await sym(1, 'USDT', 'ERC20'),
    wBtc: await sym(1, 'BTC'),
    wUsd: await sym(2, 'USD'),
    wEur: await sym(2, 'EUR'),
  };
}

/** Credits `usd` to a user the way production does: a USD wire claim with a proof, approved by the operator over HTTP. */
export async function creditByDeposit(s: TestServer, u: Real, usd: string): Promise<number> {
  const { usdBank } = await ids(s);
  const sub = await s.post(
    '/api/quickCharge/wire_submit',
    { number: usd, proofImg: await proof(s, u), wire_id: usdBank.account.id },
    u.auth,
  );
  if (sub.code !== 1) throw new Error(`wire_submit: ${sub.msg}`);
  const ok = await s.post(`/admin/api/deposits/${sub.data.id}/approve`, {}, opAuth());
  if (ok.code !== 1) throw new Error(`approve: ${ok.msg}`);
  return sub.data.id;
}

/** Binds a bank account for a bank withdraw symbol and returns the method id. */
export async function bindBank(s: TestServer, u: Real, drawId: number, account = '12345678'): Promise<number> {
  const r = await bind(s, u, {
    type: 2,
    draw_id: drawId,
    bank_name: 'Test Bank',
    bank_address: '1 Main St',
    bank_swift: 'TESTUS33',
    payee_name: 'Pat Payee',
    payee_account: account,
  });
  if (r.code !== 1) throw new Error(`bind: ${r.msg}`);
  return r.data.id;
}

export const TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

/** Rows in one of the tables a payout act writes. */
export const rowCount = async (s: TestServer, table: 'payout_methods' | 'withdrawals' | 'outbox' | 'ledger') =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** What a refused payout act must leave as it was: methods, withdrawals, mails, ledger records and `u`'s balances. */
export const fundsWritten = async (s: TestServer, u: Real) => ({
  methods: await rowCount(s, 'payout_methods'),
  withdrawals: await rowCount(s, 'withdrawals'),
  mails: await rowCount(s, 'outbox'),
  ledger: await rowCount(s, 'ledger'),
  user: await userRow(s, u.id),
});
