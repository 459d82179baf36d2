import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyCall, InputOf, ParamsOf, ReplyOf } from '../../core/wire/contract.js';
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

/** A route's guards, and its own request size limit where the app's default does not fit (bytes). */
export interface RouteOptions extends Guards {
  bodyLimit?: number;
}

/**
 * What a route answers: the envelope of its call's reply type, so a reply field renamed on one side fails tsc. It
 * takes the call's fields with its path parameters (`/users/:id`: `id`) over them.
 */
export type CallHandler<D extends AnyCall> = (
  input: InputOf<D> & ParamsOf<D>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<Envelope<ReplyOf<D>>>;

/**
 * Registers a call of core/wire from its definition: each of its methods at its path, its input validated as the
 * query (GET, DELETE) or the body (POST), its path parameters as `params`. The guards must enforce the access the definition states, or the server
 * does not start: the contract and the route cannot disagree on who may call.
 */
export function callRoute<D extends AnyCall>(
  app: FastifyInstance,
  def: D,
  handler: CallHandler<D>,
  options: RouteOptions = {},
): void {
  const { bodyLimit, ...guards } = options;
  const enforced = accessOf(guards);
  if (enforced !== def.access)
    throw new Error(`${def.path}: core/wire says ${def.access}, the route's guards enforce ${enforced}`);
  for (const method of def.methods) {
    const inBody = method === 'POST';
    const schema = {
      ...(def.input ? (inBody ? { body: def.input } : { querystring: def.input }) : {}),
      ...(def.params ? { params: def.params } : {}),
    };
    app.route({
      method,
      url: def.path,
      schema: Object.keys(schema).length ? schema : undefined,
      config: { call: def },
      ...(bodyLimit ? { bodyLimit } : {}),
      ...guards,
      handler: (req, reply) => {
        const fields = (inBody ? req.body : req.query) as InputOf<D> | undefined;
        const input = def.params ? { ...fields, ...(req.params as object) } : fields;
        return handler(input as InputOf<D> & ParamsOf<D>, req, reply);
      },
    });
  }
}

/** The definition a route was registered from, if it was (the API document reads area and access from it). */
export const callOf = (route: { config?: { call?: AnyCall } }): AnyCall | undefined => route.config?.call;
