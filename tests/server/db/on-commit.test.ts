import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../../server/db/database.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { transact } from '../../../server/db/on-commit.js';
import { listenToAccounts, type AccountChange } from '../../../server/accounts/account-changes.js';
import { credit } from '../../../server/ledger/ledger.js';
import { LedgerType } from '../../../core/codes.js';
import { nextTurn } from '../../support/wait.js';

/**
 * What a session is told of is committed: a change noted in a transaction is heard after its commit, never after a
 * rollback, and a write in a transaction that could not tell anyone fails instead of passing untold.
 */
let dir: string;
let database: OpenDatabase;
const heard: [number, AccountChange][] = [];
let userId = 0;
const deposit = (trx: Parameters<typeof credit>[0]) => credit(trx, userId, [{ value: 5, type: LedgerType.Deposit }]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lotline-on-commit-'));
  database = await openDatabase(dir);
  await migrateToLatest(database.db);
  const u = await database.db
    .insertInto('users')
    .values({
      uid: 'oncommit',
      email: null,
      mobile: null,
      area_id: null,
      password_hash: null,
      is_demo: 1,
      demo_id: 'on-commit',
      invite_code: 'ONCOMMIT',
      invited_by: null,
      balance: 0,
      lock_balance: 0,
      status: 1,
      created_at: '2026-11-27 00:00:00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = u.id;
  listenToAccounts(database.db, (id, change) => heard.push([id, change]));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('changes heard on commit', () => {
  it('hears a change noted in a transaction once it has committed, not before', async () => {
    heard.length = 0;
    await transact(database.db, async (trx) => {
      await deposit(trx);
      // Heard at once or on a microtask (as a write outside a transaction is), it would be in by the next turn.
      await nextTurn();
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([[userId, { balance: true }]]);
  });

  it('hears nothing of a transaction that rolled back', async () => {
    heard.length = 0;
    await expect(
      transact(database.db, async (trx) => {
        await deposit(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // A transaction that commits after it is heard after it: only its change may be in by then.
    await transact(database.db, deposit);
    expect(heard).toEqual([[userId, { balance: true }]]);
  });

  it('refuses a write of an account in a transaction not opened by transact, and writes nothing', async () => {
    const before = await database.db.selectFrom('ledger').select('id').execute();
    await expect(database.db.transaction().execute((trx) => deposit(trx))).rejects.toThrow(/transact\(\)/);
    expect(await database.db.selectFrom('ledger').select('id').execute()).toEqual(before);
  });
});
