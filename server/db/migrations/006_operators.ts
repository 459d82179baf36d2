import { type Kysely, sql } from 'kysely';

/**
 * The back office's own accounts (issue 7): operators with a role, their sessions (separate from traders'
 * so neither token opens the other's calls), and the audit log. The audit log is append-only: triggers
 * refuse every UPDATE and DELETE, so no code path (or a stray SQL shell) can rewrite history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('operators')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'reviewer')`))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0).check(sql`disabled in (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('operator_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_ms', 'integer', (c) => c.notNull())
    .addColumn('last_seen_ms', 'integer', (c) => c.notNull())
    .addColumn('expires_ms', 'integer', (c) => c.notNull())
    .addColumn('revoked_ms', 'integer')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').column('operator_id').execute();

  await db.schema.createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // null for the shell (npm run operator), which has no operator account; `actor` names who it was.
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
  await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
