import type { Executor } from '../db/database.js';
import { formatUtc } from '../../core/rules/datetime.js';

/**
 * Who acts: an operator (id and e-mail), the shell on the server (id null, e-mail 'cli'), or a trader changing
 * their own account's security (operator id null, the trader's e-mail and `userId`).
 */
export interface Actor {
  operatorId: number | null;
  email: string;
  userId?: number;
}

/** The shell's actor: `npm run operator` has no operator account. */
export const CLI_ACTOR: Actor = { operatorId: null, email: 'cli' };

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: number | string;
  before?: unknown;
  after?: unknown;
}

/** Appends one audit record, in the caller's transaction: the record exists if and only if the change does. */
export async function insertAudit(trx: Executor, actor: Actor, e: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      operator_id: actor.operatorId,
      actor: actor.email,
      user_id: actor.userId ?? null,
      action: e.action,
      target_type: e.targetType,
      target_id: String(e.targetId),
      before_json: e.before === undefined ? null : JSON.stringify(e.before),
      after_json: e.after === undefined ? null : JSON.stringify(e.after),
      created_at: formatUtc(Date.now()),
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 20;

/** One page of the audit log, newest first; before/after parsed back to objects. */
export async function pageAudit(db: Executor, page: number, filter: { targetType?: string; targetId?: string } = {}) {
  let base = db.selectFrom('audit_log');
  if (filter.targetType) base = base.where('target_type', '=', filter.targetType);
  if (filter.targetId) base = base.where('target_id', '=', filter.targetId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map(({ before_json, after_json, ...r }) => ({
    ...r,
    before: before_json === null ? null : JSON.parse(before_json),
    after: after_json === null ? null : JSON.parse(after_json),
  }));
  return { data, total: Number(count.n) };
}
