import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerMetrics } from './server-metrics.js';

/** Where Prometheus scrapes each instance, on the server's own port. */
export const METRICS_PATH = '/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read the metrics: with METRICS_TOKEN set, a caller sending `authorization: Bearer <token>`; without
 * it, only this machine (the client's address as the request's ip gives it, so behind a trusted proxy a remote
 * client is not mistaken for the proxy's loopback). Anyone else is told the path does not exist.
 */
export function mayReadMetrics(req: FastifyRequest, token: string): boolean {
  if (!token) return LOOPBACK.has(req.ip);
  const sent = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}

/**
 * GET /metrics in Prometheus' text format, and every request's duration by its route template (the template, not
 * the URL: `/admin/api/users/:id` is one series however many users there are; a path no route matched is `none`).
 */
export function registerMetrics(app: FastifyInstance, metrics: ServerMetrics, token: string): void {
  app.addHook('onResponse', async (req, reply) => {
    metrics.httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'none', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
    // The API's not-found answer, not callNotFound(): for a GET that is the app shell (HTTP 200, the app's own 404).
    if (!mayReadMetrics(req, token))
      return reply.status(404).send({ code: 404, msg: req.t('server.errors.not_found'), data: null });
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}
