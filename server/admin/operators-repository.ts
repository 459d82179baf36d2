import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { OperatorsTable } from '../db/schema.js';

export type Operator = Selectable<OperatorsTable>;
export type OperatorRole = OperatorsTable['role'];

/** The fields of an operator the wire shows (never the hash). */
const PUBLIC = ['id', 'email', 'role', 'disabled', 'created_at'] as const;

export const findOperatorByEmail = (db: Executor, email: string) =>
  db.selectFrom('operators').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export const findOperatorById = (db: Executor, id: number) =>
  db.selectFrom('operators').select(PUBLIC).where('id', '=', id).executeTakeFirst();

export async function countOperators(db: Executor): Promise<number> {
  const r = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertOperator(db: Executor, row: Insertable<OperatorsTable>): Promise<number> {
  const r = await db
    .insertInto('operators')
    .values({ ...row, email: row.email.trim().toLowerCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Every operator, oldest first (a short list: a desk, not a user base). */
export const listOperators = (db: Executor) => db.selectFrom('operators').select(PUBLIC).orderBy('id').execute();

/** Sets `disabled`; false when it already had that value (a second disable changes nothing). */
export async function setOperatorDisabled(db: Executor, id: number, disabled: 0 | 1): Promise<boolean> {
  const r = await db
    .updateTable('operators')
    .set({ disabled })
    .where('id', '=', id)
    .where('disabled', '!=', disabled)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
