import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { authOf, requireRealUser } from '../auth-hooks.js';
import { submitVerification, verificationCentre } from '../../funds/verification-service.js';
import { verificationCalls as calls } from '../../../core/wire/verification.js';
import { callRoute } from '../call-route.js';

/** Identity verification (/mine/auth; docs/api/funds.md): the centre and the submission, real users only. */
export async function verificationRoutes(app: FastifyInstance, { db }: RouteDeps) {
  // preValidation: a visitor or demo user is refused before the input is validated, whatever it holds.
  const real = { preValidation: requireRealUser(db) };

  callRoute(app, calls.centre, async (_q, req) => ok(req, await verificationCentre(db, authOf(req).user)), real);

  callRoute(
    app,
    calls.submit,
    async (b, req) => {
      await submitVerification(db, authOf(req).user, b);
      return ok(req, null, 'server.messages.verification_submitted');
    },
    real,
  );
}
