import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../test-server.js';
import { startFundsServer } from '../../support/operators.js';
import { realUser, type Real } from '../../support/users.js';
import { userRow } from '../../support/balances.js';
import { ids, proof } from '../../support/funds.js';
import { runOperatorCommand } from '../../../server/admin/operator-cli.js';
import { ledgerBreaks } from '../ledger-check.js';

let s: TestServer;
let u: Real;
beforeAll(async () => {
  s = await startFundsServer();
  u = await realUser(s, 'cli@example.com');
});
afterAll(async () => {
  await s.stop();
});

/** Runs a command against the running server's data folder, as `npm run operator -- …` does. */
async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((c) => {
    out += String(c);
    return true;
  });
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((c) => {
    err += String(c);
    return true;
  });
  try {
    const code = await runOperatorCommand(argv, { DATA_DIR: s.dataDir, DATABASE_URL: s.databaseUrl });
    return { code, out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

describe('operator CLI', () => {
  it('lists unchecked deposits and approves one with the same service as the HTTP route', async () => {
    const { trc20 } = await ids(s);
    const d = await s.post(
      '/api/quickCharge/submit',
      { number: '42.5', proofImg: await proof(s, u), address: trc20.address, charge_id: trc20.id },
      u.auth,
    );
    const list = await run('deposits');
    expect(list.code).toBe(0);
    expect(JSON.parse(list.out).rows).toEqual([
      expect.objectContaining({ id: d.data.id, user: 'cli@example.com', credit_usd: '42.500000' }),
    ]);
    expect((await run('approve-deposit', String(d.data.id), 'checked', 'on', 'chain')).code).toBe(0);
    expect(await userRow(s, u.id)).toEqual({ balance: 42_500_000, lock_balance: 0 });
    expect((await s.get('/api/quickCharge/quick_ist', { type: 0 }, u.auth)).data.data[0]).toMatchObject({
      status: 1,
      remark: 'checked on chain',
    });
    const audit = await s.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'deposit')
      .where('target_id', '=', String(d.data.id))
      .execute();
    expect(audit).toMatchObject([{ operator_id: null, actor: 'cli', action: 'deposit.approve' }]);
    const again = await run('reject-deposit', String(d.data.id));
    expect(again).toMatchObject({ code: 1, err: 'This deposit has already been reviewed\n' });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });

  it('prints help for no command and fails on an unknown one or a bad id', async () => {
    expect((await run()).out).toContain('approve-deposit <id>');
    expect((await run('drop-tables')).code).toBe(2);
    expect(await run('pay-withdrawal', 'abc')).toMatchObject({
      code: 1,
      err: 'id must be a whole number, got "abc"\n',
    });
  });
});
