import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types.js';
import { dialectOf } from '../database.js';

/**
 * The back office's own accounts: operators with a role, their sessions (separate from traders'
 * so neither token opens the other's calls), and the audit log. The audit log is append-only: triggers
 * refuse every UPDATE and DELETE, so no code path (or a stray SQL shell) can rewrite history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('operators')
    .addColumn('id', t.int, t.id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'reviewer')`))
    .addColumn('disabled', t.int, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`disabled in (0, 1)`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', t.int, t.id)
    .addColumn('operator_id', t.int, (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_ms', t.int, (c) => c.notNull())
    .addColumn('last_seen_ms', t.int, (c) => c.notNull())
    .addColumn('expires_ms', t.int, (c) => c.notNull())
    .addColumn('revoked_ms', t.int)
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').column('operator_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', t.int, t.id)
    // null for the shell (npm run operator), which has no operator account; `actor` names who it was.
    .addColumn('operator_id', t.int, (c) => c.references('operators.id'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
  if (dialectOf(db) === 'postgres') {
    // PostgreSQL's triggers call a function; this one refuses the statement the way SQLite's raise(abort) does.
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update on audit_log for each row execute function audit_log_append_only()`.execute(
      db,
    );
    await sql`create trigger audit_log_no_delete before delete on audit_log for each row execute function audit_log_append_only()`.execute(
      db,
    );
    // TRUNCATE skips row triggers: refuse it too, so the log cannot be emptied in one statement.
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(
      db,
    );
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(
      db,
    );
    await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (dialectOf(db) === 'postgres') await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
