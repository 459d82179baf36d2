import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { OptText, Text } from '../schemas.js';
import { authOf, requireRealUser } from '../auth-hooks.js';
import { submitVerification, verificationCentre } from '../../funds/verification-service.js';

const RealNameBody = Type.Object({
  name: Text(64), card_id: Text(32), front_pic: OptText(300), reverse_pic: OptText(300),
});

/** Identity verification (product.md /mine/auth): the centre and the submission, real users only. */
export async function verificationRoutes(app: FastifyInstance, { db }: RouteDeps) {
  // preValidation: a visitor or demo user is refused before the input is validated, whatever it holds.
  const real = { preValidation: requireRealUser(db) };

  app.get('/api/user_real/center', real, async (req) => ok(req, await verificationCentre(db, authOf(req).user)));

  app.post<{ Body: Static<typeof RealNameBody> }>('/api/user_real/real_name', { ...real, schema: { body: RealNameBody } }, async (req) => {
    await submitVerification(db, authOf(req).user, req.body);
    return ok(req, null, 'server.messages.verification_submitted');
  });
}
