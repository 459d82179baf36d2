import { deflateSync } from 'node:zlib';
import type { Config } from '../../../server/config.js';
import { ownCode, registerUser, startTestServer, type Env, type TestServer } from '../test-server.js';
import { writeSetting } from '../../../server/content/settings-repository.js';
import { CodeType } from '../../../core/codes.js';
import { PNG_8x6 } from './image-fixtures.js';

/** The first admin the funds tests start their server with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const OPERATOR = { adminEmail: 'ops@lotline.test', adminPassword: 'operator pass 1' };

/** Logs an operator into the back office; returns the `authorization` header of the session. */
export async function operatorLogin(s: TestServer, email = OPERATOR.adminEmail, password = OPERATOR.adminPassword) {
  const r = await s.post('/admin/api/login', { email, password });
  if (r.code !== 1) throw new Error(`operator login: ${r.msg}`);
  return { authorization: r.data.token as string };
}

/** The admin session of the server startFundsServer last started (each test file has its own module copy). */
let adminSession: { authorization: string } | null = null;
export const opAuth = () => {
  if (!adminSession) throw new Error('start the server with startFundsServer first');
  return adminSession;
};

/**
 * A server with a first admin, logged in (see opAuth), and no request limit (thousands of calls come from one address).
 * No payout cooling-off: these fixtures withdraw right after binding (payout-guard.test.ts tests the cooling-off).
 */
export async function startFundsServer(overrides: Partial<Config> = {}) {
  const s = await startTestServer({ ...OPERATOR, ticksPerSecond: 0, rateLimitPerMinute: 1_000_000, ...overrides });
  await writeSetting(s.db, 'payout_cooling_hours', '0');
  adminSession = await operatorLogin(s);
  return s;
}

export interface Real {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** Registers a real user. */
export async function realUser(s: TestServer, email: string): Promise<Real> {
  const r = await registerUser(s, email);
  return { id: r.user.id, email: email.toLowerCase(), token: r.token, auth: { authorization: r.token } };
}

/** A demo user. */
export async function demo(s: TestServer, device: string): Promise<Real> {
  const r = await s.post('/api/user/loginForU', { demo_id: device.padEnd(8, '0') });
  return { id: r.data.user.id, email: '', token: r.data.token, auth: { authorization: r.data.token } };
}

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

export const userRow = (s: TestServer, id: number) =>
  s.db.selectFrom('users').select(['balance', 'lock_balance']).where('id', '=', id).executeTakeFirstOrThrow();

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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
/** One PNG chunk: length, type, data and its CRC. */
export const pngChunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A well-formed PNG whose IHDR declares width x height, with only a tiny compressed body: the shape of a
 * "decompression bomb" that is small on the wire but huge once decoded.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0; // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
