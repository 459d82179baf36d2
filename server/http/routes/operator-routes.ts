import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { Int, OptText } from '../schemas.js';
import { actorOf, QUEUE_ROLES, requireOperator } from '../operator-auth.js';
import { formatMicro } from '../../../src/lib/money.js';
import { approveDeposit, creditMicro, listDepositsByStatus, refuseDeposit } from '../../funds/deposits-service.js';
import { listWithdrawalsByStatus, payWithdrawal, rejectWithdrawal } from '../../funds/withdrawals-service.js';
import { approveVerification, listVerificationsByStatus, rejectVerification } from '../../funds/verification-service.js';
import { signUploadUrl } from '../../funds/upload-access.js';

const IdParams = Type.Object({ id: Int(1, Number.MAX_SAFE_INTEGER) });
const UserParams = Type.Object({ userId: Int(1, Number.MAX_SAFE_INTEGER) });
const ListQuery = (statuses: number[], fallback: number) => Type.Object({
  status: Type.Optional(Type.Union(statuses.map((s) => Type.Literal(s)), { default: fallback })),
  page: Type.Optional(Int(1, 100_000)),
});
const DepositsQuery = ListQuery([0, 1, 2, 3], 0);
const WithdrawalsQuery = ListQuery([0, 1, 2], 0);
const VerificationsQuery = ListQuery([0, 1, 2], 1);
const RemarkBody = Type.Optional(Type.Object({ remark: OptText() }));
const NotesBody = Type.Optional(Type.Object({ notes: OptText() }));
const ReasonBody = Type.Optional(Type.Object({ reason: OptText() }));

type Id = { Params: Static<typeof IdParams> };

/**
 * The review queues of the back office (issue 7): deposits approve / reject / invalid, withdrawals pay /
 * reject, verifications approve / reject, and their lists. An operator session of either role (reviewer or
 * admin); the same service functions as the CLI (npm run operator), each writing its audit record in the
 * transaction of the change. A review that moves money pushes BALANCE to the user's open sockets.
 */
export async function operatorRoutes(app: FastifyInstance, { db, notifyBalance }: RouteDeps) {
  // onRequest: the session and role are checked before any body is read or validated.
  const op = { onRequest: requireOperator(db, QUEUE_ROLES) };

  app.get<{ Querystring: Static<typeof DepositsQuery> }>('/admin/api/deposits', { ...op, schema: { querystring: DepositsQuery } }, async (req) => {
    const { rows, total } = await listDepositsByStatus(db, req.query.status ?? 0, req.query.page ?? 1);
    return ok(req, { data: rows.map((d) => ({ ...d, proof_img: signUploadUrl(d.proof_img), credit_usd: formatMicro(creditMicro(d.number, d.usd_price)) })), total });
  });
  app.post<Id & { Body: Static<typeof RemarkBody> }>('/admin/api/deposits/:id/approve', { ...op, schema: { params: IdParams, body: RemarkBody } }, async (req) =>
    ok(req, await approveDeposit(db, req.params.id, req.body?.remark ?? '', { actor: actorOf(req), notify: notifyBalance })));
  app.post<Id & { Body: Static<typeof RemarkBody> }>('/admin/api/deposits/:id/reject', { ...op, schema: { params: IdParams, body: RemarkBody } }, async (req) =>
    ok(req, await refuseDeposit(db, req.params.id, 2, req.body?.remark ?? '', { actor: actorOf(req) })));
  app.post<Id & { Body: Static<typeof RemarkBody> }>('/admin/api/deposits/:id/invalid', { ...op, schema: { params: IdParams, body: RemarkBody } }, async (req) =>
    ok(req, await refuseDeposit(db, req.params.id, 3, req.body?.remark ?? '', { actor: actorOf(req) })));

  app.get<{ Querystring: Static<typeof WithdrawalsQuery> }>('/admin/api/withdrawals', { ...op, schema: { querystring: WithdrawalsQuery } }, async (req) => {
    const { rows, total } = await listWithdrawalsByStatus(db, req.query.status ?? 0, req.query.page ?? 1);
    return ok(req, { data: rows.map((w) => ({ ...w, number: formatMicro(w.number), fee: formatMicro(w.fee) })), total });
  });
  app.post<Id & { Body: Static<typeof NotesBody> }>('/admin/api/withdrawals/:id/pay', { ...op, schema: { params: IdParams, body: NotesBody } }, async (req) =>
    ok(req, await payWithdrawal(db, req.params.id, req.body?.notes ?? '', { actor: actorOf(req), notify: notifyBalance })));
  app.post<Id & { Body: Static<typeof NotesBody> }>('/admin/api/withdrawals/:id/reject', { ...op, schema: { params: IdParams, body: NotesBody } }, async (req) =>
    ok(req, await rejectWithdrawal(db, req.params.id, req.body?.notes ?? '', { actor: actorOf(req), notify: notifyBalance })));

  app.get<{ Querystring: Static<typeof VerificationsQuery> }>('/admin/api/verifications', { ...op, schema: { querystring: VerificationsQuery } }, async (req) =>
    ok(req, await listVerificationsByStatus(db, req.query.status ?? 1, req.query.page ?? 1).then(({ rows, total }) => ({
      // The back office's <img> cannot send the operator's header: it gets short-lived signed links (upload-access.ts).
      data: rows.map((v) => ({ ...v, front_pic: signUploadUrl(v.front_pic), reverse_pic: signUploadUrl(v.reverse_pic) })), total,
    }))));
  app.post<{ Params: Static<typeof UserParams>; Body: Static<typeof ReasonBody> }>('/admin/api/verifications/:userId/approve', { ...op, schema: { params: UserParams, body: ReasonBody } }, async (req) => {
    await approveVerification(db, req.params.userId, actorOf(req), req.body?.reason ?? '');
    return ok(req, null);
  });
  app.post<{ Params: Static<typeof UserParams>; Body: Static<typeof ReasonBody> }>('/admin/api/verifications/:userId/reject', { ...op, schema: { params: UserParams, body: ReasonBody } }, async (req) => {
    await rejectVerification(db, req.params.userId, req.body?.reason ?? '', actorOf(req));
    return ok(req, null);
  });
}
