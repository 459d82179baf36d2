import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { demoUser } from '../../support/users.js';
import { OrderFollower } from '../../../server/trading/order-follower.js';
import { Positions } from '../../../server/trading/positions.js';

// The engine's books follow order_events (server/trading/order-follower.ts). After a failover the dead holder's
// rolled-back inserts leave gaps, at which the cursor waits; the events past a gap must still be applied once each,
// not once per round: every apply is a read, and the rounds hold the trigger queue.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.stop();
});

describe('the order follower at a gap in order_events', () => {
  it('applies each event past the gap once, however many rounds read it, and the late event when it appears', async () => {
    const u = await demoUser(s, 'follower-gap');
    const start = Number(
      (
        await s.db
          .selectFrom('order_events')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    // Events written more than the gap wait ago are behind a new engine's starting point.
    const old = Date.now() - 60_000;
    await s.db
      .insertInto('order_events')
      .values({ id: start + 1, order_id: null, user_id: u.id, created_ms: old })
      .execute();
    const applied: number[] = [];
    let queue: Promise<unknown> = Promise.resolve();
    const follower = new OrderFollower({
      db: s.db,
      positions: new Positions(() => 2),
      active: () => true,
      touch: (userId) => applied.push(userId),
      enqueue: <T>(job: () => Promise<T>) => {
        const run = queue.then(job);
        queue = run.catch(() => {});
        return run;
      },
      log: () => null,
    });
    await follower.load();
    expect(follower.cursor).toBe(start + 1);
    // start + 2 and + 3 committed, + 4 not yet (or rolled back), + 5 committed.
    const now = Date.now();
    for (const id of [start + 2, start + 3, start + 5])
      await s.db.insertInto('order_events').values({ id, order_id: null, user_id: u.id, created_ms: now }).execute();
    /** A wake-up, and the rounds it led to. */
    const round = async () => {
      follower.wake();
      await queue;
      await queue;
    };
    for (let i = 0; i < 4; i++) await round();
    expect(applied).toHaveLength(3);
    expect(follower.cursor).toBe(start + 3);
    await s.db
      .insertInto('order_events')
      .values({ id: start + 4, order_id: null, user_id: u.id, created_ms: now })
      .execute();
    await round();
    expect(applied).toHaveLength(4);
    expect(follower.cursor).toBe(start + 5);
  });
});
