import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderOf, startPair, until, type Pair } from './cluster-helpers.js';

let p: Pair;
beforeAll(async () => {
  p = await startPair();
});
afterAll(async () => {
  await p.stop();
});

describe('the engine lease', () => {
  it('is held by exactly one of two instances, the first to start', async () => {
    // Several retry rounds pass: B keeps trying every second and must keep failing. Each try is a query on B's lease
    // session, which PostgreSQL stamps with its start.
    const tries = new Set<string>();
    const bPid = (p.b.cluster.lease as unknown as { backendPid: number }).backendPid;
    await until(
      async () => {
        const [r] = (
          await sql<{ query: string; query_start: Date }>`
            select query, query_start from pg_stat_activity where pid = ${bPid}`.execute(p.a.db)
        ).rows;
        if (r?.query.includes('pg_try_advisory_lock')) tries.add(String(r.query_start));
        return tries.size >= 3;
      },
      10_000,
      "B's tries for the lease",
    );
    expect([p.a.cluster.lease.held, p.b.cluster.lease.held]).toEqual([true, false]);
    expect(p.a.engine.active).toBe(true);
    expect(p.b.engine.active).toBe(false);
    expect(p.a.cluster.lease.epoch).toBeGreaterThan(0);
    // Both are ready to serve; readiness names the holder.
    const ready = async (url: string) => {
      const r = await fetch(`${url}/readyz`);
      return { status: r.status, ...(await r.json()) };
    };
    expect(await ready(p.a.url)).toEqual({ status: 200, ok: true, database: true, redis: true, engine: true });
    expect(await ready(p.b.url)).toEqual({ status: 200, ok: true, database: true, redis: true, engine: false });
    expect((await fetch(`${p.b.url}/healthz`)).status).toBe(200);
  });

  it("moves to the other instance when the holder's lease connection drops, with a newer epoch", async () => {
    const before = p.a.cluster.lease.epoch;
    const pid = (p.a.cluster.lease as unknown as { backendPid: number }).backendPid;
    await p.a.db.selectNoFrom((eb) => eb.fn('pg_terminate_backend', [eb.val(pid)]).as('x')).execute();
    // A steps down as soon as its session is gone; one of the two holds the role again within seconds.
    await until(() => !p.a.cluster.lease.held || p.a.cluster.lease.epoch > before, 5000, 'A to step down');
    await until(() => holderOf(p.a, p.b)?.engine.active === true, 5000, 'a new holder running the engine');
    const holders = [p.a, p.b].filter((s) => s.cluster.lease.held);
    expect(holders).toHaveLength(1);
    expect(holders[0]!.cluster.lease.epoch).toBeGreaterThan(before);
    expect([p.a, p.b].filter((s) => s.engine.active)).toEqual(holders);
  });
});
