import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drive, holderOf, startPair, until, type Pair } from './cluster-helpers.js';
import { ownPostgres, type OwnPostgres } from './own-servers.js';
import { HUNG_MS, nothingLost, orderLoad, type Answer } from './order-load.js';
import { demoUser } from '../support/users.js';
import type { TestServer } from '../server/test-server.js';

// PostgreSQL paused (SIGSTOP) and restarted (pg_ctl restart -m fast) while two instances take orders: a server of
// this file's own, since the shared one serves the other files.
let pgs: OwnPostgres;
let p: Pair;
beforeAll(async () => {
  pgs = await ownPostgres();
  p = await startPair({
    databaseUrl: pgs.url,
    rateLimitPerMinute: 1_000_000,
    databaseConnectTimeoutMs: 3000,
    databaseQueryTimeoutMs: 5000,
  });
}, 90_000);
afterAll(async () => {
  pgs?.resume();
  await p?.stop();
  await pgs?.stop();
});

/** How long a request may take while the database does not answer: the query bound (5 s) and some slack. */
const ANSWER_WITHIN_MS = 8000;
const LANGS = ['fr', 'jp'];
const busy = Object.fromEntries(
  LANGS.map((l) => [
    l,
    JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', `${l}.json`), 'utf8')).server.errors
      .service_busy as string,
  ]),
);

/**
 * Both instances' lease state every 20 ms. What must hold at every sample: at most one holder; and whenever an
 * instance takes the role, its epoch is above every epoch held before (so a step-down and a re-take are told apart).
 */
function watchLease(a: TestServer, b: TestServer) {
  const problems: string[] = [];
  const was = { a: false, b: false };
  let highest = 0;
  let samples = 0;
  const timer = setInterval(() => {
    samples++;
    const now = { a: a.cluster.lease, b: b.cluster.lease };
    if (now.a.held && now.b.held) problems.push(`two holders: epochs ${now.a.epoch} and ${now.b.epoch}`);
    for (const k of ['a', 'b'] as const) {
      const l = now[k];
      if (l.held && !was[k] && l.epoch <= highest)
        problems.push(`${k} took the role at epoch ${l.epoch} <= ${highest}`);
      if (l.held) highest = Math.max(highest, l.epoch);
      was[k] = l.held;
    }
  }, 20);
  return {
    problems,
    highest: () => highest,
    samples: () => samples,
    stop: () => clearInterval(timer),
  };
}

/** Anything but a success or a translated 503 in the request's language, or an answer slower than the bound. */
const wrong = (answers: Answer[]) =>
  answers.filter(
    (x) => x.ms > ANSWER_WITHIN_MS || !(x.code === 1 || (x.status === 503 && x.code === 503 && x.msg === busy[x.lang])),
  );

describe('PostgreSQL paused, then restarted, under an order load on two instances', () => {
  it(
    'answers a translated 503 within seconds, resumes by itself, and never has two engine holders',
    { timeout: 110_000 },
    async () => {
      const { a, b } = p;
      await drive(a, [a, b], 'BTCUSD', 95_000);
      const users = await Promise.all([0, 1, 2, 3].map((i) => demoUser(a, `cl-pg-${i}`)));
      const lease = watchLease(a, b);
      const load = orderLoad(p, users, LANGS);
      const busyAnswers = (since: number, via: 'a' | 'b') =>
        load.answers.filter((x) => x.at >= since && x.via === via && x.status === 503).length;
      try {
        await until(() => load.placed() >= 20, 10_000, '20 orders before the pause');

        // Paused: connections stay open and nothing answers.
        pgs.pause();
        const paused = Date.now();
        await until(
          () => busyAnswers(paused, 'a') >= 2 && busyAnswers(paused, 'b') >= 2,
          20_000,
          'two 503s from each instance while paused',
        );
        // The holder cannot prove its session any more: it steps down rather than trust it.
        await until(() => !a.cluster.lease.held && !b.cluster.lease.held, 10_000, 'the holder to step down');
        pgs.resume();
        const resumed = Date.now();
        await until(
          () => load.placed(resumed, 'a') >= 5 && load.placed(resumed, 'b') >= 5,
          20_000,
          'orders through both instances after the pause',
        );
        await until(() => !!holderOf(a, b), 10_000, 'an engine holder after the pause');

        // Restarted: every session ends at once, the lease's too.
        const before = lease.highest();
        await pgs.restart();
        const restarted = Date.now();
        await until(
          () => load.placed(restarted, 'a') >= 5 && load.placed(restarted, 'b') >= 5,
          20_000,
          'orders through both instances after the restart',
        );
        await until(() => (holderOf(a, b)?.cluster.lease.epoch ?? 0) > before, 10_000, 'a new holder, a new epoch');
      } finally {
        await load.stop();
        lease.stop();
      }

      expect(wrong(load.answers)).toEqual([]);
      expect(load.answers.every((x) => x.ms < HUNG_MS)).toBe(true);
      expect(lease.problems).toEqual([]);
      expect(lease.samples()).toBeGreaterThan(100);
      const unsure = load.answers.filter((x) => x.code !== 1).length;
      expect(unsure).toBeGreaterThan(0);
      const lost = await nothingLost(a, users, load.answers, unsure);
      expect(lost).toMatchObject({ missing: [], notOpen: [], extra: 0, breaks: [] });
      expect(lost.distinct).toBe(lost.ids);
      // The engine's books follow every order written meanwhile. A failed insert leaves its id unused, and the
      // follower waits EVENT_GAP_MS (5 s) at such a gap, plus up to a poll (2 s), before passing it.
      const holder = holderOf(a, b)!;
      const last = await holder.db
        .selectFrom('order_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      await until(() => holder.engine.cursor >= Number(last.id), 10_000, 'the engine to follow order_events');
    },
  );
});
