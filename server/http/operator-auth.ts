import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { authenticateOperator, type OperatorAuth } from '../admin/operator-session-service.js';
import type { OperatorRole } from '../admin/operators-repository.js';
import type { Actor } from '../audit/audit-repository.js';
import { AppError } from '../errors/app-error.js';
import { markAccess } from './route-access.js';
import { requireMoneyTwoFactor } from '../admin/operator-two-factor.js';
import { ADMIN_API, OPERATOR_MONEY_AREAS } from '../../core/wire/paths.js';

/** Roles allowed on the review queues (deposits, withdrawals, verifications) and on one's own session. */
export const QUEUE_ROLES: readonly OperatorRole[] = ['admin', 'reviewer'];
/** Roles allowed on everything else (users, balances, settings, operators, audit, outbox). */
export const ADMIN_ROLES: readonly OperatorRole[] = ['admin'];

/** Whether a route (as registered, e.g. '/admin/api/deposits/:id/approve') belongs to a money area. */
const isMoneyRoute = (url: string | undefined): boolean =>
  url !== undefined &&
  OPERATOR_MONEY_AREAS.some((a) => url === `${ADMIN_API}${a}` || url.startsWith(`${ADMIN_API}${a}/`));

/**
 * onRequest hook for operator calls: an operator session token in `authorization` (code 999 otherwise,
 * like an ended trader session; a trader's token is never one), then the role: an operator whose role is
 * not in `roles` gets HTTP 403, code 0. Runs before the body is read or validated. On a money area's route
 * (OPERATOR_MONEY_AREAS), with operator_2fa_required on, an operator without two-factor sign-in gets HTTP 403 too.
 */
export const requireOperator = (db: Db, roles: readonly OperatorRole[]) =>
  markAccess(
    async (req: FastifyRequest) => {
      const op = await authenticateOperator(db, req.headers.authorization);
      if (!roles.includes(op.role)) throw new AppError('server.errors.operator_forbidden', {}, 0, 403);
      if (isMoneyRoute(req.routeOptions.url)) await requireMoneyTwoFactor(db, op.id);
      req.operator = op;
    },
    roles.includes('reviewer') ? 'operator' : 'admin',
  );

/** The operator of a request that went through requireOperator. */
export function operatorOf(req: FastifyRequest): OperatorAuth {
  if (!req.operator) throw new Error('route is missing its requireOperator hook');
  return req.operator;
}

/** The audit actor of a request that went through requireOperator. */
export const actorOf = (req: FastifyRequest): Actor => {
  const op = operatorOf(req);
  return { operatorId: op.id, email: op.email };
};
