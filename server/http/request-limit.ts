import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { SharedCounters } from '../accounts/shared-throttles.js';
import { isApiPath } from './api-paths.js';

/**
 * The per-IP request limit (RATE_LIMIT_PER_MINUTE, code 429) on every server path. It counts every request first,
 * before any route's own checks: as the plugin's per-route hook it ran after the route's own onRequest hooks, so the
 * back office's operator check answered 999 first and calls without a token were never limited.
 * One root hook instead, registered right after the one that sets the request's language (the 429 is translated);
 * unknown paths pass through it too, on the same counter.
 */
export async function registerRequestLimit(
  app: FastifyInstance,
  perMinute: number,
  shared: SharedCounters | null | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    // Decided by the route that matched, never the raw URL: the router decodes `/%61pi/...` to `/api/...`.
    // A request no route matched (routeOptions.url unset) counts too: probing unknown paths is not free.
    // A CORS preflight counts too (a browser caches it for 10 minutes: access-control-max-age).
    allowList: (req) => {
      const route = req.routeOptions.url;
      return route !== undefined && !isApiPath(route);
    },
    errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode, message: 'rate limited' }),
    // Many instances: one counter per client on Redis, so N instances do not allow N times the limit.
    // Redis unreachable: requests go through unlimited rather than all failing (logins stay throttled: they fail).
    ...(shared ? { redis: shared.redis, nameSpace: `${shared.prefix}rl:`, skipOnError: true } : {}),
  });
  app.addHook('onRequest', app.rateLimit());
}
