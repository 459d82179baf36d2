import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { UsersTable } from '../db/schema.js';

export type User = Selectable<UsersTable>;

export const findUserById = (db: Executor, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Executor, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findUserByDemoId = (db: Executor, demoId: string) =>
  db.selectFrom('users').selectAll().where('demo_id', '=', demoId).executeTakeFirst();

export const findUserByInviteCode = (db: Executor, code: string) =>
  db.selectFrom('users').select(['id']).where('invite_code', '=', code.toUpperCase()).executeTakeFirst();

export async function insertUser(db: Executor, user: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setPasswordHash(db: Executor, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** Whether a uid or invite code is already taken (they are random, so a clash is retried). */
export async function isTaken(db: Executor, column: 'uid' | 'invite_code', value: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(column, '=', value).executeTakeFirst();
  return row !== undefined;
}
