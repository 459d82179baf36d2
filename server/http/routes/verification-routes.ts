import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { authOf, requireRealUser } from '../auth-hooks.js';
import { submitVerification, verificationCentre } from '../../funds/verification-service.js';
import { RealNameBody } from '../../../core/wire/verification.js';

/** Identity verification (/mine/auth; docs/api/funds.md): the centre and the submission, real users only. */
export async function verificationRoutes(app: FastifyInstance, { db }: RouteDeps) {
  // preValidation: a visitor or demo user is refused before the input is validated, whatever it holds.
  const real = { preValidation: requireRealUser(db) };

  app.get('/api/user_real/center', real, async (req) => ok(req, await verificationCentre(db, authOf(req).user)));

  app.post<{ Body: RealNameBody }>(
    '/api/user_real/real_name',
    { ...real, schema: { body: RealNameBody } },
    async (req) => {
      await submitVerification(db, authOf(req).user, req.body);
      return ok(req, null, 'server.messages.verification_submitted');
    },
  );
}
