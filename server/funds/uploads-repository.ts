import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { UploadsTable } from '../db/schema.js';

export type Upload = Selectable<UploadsTable>;

export const findUpload = (db: Executor, name: string) =>
  db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst();

export async function insertUpload(db: Executor, row: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

/** How many images a user uploaded since `since` ('YYYY-MM-DD HH:mm:ss' UTC). */
export async function countUploadsSince(db: Executor, userId: number, since: string): Promise<number> {
  const r = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
