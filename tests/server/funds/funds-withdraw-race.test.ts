import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { opAuth, startFundsServer } from '../../support/operators.js';
import { realUser } from '../../support/users.js';
import { userRow } from '../../support/balances.js';
import { bindBank, creditByDeposit, draw, ids, proof, withdrawCode } from '../../support/funds.js';
import { ledgerBreaks } from '../ledger-check.js';
import { transact } from '../../../server/db/on-commit.js';
import { freeze } from '../../../server/ledger/ledger.js';

let s: TestServer;
beforeAll(async () => {
  s = await startFundsServer();
});
afterAll(async () => {
  await s.stop();
});

const USD = 1_000_000;
const count = async (table: 'withdrawals' | 'outbox', userId?: number) => {
  let q = s.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

describe('concurrent withdrawals can never overdraw', () => {
  it('1,000 concurrent 1 USD withdrawals carrying one code: exactly one is made, the rest refused, ledger equal', async () => {
    const u = await realUser(s, 'racer@example.com');
    await creditByDeposit(s, u, '500');
    expect(await userRow(s, u.id)).toEqual({ balance: 500 * USD, lock_balance: 0 });
    const { wUsd } = await ids(s);
    const method = await bindBank(s, u, wUsd.id);
    const code = await withdrawCode(s, u);
    const outboxBefore = await count('outbox');

    // A request whose connection the loaded machine reset (ECONNRESET, seen with another suite running beside) is
    // sent again: the money invariants below hold whether or not the first reached the server.
    const draw = async (): Promise<{ code: number; msg: string; data: unknown }> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await s.post(
            '/api/account/draw',
            { draw_currency_id: wUsd.id, number: '1', memo: '', draw_method_id: method, auth_code: code },
            u.auth,
          );
        } catch (err) {
          if (attempt >= 3 || !(err instanceof TypeError)) throw err;
        }
      }
    };
    const results = await Promise.all(Array.from({ length: 1000 }, draw));

    const ok = results.filter((r) => r.code === 1);
    const refused = results.filter((r) => r.code !== 1);
    expect(ok).toHaveLength(1);
    // Every other request found the code checked but already spent when its transaction ran (consumeCode).
    expect(new Set(refused.map((r) => `${r.code} ${r.msg}`))).toEqual(new Set(['0 The code is wrong or has expired']));
    expect(await userRow(s, u.id)).toEqual({ balance: 499 * USD, lock_balance: 1 * USD });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
    expect(await count('withdrawals', u.id)).toBe(1);
    // One withdrawal, one notice.
    expect((await count('outbox')) - outboxBefore).toBe(1);
    // USD bank: 1 % fee, 1 USD per USD received.
    expect(ok[0]!.data).toMatchObject({ number: '1.000000', fee: '0.010000', real_number: '0.99' });
  }, 120_000);

  it("1,000 concurrent freezes of 1 USD against 500 USD, the withdrawal's one write of money: exactly 500 succeed", async () => {
    // A code confirms one withdrawal, so one user's requests no longer race each other over HTTP; the freeze's
    // conditional update (server/ledger/ledger.ts) is what still keeps any two writers from overdrawing.
    const u = await realUser(s, 'freezer@example.com');
    await creditByDeposit(s, u, '500');
    const done = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => transact(s.db, (trx) => freeze(trx, u.id, 1 * USD, `#race${i}`))),
    );
    expect(done.filter(Boolean)).toHaveLength(500);
    expect(await userRow(s, u.id)).toEqual({ balance: 0, lock_balance: 500 * USD });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  }, 120_000);
});

describe('concurrent reviews of one record make exactly one change', () => {
  it('100 concurrent pay / reject of one withdrawal', async () => {
    const u = await realUser(s, 'reviewed@example.com');
    await creditByDeposit(s, u, '100');
    const { wUsd } = await ids(s);
    const method = await bindBank(s, u, wUsd.id, '87654321');
    const w = await draw(s, u, { draw_currency_id: wUsd.id, number: '40', draw_method_id: method });
    expect(w.code).toBe(1);

    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        s.post(`/admin/api/withdrawals/${w.data.id}/${i % 2 ? 'pay' : 'reject'}`, { notes: `try ${i}` }, opAuth()),
      ),
    );

    const winners = results.map((r, i) => ({ r, i })).filter(({ r }) => r.code === 1);
    expect(winners).toHaveLength(1);
    expect(
      results.filter((r) => r.code !== 1).every((r) => r.msg === 'This withdrawal has already been processed'),
    ).toBe(true);
    const paid = winners[0]!.i % 2 === 1;
    const row = await s.db.selectFrom('withdrawals').selectAll().where('id', '=', w.data.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(paid ? 1 : 2);
    expect(row.notes).toBe(`try ${winners[0]!.i}`);
    expect(await userRow(s, u.id)).toEqual(
      paid ? { balance: 60 * USD, lock_balance: 0 } : { balance: 100 * USD, lock_balance: 0 },
    );
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
    const closing = await s.db
      .selectFrom('ledger')
      .select('type')
      .where('user_id', '=', u.id)
      .where('type', 'in', [3, 12])
      .execute();
    expect(closing).toEqual([{ type: paid ? 12 : 3 }]);
  });

  it('100 concurrent approve / reject / invalid of one deposit: credited at most once', async () => {
    const u = await realUser(s, 'depositrace@example.com');
    const { trc20 } = await ids(s);
    const d = await s.post(
      '/api/quickCharge/submit',
      { number: '25', proofImg: await proof(s, u), address: trc20.address, charge_id: trc20.id },
      u.auth,
    );
    expect(d.code).toBe(1);
    const actions = ['approve', 'reject', 'invalid'];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => s.post(`/admin/api/deposits/${d.data.id}/${actions[i % 3]}`, {}, opAuth())),
    );

    const winners = results.map((r, i) => ({ r, i })).filter(({ r }) => r.code === 1);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.code !== 1).every((r) => r.msg === 'This deposit has already been reviewed')).toBe(
      true,
    );
    const action = actions[winners[0]!.i % 3];
    const row = await s.db.selectFrom('deposits').selectAll().where('id', '=', d.data.id).executeTakeFirstOrThrow();
    expect(row.status).toBe({ approve: 1, reject: 2, invalid: 3 }[action!]);
    expect((await userRow(s, u.id)).balance).toBe(action === 'approve' ? 25 * USD : 0);
    const credits = await s.db
      .selectFrom('ledger')
      .select('value')
      .where('user_id', '=', u.id)
      .where('type', '=', 1)
      .execute();
    expect(credits).toEqual(action === 'approve' ? [{ value: 25 * USD }] : []);
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });
});
