import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The id of the request whose work is running, across every await of its handler and the services it calls. */
const current = new AsyncLocalStorage<string>();

/** A request's id: unique across instances and restarts (Fastify's own `req-1`, `req-2`… repeat on each). */
export const newRequestId = (): string => randomUUID();

/**
 * Pino's mixin: the request id on a line a service logs through the app's logger while serving a request (a mail put
 * in the outbox, a push refused), so every line of one request can be found by its id. Lines logged through
 * `req.log` carry it already, as a binding.
 */
export function requestIdMixin(_merge: object, _level: number, logger: { bindings(): object }): object {
  const id = current.getStore();
  return id && !('reqId' in logger.bindings()) ? { reqId: id } : {};
}

/**
 * Runs each request inside its id's context, and tells the caller that id (`x-request-id`), so a trader's report or
 * an operator's ticket can name the request to find in the logs.
 */
export function tagRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    current.run(req.id, done);
  });
}
