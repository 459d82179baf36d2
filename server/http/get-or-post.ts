import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema, Static } from 'typebox';

/**
 * Registers a call that product.md defines as GET with query parameters and that server.md says the
 * server also accepts as a form POST: the same schema validates the query or the body.
 */
export function getOrPost<S extends TSchema>(
  app: FastifyInstance, url: string, schema: S,
  handler: (params: Static<S>, req: FastifyRequest) => Promise<unknown>,
  opts: { preHandler?: (req: FastifyRequest) => Promise<void>; preValidation?: (req: FastifyRequest) => Promise<void> } = {},
): void {
  const hooks = { preHandler: opts.preHandler, preValidation: opts.preValidation };
  app.get(url, { schema: { querystring: schema }, ...hooks }, (req) => handler(req.query as Static<S>, req));
  app.post(url, { schema: { body: schema }, ...hooks }, (req) => handler(req.body as Static<S>, req));
}
