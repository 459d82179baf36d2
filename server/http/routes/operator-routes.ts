import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import type { Db } from '../../db/database.js';
import { ok } from '../envelope.js';
import { callRoute, type Guards } from '../call-route.js';
import { actorOf, QUEUE_ROLES, requireOperator } from '../operator-auth.js';
import { formatMicro } from '../../../core/rules/money.js';
import { approveDeposit, creditMicro, listDepositsByStatus, refuseDeposit } from '../../funds/deposits-service.js';
import { listWithdrawalsByStatus, payWithdrawal, rejectWithdrawal } from '../../funds/withdrawals-service.js';
import {
  approveVerification,
  listVerificationsByStatus,
  rejectVerification,
} from '../../funds/verification-service.js';
import { signPreviewUrl, signUploadUrl } from '../../funds/upload-access.js';
import { DepositStatus, ReviewStatus, WithdrawStatus } from '../../../core/codes.js';
import { operatorQueueCalls as calls } from '../../../core/wire/operator-queue-calls.js';

/**
 * The review queues of the back office: deposits approve / reject / invalid, withdrawals pay /
 * reject, verifications approve / reject, and their lists. An operator session of either role (reviewer or
 * admin); the same service functions as the CLI (npm run operator), each writing its audit record in the
 * transaction of the change. A review that moves money pushes BALANCE to the user's open sockets.
 */
export async function operatorRoutes(app: FastifyInstance, { db }: RouteDeps) {
  // onRequest: the session and role are checked before any body is read or validated.
  const op = { onRequest: requireOperator(db, QUEUE_ROLES) };
  depositQueue(app, db, op);
  withdrawalQueue(app, db, op);
  verificationQueue(app, db, op);
}

/** Deposits: the list (with the proof's signed links and the USD approval would credit) and the three decisions. */
function depositQueue(app: FastifyInstance, db: Db, op: Guards) {
  callRoute(
    app,
    calls.deposits,
    async (q, req) => {
      const { rows, total } = await listDepositsByStatus(db, q.status ?? DepositStatus.Unchecked, q.page ?? 1);
      const data = rows.map((d) => ({
        ...d,
        proof_img: signUploadUrl(d.proof_img),
        proof_preview: signPreviewUrl(d.proof_img),
        credit_usd: formatMicro(creditMicro(d.number, d.usd_price)),
      }));
      return ok(req, { data, total });
    },
    op,
  );
  callRoute(
    app,
    calls.depositApprove,
    async (b, req) => ok(req, await approveDeposit(db, b.id, b.remark ?? '', { actor: actorOf(req) })),
    op,
  );
  const refuse =
    (status: typeof DepositStatus.Rejected | typeof DepositStatus.Invalid) =>
    async (b: { id: number; remark?: string }, req: FastifyRequest) =>
      ok(req, await refuseDeposit(db, b.id, status, b.remark ?? '', { actor: actorOf(req) }));
  callRoute(app, calls.depositReject, refuse(DepositStatus.Rejected), op);
  callRoute(app, calls.depositInvalid, refuse(DepositStatus.Invalid), op);
}

/** Withdrawals: the list (amounts as USD strings), pay and reject. */
function withdrawalQueue(app: FastifyInstance, db: Db, op: Guards) {
  callRoute(
    app,
    calls.withdrawals,
    async (q, req) => {
      const { rows, total } = await listWithdrawalsByStatus(db, q.status ?? WithdrawStatus.Pending, q.page ?? 1);
      const data = rows.map((w) => ({ ...w, number: formatMicro(w.number), fee: formatMicro(w.fee) }));
      return ok(req, { data, total });
    },
    op,
  );
  callRoute(
    app,
    calls.withdrawalPay,
    async (b, req) => ok(req, await payWithdrawal(db, b.id, b.notes ?? '', { actor: actorOf(req) })),
    op,
  );
  callRoute(
    app,
    calls.withdrawalReject,
    async (b, req) => ok(req, await rejectWithdrawal(db, b.id, b.notes ?? '', { actor: actorOf(req) })),
    op,
  );
}

/** Identity checks: the list (photos as signed links) and the two decisions. */
function verificationQueue(app: FastifyInstance, db: Db, op: Guards) {
  callRoute(
    app,
    calls.verifications,
    async (q, req) => {
      const { rows, total } = await listVerificationsByStatus(db, q.status ?? ReviewStatus.Reviewing, q.page ?? 1);
      // The back office's <img> cannot send the operator's header: it gets short-lived signed links (upload-access.ts),
      // to the bounded previews for the list and to the originals to open.
      const data = rows.map((v) => ({
        ...v,
        front_pic: signUploadUrl(v.front_pic),
        reverse_pic: signUploadUrl(v.reverse_pic),
        front_preview: signPreviewUrl(v.front_pic),
        reverse_preview: signPreviewUrl(v.reverse_pic),
      }));
      return ok(req, { data, total });
    },
    op,
  );
  callRoute(
    app,
    calls.verificationApprove,
    async (b, req) => {
      await approveVerification(db, b.userId, actorOf(req), b.reason ?? '');
      return ok(req, null);
    },
    op,
  );
  callRoute(
    app,
    calls.verificationReject,
    async (b, req) => {
      await rejectVerification(db, b.userId, b.reason ?? '', actorOf(req));
      return ok(req, null);
    },
    op,
  );
}
