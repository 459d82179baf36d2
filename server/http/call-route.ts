import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyCall, InputOf, ReplyOf } from '../../core/wire/contract.js';
import type { Envelope } from './envelope.js';
import { accessOf } from './route-access.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The core/wire definition a route was registered from (callRoute). */
    call?: AnyCall;
  }
}

type Hook = (req: FastifyRequest) => Promise<void>;
export interface Guards {
  onRequest?: Hook;
  preValidation?: Hook;
  preHandler?: Hook;
}

/** What a route answers: the envelope of its call's reply type, so a reply field renamed on one side fails tsc. */
export type CallHandler<D extends AnyCall> = (
  input: InputOf<D>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<Envelope<ReplyOf<D>>>;

/**
 * Registers a call of core/wire from its definition: each of its methods at its path, its input validated as the
 * query (GET, DELETE) or the body (POST). The guards must enforce the access the definition states, or the server
 * does not start: the contract and the route cannot disagree on who may call.
 */
export function callRoute<D extends AnyCall>(
  app: FastifyInstance,
  def: D,
  handler: CallHandler<D>,
  guards: Guards = {},
): void {
  const enforced = accessOf(guards);
  if (enforced !== def.access)
    throw new Error(`${def.path}: core/wire says ${def.access}, the route's guards enforce ${enforced}`);
  for (const method of def.methods) {
    const inBody = method === 'POST';
    const schema = def.input ? (inBody ? { body: def.input } : { querystring: def.input }) : undefined;
    app.route({
      method,
      url: def.path,
      schema,
      config: { call: def },
      ...guards,
      handler: (req, reply) => handler((inBody ? req.body : req.query) as InputOf<D>, req, reply),
    });
  }
}

/** The definition a route was registered from, if it was (the API document reads area and access from it). */
export const callOf = (route: { config?: { call?: AnyCall } }): AnyCall | undefined => route.config?.call;
