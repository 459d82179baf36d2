import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Devices and sessions. sessions.device_id: the id of the device cookie a session's login
 * carried or was given (accounts/device-cookie.ts), null for demo logins and sessions older than this migration.
 * device_revocations: device cookies their owner signed out from the devices screen, which no longer pass the login
 * lock as a known device. users.lang: the language the account last signed in with from a known device, which the
 * "new sign-in" e-mail is written in (not the language of the unknown device that triggered it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('sessions').addColumn('device_id', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .createTable('device_revocations')
    .addColumn('device_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.int, (c) => c.notNull())
    .addColumn('revoked_ms', t.int, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('device_revocations').execute();
  await db.schema.alterTable('users').dropColumn('lang').execute();
  await db.schema.alterTable('sessions').dropColumn('device_id').execute();
}
