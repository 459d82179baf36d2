import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types.js';

/** Accounts, sessions, codes, outbox, ledger, settings, areas and companies. */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('areas')
    .addColumn('id', t.int, t.id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('global_code', 'text', (c) => c.notNull())
    .addColumn('sort', t.int, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', t.int, t.id)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('mobile', 'text')
    .addColumn('area_id', t.int, (c) => c.references('areas.id'))
    .addColumn('password_hash', 'text')
    .addColumn('is_demo', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('demo_id', 'text', (c) => c.unique())
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', t.int, (c) => c.references('users.id'))
    .addColumn('balance', t.int, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addColumn('lock_balance', t.int, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`lock_balance >= 0`),
    )
    .addColumn('status', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', t.int, t.id)
    .addColumn('user_id', t.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_ms', t.int, (c) => c.notNull())
    .addColumn('last_seen_ms', t.int, (c) => c.notNull())
    .addColumn('revoked_ms', t.int)
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('codes')
    .addColumn('id', t.int, t.id)
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('type', t.int, (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_ms', t.int, (c) => c.notNull())
    .addColumn('expires_ms', t.int, (c) => c.notNull())
    .addColumn('attempts', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('consumed', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('codes_destination').on('codes').columns(['destination', 'created_ms']).execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('expires_ms', t.int, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', t.int, t.id)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('ledger')
    .addColumn('id', t.int, t.id)
    .addColumn('user_id', t.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('value', t.int, (c) => c.notNull())
    .addColumn('type', t.int, (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_user').on('ledger').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', t.int, t.id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('registered_address', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['companies', 'ledger', 'outbox', 'captchas', 'codes', 'sessions', 'users', 'areas', 'settings']) {
    await db.schema.dropTable(t).execute();
  }
}
