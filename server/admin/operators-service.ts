import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { hashPassword } from '../accounts/password.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { isEmail, isPassword } from '../../core/rules/credentials.js';
import { insertAudit, type Actor } from '../audit/audit-repository.js';
import {
  findOperatorByEmail,
  findOperatorById,
  insertOperator,
  listOperators,
  setOperatorDisabled,
  type OperatorRole,
} from './operators-repository.js';
import { revokeOperatorSessions } from './operator-sessions-repository.js';

/** Every operator (no password hashes). */
export const allOperators = (db: Db) => listOperators(db);

/**
 * Admin: creates an operator with a role and an initial password (8-64 characters, scrypt-hashed), with its
 * audit record. E-mails are unique, compared lower-cased.
 */
export async function createOperator(
  db: Db,
  actor: Actor,
  input: { email: string; password: string; role: OperatorRole },
  scryptLogN: number,
) {
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email, { localDomain: true })) throw new AppError('server.errors.email_invalid');
  if (!isPassword(input.password)) throw new AppError('server.errors.password_length');
  const hash = await hashPassword(input.password, scryptLogN);
  return db.transaction().execute(async (trx) => {
    if (await findOperatorByEmail(trx, email)) throw new AppError('server.errors.operator_exists');
    const id = await insertOperator(trx, {
      email,
      password_hash: hash,
      role: input.role,
      disabled: 0,
      created_at: formatUtc(Date.now()),
    });
    await insertAudit(trx, actor, {
      action: 'operator.create',
      targetType: 'operator',
      targetId: id,
      after: { email, role: input.role },
    });
    return (await findOperatorById(trx, id))!;
  });
}

/**
 * Admin: disables an operator and revokes their sessions at once, with its audit record. An operator cannot
 * disable themselves, so the desk can't lock its last admin out by a slip.
 */
export async function disableOperator(db: Db, actor: Actor, id: number) {
  if (id === actor.operatorId) throw new AppError('server.errors.operator_self_disable');
  return db.transaction().execute(async (trx) => {
    const before = await findOperatorById(trx, id);
    if (!before) throw new AppError('server.errors.not_found');
    if (await setOperatorDisabled(trx, id, 1)) {
      await revokeOperatorSessions(trx, id, Date.now());
      await insertAudit(trx, actor, {
        action: 'operator.disable',
        targetType: 'operator',
        targetId: id,
        before: { disabled: 0 },
        after: { disabled: 1 },
      });
    }
    return (await findOperatorById(trx, id))!;
  });
}
