import type { Executor } from '../db/database.js';
import type { TwoFactorOwnerType } from '../db/schema.js';

/** Whose second factor: a trader ('user') or an operator, by id. */
export interface TwoFactorOwner {
  type: TwoFactorOwnerType;
  id: number;
}

const ofOwner = (o: TwoFactorOwner) => ({ owner_type: o.type, owner_id: o.id });

/** The owner's row (enrolling or enabled), if any. */
export const findTwoFactor = (db: Executor, o: TwoFactorOwner) =>
  db
    .selectFrom('two_factor')
    .selectAll()
    .where('owner_type', '=', o.type)
    .where('owner_id', '=', o.id)
    .executeTakeFirst();

/** Starts (or restarts) an enrolment: a new secret, not yet enabled. Refuses nothing: the caller checked. */
export async function putEnrolment(db: Executor, o: TwoFactorOwner, secretEnc: string, nowMs: number) {
  await db
    .insertInto('two_factor')
    .values({ ...ofOwner(o), secret_enc: secretEnc, enabled_ms: null, last_step: 0, created_ms: nowMs })
    .onConflict((oc) =>
      oc
        .columns(['owner_type', 'owner_id'])
        .doUpdateSet({ secret_enc: secretEnc, enabled_ms: null, last_step: 0, created_ms: nowMs })
        // An enabled row is never replaced by a new enrolment (turning off needs a code first).
        .where('two_factor.enabled_ms', 'is', null),
    )
    .execute();
}

/**
 * Accepts the code of `step` once: moves last_step forward only if it is behind `step`, on a row in the expected
 * state (enabled, or enrolling for the confirming code). False when another request used this step (or a later
 * one) first: the replay is refused by the database, whichever instance it reached.
 */
export async function takeStep(db: Executor, rowId: number, step: number, enabled: boolean): Promise<boolean> {
  const r = await db
    .updateTable('two_factor')
    .set({ last_step: step })
    .where('id', '=', rowId)
    .where('last_step', '<', step)
    .where('enabled_ms', enabled ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Switches an enrolling row on; false if it was not enrolling any more (confirmed twice at once). */
export async function markEnabled(db: Executor, rowId: number, nowMs: number): Promise<boolean> {
  const r = await db
    .updateTable('two_factor')
    .set({ enabled_ms: nowMs })
    .where('id', '=', rowId)
    .where('enabled_ms', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Replaces the owner's recovery codes with these hashes. */
export async function replaceRecovery(db: Executor, o: TwoFactorOwner, hashes: string[]) {
  await db.deleteFrom('two_factor_recovery').where('owner_type', '=', o.type).where('owner_id', '=', o.id).execute();
  await db
    .insertInto('two_factor_recovery')
    .values(hashes.map((code_hash) => ({ ...ofOwner(o), code_hash, used_ms: null })))
    .execute();
}

/** Uses one recovery code: true only for the one request that marked it used (a second use finds it used). */
export async function useRecovery(db: Executor, o: TwoFactorOwner, hash: string, nowMs: number): Promise<boolean> {
  const r = await db
    .updateTable('two_factor_recovery')
    .set({ used_ms: nowMs })
    .where('owner_type', '=', o.type)
    .where('owner_id', '=', o.id)
    .where('code_hash', '=', hash)
    .where('used_ms', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) >= 1;
}

/** Recovery codes not used yet. */
export async function recoveryLeft(db: Executor, o: TwoFactorOwner): Promise<number> {
  const r = await db
    .selectFrom('two_factor_recovery')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_type', '=', o.type)
    .where('owner_id', '=', o.id)
    .where('used_ms', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Removes the owner's second factor and recovery codes (turning it off). */
export async function deleteTwoFactor(db: Executor, o: TwoFactorOwner) {
  await db.deleteFrom('two_factor_recovery').where('owner_type', '=', o.type).where('owner_id', '=', o.id).execute();
  await db.deleteFrom('two_factor').where('owner_type', '=', o.type).where('owner_id', '=', o.id).execute();
}
