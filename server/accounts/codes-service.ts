import { timingSafeEqual } from 'node:crypto';
import type { Db, Executor } from '../db/database.js';
import { AppError, rateLimited } from '../errors/app-error.js';
import { newCode, sha256 } from './tokens.js';
import { lockKey } from '../db/row-locks.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_MS = 60_000;
export const CODE_MAX_PER_HOUR = 5;
export const CODE_MAX_TRIES = 5;

const codeInvalid = () => new AppError('server.errors.code_invalid');
const hashCode = (destination: string, code: string) => sha256(`${destination}:${code}`);

/**
 * Issues a fresh code for a destination, replacing any earlier unused one of that type.
 * One send per destination per 60 s and 5 per hour, whatever the type (code 429 beyond). `now`: the server's clock, ms.
 */
export async function issueCode(db: Db, destination: string, type: number, now: number): Promise<string> {
  const code = newCode();
  await db.transaction().execute(async (trx) => {
    // Two sends at once must not both find no recent code (the 60 s and hourly rules count rows not yet written).
    await lockKey(trx, `codes:${destination}`);
    const recent = await trx
      .selectFrom('codes')
      .select(['created_ms'])
      .where('destination', '=', destination)
      .where('created_ms', '>', now - 3600_000)
      .orderBy('created_ms', 'desc')
      .execute();
    const last = recent[0];
    if (last && now - last.created_ms < CODE_RESEND_MS) {
      throw rateLimited('server.errors.code_wait', {
        seconds: Math.ceil((CODE_RESEND_MS - (now - last.created_ms)) / 1000),
      });
    }
    if (recent.length >= CODE_MAX_PER_HOUR) throw rateLimited('server.errors.code_hourly');
    await trx
      .updateTable('codes')
      .set({ consumed: 1 })
      .where('destination', '=', destination)
      .where('type', '=', type)
      .where('consumed', '=', 0)
      .execute();
    await trx
      .insertInto('codes')
      .values({
        destination,
        type,
        code_hash: hashCode(destination, code),
        created_ms: now,
        expires_ms: now + CODE_TTL_MS,
        attempts: 0,
        consumed: 0,
      })
      .execute();
  });
  return code;
}

/**
 * Checks a typed code against the newest live one of this purpose (`type`) and returns its id for `consumeCode`.
 * A wrong code counts a try in its own committed write (so a later rollback can't undo it); the 5th wrong try
 * burns the code. `now`: the server's clock, ms (the instant the code's 10 minutes are counted against).
 */
export async function checkCode(
  db: Db,
  destination: string,
  type: number,
  typed: string,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('destination', '=', destination)
    .where('type', '=', type)
    .where('consumed', '=', 0)
    .where('expires_ms', '>', now)
    .orderBy('created_ms', 'desc')
    .executeTakeFirst();
  if (!row) throw codeInvalid();
  const a = Buffer.from(hashCode(destination, typed.trim()));
  const b = Buffer.from(row.code_hash);
  if (a.length === b.length && timingSafeEqual(a, b)) return row.id;
  const attempts = row.attempts + 1;
  await db
    .updateTable('codes')
    .set({ attempts, consumed: attempts >= CODE_MAX_TRIES ? 1 : 0 })
    .where('id', '=', row.id)
    .execute();
  throw codeInvalid();
}

/** Marks a checked code used inside the caller's transaction; fails if another request used it first. */
export async function consumeCode(trx: Executor, id: number): Promise<void> {
  const r = await trx
    .updateTable('codes')
    .set({ consumed: 1 })
    .where('id', '=', id)
    .where('consumed', '=', 0)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw codeInvalid();
}
