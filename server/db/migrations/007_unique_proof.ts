import type { Kysely } from 'kysely';

/**
 * One proof picture backs one deposit. deposits-service checks it before inserting, but two claims at once can
 * both pass that check on PostgreSQL (SQLite's single writer hid it): the unique index makes the second fail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deposits_proof').execute();
  await db.schema.createIndex('deposits_proof').on('deposits').column('proof_img').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deposits_proof').execute();
  await db.schema.createIndex('deposits_proof').on('deposits').column('proof_img').execute();
}
