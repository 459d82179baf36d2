import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Funds: deposit channels (coin networks, bank currencies and their collecting accounts), deposits,
 * withdraw symbols, payout methods, withdrawals, identity verifications and uploads. Money the account
 * holds is micro-USD integers; amounts in another currency and configured prices are decimal strings so
 * they are exact. Each record's status only moves by a conditional update on its current status.
 * The ledger gains `lock_value`: the record's change of lock_balance (see server/ledger/ledger.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('ledger')
    .addColumn('lock_value', t.int, (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('deposit_networks')
    .addColumn('id', t.int, t.id)
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('protocol_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('usd_value_per_unit', 'text', (c) => c.notNull())
    .addColumn('enabled', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('sort', t.int, (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('deposit_bank_currencies')
    .addColumn('id', t.int, t.id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('usd_value_per_unit', 'text', (c) => c.notNull())
    .addColumn('enabled', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('sort', t.int, (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('deposit_bank_accounts')
    .addColumn('id', t.int, t.id)
    .addColumn('currency_id', t.int, (c) => c.notNull().references('deposit_bank_currencies.id'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_address', 'text', (c) => c.notNull())
    .addColumn('bank_swift', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('payee_account', 'text', (c) => c.notNull())
    .addColumn('bank_remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', t.int, (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', t.int, (c) => c.notNull())
    .addColumn('width', t.int, (c) => c.notNull())
    .addColumn('height', t.int, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user').on('uploads').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('deposits')
    .addColumn('id', t.int, t.id)
    .addColumn('user_id', t.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', t.int, (c) => c.notNull())
    .addColumn('network_id', t.int, (c) => c.references('deposit_networks.id'))
    .addColumn('bank_account_id', t.int, (c) => c.references('deposit_bank_accounts.id'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('protocol_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('usd_price', 'text', (c) => c.notNull())
    .addColumn('proof_img', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', t.int, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 2, 3)`),
    )
    .addColumn('credited', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('deposits_user').on('deposits').columns(['user_id', 'type', 'id']).execute();
  await db.schema.createIndex('deposits_status').on('deposits').columns(['status', 'id']).execute();
  await db.schema.createIndex('deposits_proof').on('deposits').column('proof_img').execute();

  await db.schema
    .createTable('withdraw_symbols')
    .addColumn('id', t.int, t.id)
    .addColumn('type', t.int, (c) => c.notNull().check(sql`type in (1, 2)`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('protocol', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('draw_rate', 'text', (c) => c.notNull())
    .addColumn('fee_type', t.int, (c) => c.notNull())
    .addColumn('usd_price', 'text', (c) => c.notNull())
    .addColumn('enabled', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('sort', t.int, (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('payout_methods')
    .addColumn('id', t.int, t.id)
    .addColumn('user_id', t.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', t.int, (c) => c.notNull().check(sql`type in (1, 2)`))
    .addColumn('draw_id', t.int, (c) => c.notNull().references('withdraw_symbols.id'))
    .addColumn('dc_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_swift', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deleted', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payout_methods_user')
    .on('payout_methods')
    .columns(['user_id', 'type', 'deleted'])
    .execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', t.int, t.id)
    .addColumn('user_id', t.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', t.int, (c) => c.notNull())
    .addColumn('symbol_id', t.int, (c) => c.notNull().references('withdraw_symbols.id'))
    .addColumn('method_id', t.int, (c) => c.notNull().references('payout_methods.id'))
    .addColumn('number', t.int, (c) => c.notNull().check(sql`number > 0`))
    .addColumn('fee', t.int, (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('real_number', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('protocol', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('usd_price', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', t.int, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 2)`),
    )
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_swift', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'type', 'id']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();

  await db.schema
    .createTable('verifications')
    .addColumn('user_id', t.int, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('front_pic', 'text', (c) => c.notNull())
    .addColumn('reverse_pic', 'text', (c) => c.notNull())
    .addColumn('review_status', t.int, (c) => c.notNull().check(sql`review_status in (0, 1, 2)`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verifications_status')
    .on('verifications')
    .columns(['review_status', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'verifications',
    'withdrawals',
    'payout_methods',
    'withdraw_symbols',
    'deposits',
    'uploads',
    'deposit_bank_accounts',
    'deposit_bank_currencies',
    'deposit_networks',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.alterTable('ledger').dropColumn('lock_value').execute();
}
