import type { Db, Executor } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { insertAudit, type Actor } from '../audit/audit-repository.js';
import {
  deleteRow,
  findRow,
  insertRow,
  updateRow,
  type CatalogueInsert,
  type CataloguePatch,
  type CatalogueRow,
  type CatalogueTable,
} from './catalogue-repository.js';

/** Where the audit record of a catalogue edit points: target type and the action prefix ('pair' -> 'pair.update'). */
export interface Target<T extends CatalogueTable> {
  table: T;
  type: string;
}

/**
 * Inserts a row and its audit record (`<type>.create`, after = the row) in one transaction. `check` runs in
 * it first, so a uniqueness test and the insert see the same data.
 */
export async function createAudited<T extends CatalogueTable>(
  db: Db,
  actor: Actor,
  target: Target<T>,
  row: CatalogueInsert<T>,
  check?: (trx: Executor) => Promise<void>,
): Promise<CatalogueRow<T>> {
  return db.transaction().execute(async (trx) => {
    await check?.(trx);
    const id = await insertRow(trx, target.table, row);
    const after = (await findRow(trx, target.table, id))!;
    await insertAudit(trx, actor, { action: `${target.type}.create`, targetType: target.type, targetId: id, after });
    return after;
  });
}

/**
 * Applies `patch` to row `id` and writes one audit record (`<type>.<action>`) with the changed fields' old and
 * new values, in one transaction. `check` sees the row as it was, inside the transaction. Unknown id: code 0
 * "not found", nothing written; a patch that changes nothing writes nothing and answers the row.
 */
export async function updateAudited<T extends CatalogueTable>(
  db: Db,
  actor: Actor,
  target: Target<T>,
  id: number,
  patch: CataloguePatch<T>,
  check?: (trx: Executor, before: CatalogueRow<T>) => Promise<void>,
  action = 'update',
): Promise<CatalogueRow<T>> {
  return db.transaction().execute(async (trx) => {
    const before = await findRow(trx, target.table, id);
    if (!before) throw new AppError('server.errors.not_found');
    await check?.(trx, before);
    const old = before as Record<string, unknown>;
    const changed = Object.entries(patch as Record<string, unknown>).filter(
      ([k, v]) => v !== undefined && old[k] !== v,
    );
    if (!changed.length) return before;
    await updateRow(trx, target.table, id, Object.fromEntries(changed) as CataloguePatch<T>);
    await insertAudit(trx, actor, {
      action: `${target.type}.${action}`,
      targetType: target.type,
      targetId: id,
      before: Object.fromEntries(changed.map(([k]) => [k, old[k]])),
      after: Object.fromEntries(changed),
    });
    return (await findRow(trx, target.table, id))!;
  });
}

/** Deletes row `id` with its audit record (`<type>.delete`, before = the row). Unknown id: "not found". */
export async function deleteAudited<T extends CatalogueTable>(
  db: Db,
  actor: Actor,
  target: Target<T>,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findRow(trx, target.table, id);
    if (!before) throw new AppError('server.errors.not_found');
    await deleteRow(trx, target.table, id);
    await insertAudit(trx, actor, { action: `${target.type}.delete`, targetType: target.type, targetId: id, before });
  });
}
