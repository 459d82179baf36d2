import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema, Static } from 'typebox';

/**
 * Registers a call the old API defines as GET with query parameters, which the server also accepts as a
 * form POST (docs/decisions.md, Market calls as POST): the same schema validates the query or the body.
 */
export function getOrPost<S extends TSchema>(
  app: FastifyInstance,
  url: string,
  schema: S,
  handler: (params: Static<S>, req: FastifyRequest) => Promise<unknown>,
  opts: {
    preHandler?: (req: FastifyRequest) => Promise<void>;
    preValidation?: (req: FastifyRequest) => Promise<void>;
  } = {},
): void {
  const hooks = { preHandler: opts.preHandler, preValidation: opts.preValidation };
  app.get(url, { schema: { querystring: schema }, ...hooks }, (req) => handler(req.query as Static<S>, req));
  app.post(url, { schema: { body: schema }, ...hooks }, (req) => handler(req.body as Static<S>, req));
}
