import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Two-factor sign-in: TOTP (RFC 6238) for traders and operators.
 * two_factor: one row per owner (`owner_type` 'user' or 'operator', `owner_id` its id). `secret_enc` is the TOTP
 * secret encrypted with AES-256-GCM (server/accounts/two-factor-secret.ts); `enabled_ms` null while the owner has
 * been shown the secret but not yet confirmed a code (enrolment), the confirmation's time after; `last_step` the
 * newest 30-second step whose code was accepted, so a code can never be used twice (a conditional update).
 * two_factor_recovery: the 10 one-time recovery codes of an enabled owner, as SHA-256 hashes; `used_ms` once used.
 * audit_log gets `user_id`: the trader who changed their own account (a trader is no operator, and not the shell).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('two_factor')
    .addColumn('id', t.int, t.id)
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', t.int, (c) => c.notNull())
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('enabled_ms', t.int)
    .addColumn('last_step', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_ms', t.int, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('two_factor_owner')
    .on('two_factor')
    .columns(['owner_type', 'owner_id'])
    .unique()
    .execute();
  await db.schema
    .createTable('two_factor_recovery')
    .addColumn('id', t.int, t.id)
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', t.int, (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_ms', t.int)
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_owner')
    .on('two_factor_recovery')
    .columns(['owner_type', 'owner_id'])
    .execute();
  await db.schema.alterTable('audit_log').addColumn('user_id', t.int).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('user_id').execute();
  await db.schema.dropTable('two_factor_recovery').execute();
  await db.schema.dropTable('two_factor').execute();
}
