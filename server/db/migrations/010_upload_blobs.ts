import type { Kysely } from 'kysely';
import { dialectOf } from '../database.js';

/**
 * Upload bytes in the database (BLOB_STORE=postgres, funds/blob-store.ts), so a picture uploaded through one
 * instance is served by every other. Empty with the default disk store.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_blobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('bytes', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_blobs').execute();
}
