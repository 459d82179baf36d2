import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
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
import {
  DepositsQuery,
  NotesBody,
  ReasonBody,
  RemarkBody,
  UserParams,
  VerificationsQuery,
  WithdrawalsQuery,
  type QueueDeposit,
  type QueueVerification,
  type QueueWithdrawal,
} from '../../../core/wire/operator-queues.js';
import { IdParams } from '../../../core/wire/fields.js';

type Id = { Params: IdParams };

/**
 * The review queues of the back office: deposits approve / reject / invalid, withdrawals pay /
 * reject, verifications approve / reject, and their lists. An operator session of either role (reviewer or
 * admin); the same service functions as the CLI (npm run operator), each writing its audit record in the
 * transaction of the change. A review that moves money pushes BALANCE to the user's open sockets.
 */
export async function operatorRoutes(app: FastifyInstance, { db }: RouteDeps) {
  // onRequest: the session and role are checked before any body is read or validated.
  const op = { onRequest: requireOperator(db, QUEUE_ROLES) };

  app.get<{ Querystring: DepositsQuery }>(
    '/admin/api/deposits',
    { ...op, schema: { querystring: DepositsQuery } },
    async (req) => {
      const { rows, total } = await listDepositsByStatus(
        db,
        req.query.status ?? DepositStatus.Unchecked,
        req.query.page ?? 1,
      );
      return ok(req, {
        data: rows.map((d): QueueDeposit => ({
          ...d,
          proof_img: signUploadUrl(d.proof_img),
          proof_preview: signPreviewUrl(d.proof_img),
          credit_usd: formatMicro(creditMicro(d.number, d.usd_price)),
        })),
        total,
      });
    },
  );
  app.post<Id & { Body: RemarkBody }>(
    '/admin/api/deposits/:id/approve',
    { ...op, schema: { params: IdParams, body: RemarkBody } },
    async (req) => ok(req, await approveDeposit(db, req.params.id, req.body?.remark ?? '', { actor: actorOf(req) })),
  );
  app.post<Id & { Body: RemarkBody }>(
    '/admin/api/deposits/:id/reject',
    { ...op, schema: { params: IdParams, body: RemarkBody } },
    async (req) =>
      ok(
        req,
        await refuseDeposit(db, req.params.id, DepositStatus.Rejected, req.body?.remark ?? '', { actor: actorOf(req) }),
      ),
  );
  app.post<Id & { Body: RemarkBody }>(
    '/admin/api/deposits/:id/invalid',
    { ...op, schema: { params: IdParams, body: RemarkBody } },
    async (req) =>
      ok(
        req,
        await refuseDeposit(db, req.params.id, DepositStatus.Invalid, req.body?.remark ?? '', { actor: actorOf(req) }),
      ),
  );

  app.get<{ Querystring: WithdrawalsQuery }>(
    '/admin/api/withdrawals',
    { ...op, schema: { querystring: WithdrawalsQuery } },
    async (req) => {
      const { rows, total } = await listWithdrawalsByStatus(
        db,
        req.query.status ?? WithdrawStatus.Pending,
        req.query.page ?? 1,
      );
      return ok(req, {
        data: rows.map((w): QueueWithdrawal => ({ ...w, number: formatMicro(w.number), fee: formatMicro(w.fee) })),
        total,
      });
    },
  );
  app.post<Id & { Body: NotesBody }>(
    '/admin/api/withdrawals/:id/pay',
    { ...op, schema: { params: IdParams, body: NotesBody } },
    async (req) => ok(req, await payWithdrawal(db, req.params.id, req.body?.notes ?? '', { actor: actorOf(req) })),
  );
  app.post<Id & { Body: NotesBody }>(
    '/admin/api/withdrawals/:id/reject',
    { ...op, schema: { params: IdParams, body: NotesBody } },
    async (req) => ok(req, await rejectWithdrawal(db, req.params.id, req.body?.notes ?? '', { actor: actorOf(req) })),
  );

  app.get<{ Querystring: VerificationsQuery }>(
    '/admin/api/verifications',
    { ...op, schema: { querystring: VerificationsQuery } },
    async (req) =>
      ok(
        req,
        await listVerificationsByStatus(db, req.query.status ?? ReviewStatus.Reviewing, req.query.page ?? 1).then(
          ({ rows, total }) => ({
            // The back office's <img> cannot send the operator's header: it gets short-lived signed links (upload-access.ts),
            // to the bounded previews for the list and to the originals to open.
            data: rows.map((v): QueueVerification => ({
              ...v,
              front_pic: signUploadUrl(v.front_pic),
              reverse_pic: signUploadUrl(v.reverse_pic),
              front_preview: signPreviewUrl(v.front_pic),
              reverse_preview: signPreviewUrl(v.reverse_pic),
            })),
            total,
          }),
        ),
      ),
  );
  app.post<{ Params: UserParams; Body: ReasonBody }>(
    '/admin/api/verifications/:userId/approve',
    { ...op, schema: { params: UserParams, body: ReasonBody } },
    async (req) => {
      await approveVerification(db, req.params.userId, actorOf(req), req.body?.reason ?? '');
      return ok(req, null);
    },
  );
  app.post<{ Params: UserParams; Body: ReasonBody }>(
    '/admin/api/verifications/:userId/reject',
    { ...op, schema: { params: UserParams, body: ReasonBody } },
    async (req) => {
      await rejectVerification(db, req.params.userId, req.body?.reason ?? '', actorOf(req));
      return ok(req, null);
    },
  );
}
