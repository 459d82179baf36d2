import type { TestServer } from '../test-server.js';
import { credit } from '../../../server/ledger/ledger.js';
import { transact } from '../../../server/db/on-commit.js';
import { LedgerType } from '../../../core/codes.js';

/** A demo user (100,000 USD) with its token and id. */
export async function demoUser(s: TestServer, device: string) {
  const r = await s.post('/api/user/loginForU', { demo_id: device.padEnd(8, '0') });
  return {
    token: r.data.token as string,
    id: r.data.user.id as number,
    auth: { authorization: r.data.token as string },
  };
}

/** Credits a user as an approved deposit would (ledger type 1), for tests that need a chosen balance. */
export async function deposit(s: TestServer, userId: number, micro: number) {
  await transact(s.db, (trx) => credit(trx, userId, [{ value: micro, type: LedgerType.Deposit }]));
}

/** Sets a user's balance to exactly `micro` through the ledger (an adjustment record). */
export async function setBalance(s: TestServer, userId: number, micro: number) {
  const u = await s.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  await transact(s.db, (trx) => credit(trx, userId, [{ value: micro - u.balance, type: LedgerType.Adjustment }]));
}

export const pairId = (s: TestServer, code: string) => s.market.pairByCode(code)!.id;

/** Moves a pair's price as the feed would (market -> candles -> engine) and waits for the triggers it fires. */
export async function tick(s: TestServer, code: string, price: number) {
  s.market.applyTick({ pairId: pairId(s, code), price, volume: 1, timeMs: Date.now() });
  await s.engine.idle();
}

export const balanceOf = async (s: TestServer, userId: number) =>
  (await s.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow()).balance;

export const ledgerOf = (s: TestServer, userId: number) =>
  s.db.selectFrom('ledger').select(['value', 'type']).where('user_id', '=', userId).orderBy('id').execute();
