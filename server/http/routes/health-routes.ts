import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RouteDeps } from '../app.js';
import { HEALTH_PATH, READY_PATH } from '../../../core/wire/paths.js';

/** How long a readiness check waits for the database or Redis before calling it down (ms). */
const CHECK_MS = 2000;

const within = <T>(p: Promise<T>): Promise<boolean> =>
  Promise.race([
    p.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((r) => setTimeout(() => r(false), CHECK_MS).unref()),
  ]);

/**
 * For an orchestrator or a load balancer (docs/operations.md, Many instances), outside the API's envelope and
 * its request limit. GET /healthz: the process answers (liveness; restart it when this fails). GET /readyz: it
 * can serve: the database answers and, with many instances, Redis too (readiness; 503 takes it out of rotation).
 * `engine` says whether this instance holds the engine role; it is information, not a condition: every instance
 * serves.
 */
export async function healthRoutes(app: FastifyInstance, { db, readiness }: RouteDeps) {
  // Operations endpoints, documented in docs/operations.md rather than the API reference.
  const hidden = { schema: { hide: true } };
  app.get(HEALTH_PATH, hidden, async () => ({ ok: true }));
  app.get(READY_PATH, hidden, async (_req, reply) => {
    const database = await within(sql`select 1`.execute(db));
    const extra = readiness ? await readiness() : {};
    const redis = extra.redis === undefined ? undefined : await within(extra.redis);
    const ok = database && redis !== false;
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok, database, ...(redis === undefined ? {} : { redis }), engine: extra.engine ?? true });
  });
}
