import type { FastifyError, FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { callRoute } from '../call-route.js';
import { requireOperator, ADMIN_ROLES } from '../operator-auth.js';
import { BENCH_RUNS_PER_HOUR, PerfRateLimit, RUM_VIEWS_PER_HOUR } from '../../perf/perf-rate-limit.js';
import { latestBenchRuns, recordBenchRun } from '../../perf/bench-runs-service.js';
import { recordRumView, rumTable, rumTrend } from '../../perf/rum-service.js';
import { perfAdminCalls, perfCalls } from '../../../core/wire/perf.js';

/** A benchmark run or a beacon is a few hundred bytes; anything near this is not one. */
export const PERF_BODY_LIMIT = 8 * 1024;

/**
 * The performance tester's kit (docs/api/perf.md): the device benchmark's runs and the field data of
 * sampled sessions, both public and rate-limited per address, and the back office's reads of them (admin role).
 * These two calls take JSON, not forms: navigator.sendBeacon sends a string as text/plain (a Blob may carry
 * application/json), so in this scope only, text/plain is read as JSON too.
 */
export async function perfRoutes(app: FastifyInstance, { db, shared, now }: RouteDeps) {
  const benchLimit = new PerfRateLimit(shared, 'bench', BENCH_RUNS_PER_HOUR);
  const rumLimit = new PerfRateLimit(shared, 'rum', RUM_VIEWS_PER_HOUR);

  await app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: PERF_BODY_LIMIT }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('body is not JSON'), { statusCode: 400 }) as FastifyError, undefined);
      }
    });
    // The limit is counted before validation: a flood of malformed runs costs the sender its hour too.
    callRoute(scope, perfCalls.bench, async (b, req) => ok(req, { id: await recordBenchRun(db, b, now()) }), {
      bodyLimit: PERF_BODY_LIMIT,
      preValidation: async (req) => benchLimit.take(req.ip),
    });
    callRoute(
      scope,
      perfCalls.rum,
      async (b, req) => {
        await recordRumView(db, b, now());
        return ok(req, null);
      },
      { bodyLimit: PERF_BODY_LIMIT, preValidation: async (req) => rumLimit.take(req.ip) },
    );
  });

  const admin = { onRequest: requireOperator(db, ADMIN_ROLES) };
  callRoute(app, perfAdminCalls.trend, async (q, req) => ok(req, await rumTrend(db, q.days ?? 30, now())), admin);
  callRoute(app, perfAdminCalls.table, async (q, req) => ok(req, await rumTable(db, q.from, q.to)), admin);
  callRoute(app, perfAdminCalls.bench, async (q, req) => ok(req, await latestBenchRuns(db, q.limit ?? 20)), admin);
}
