import type { FastifyError, FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { requireOperator, ADMIN_ROLES } from '../operator-auth.js';
import { BENCH_RUNS_PER_HOUR, PerfRateLimit, RUM_VIEWS_PER_HOUR } from '../../perf/perf-rate-limit.js';
import { latestBenchRuns, recordBenchRun } from '../../perf/bench-runs-service.js';
import { recordRumView, rumTable, rumTrend } from '../../perf/rum-service.js';
import {
  BenchBody,
  PerfBenchQuery,
  PerfTableQuery,
  PerfTrendQuery,
  RumBody,
  type PerfBenchRun,
  type PerfTableRow,
  type PerfTrend,
} from '../../../core/wire/perf.js';

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
    scope.post<{ Body: BenchBody }>(
      '/v1/api/perf/bench',
      {
        bodyLimit: PERF_BODY_LIMIT,
        schema: { body: BenchBody },
        preValidation: async (req) => benchLimit.take(req.ip),
      },
      async (req) => ok(req, { id: await recordBenchRun(db, req.body, now()) }),
    );
    scope.post<{ Body: RumBody }>(
      '/v1/api/perf/rum',
      {
        bodyLimit: PERF_BODY_LIMIT,
        schema: { body: RumBody },
        preValidation: async (req) => rumLimit.take(req.ip),
      },
      async (req) => {
        await recordRumView(db, req.body, now());
        return ok(req, null);
      },
    );
  });

  const admin = { onRequest: requireOperator(db, ADMIN_ROLES) };
  app.get<{ Querystring: PerfTrendQuery }>(
    '/admin/api/perf/trend',
    { ...admin, schema: { querystring: PerfTrendQuery } },
    async (req) => ok<PerfTrend>(req, await rumTrend(db, req.query.days ?? 30, now())),
  );
  app.get<{ Querystring: PerfTableQuery }>(
    '/admin/api/perf/table',
    { ...admin, schema: { querystring: PerfTableQuery } },
    async (req) => ok<PerfTableRow[]>(req, await rumTable(db, req.query.from, req.query.to)),
  );
  app.get<{ Querystring: PerfBenchQuery }>(
    '/admin/api/perf/bench',
    { ...admin, schema: { querystring: PerfBenchQuery } },
    async (req) => ok<PerfBenchRun[]>(req, await latestBenchRuns(db, req.query.limit ?? 20)),
  );
}
