import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../../server/db/database.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { OrderFollower } from '../../../server/trading/order-follower.js';
import { Positions } from '../../../server/trading/positions.js';
import { openTestDatabase } from '../test-database.js';

/**
 * How the engine-role holder follows order_events across holes: the ids a killed instance's rolled-back inserts
 * leave for good, and the ids of inserts still in flight. Each event names its own user here, so `applied` counts
 * how often each event was applied (an order that does not exist is forgotten and its user touched).
 */
let dir: string;
let database: OpenDatabase;
let queue: Promise<unknown>;
let clock: number;
let applied: Map<number, number>;
let follower: OrderFollower;

const addEvents = (ids: number[]) =>
  database.db
    .insertInto('order_events')
    .values(ids.map((id) => ({ id, order_id: 1_000_000 + id, user_id: id, created_ms: clock })))
    .execute();
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** One wake-up, and the rounds it leads to, done. */
async function wakeAndSettle(): Promise<void> {
  follower.wake();
  for (let seen: unknown; seen !== queue;) {
    seen = queue;
    await queue;
  }
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lotline-follower-'));
  database = await openTestDatabase(dir);
  await migrateToLatest(database.db);
  queue = Promise.resolve();
  clock = 1_000_000;
  applied = new Map();
  follower = new OrderFollower({
    db: database.db,
    positions: new Positions(),
    active: () => true,
    touch: (user) => applied.set(user, (applied.get(user) ?? 0) + 1),
    enqueue: <T>(job: () => Promise<T>) => {
      const run = queue.then(job);
      queue = run.catch(() => {});
      return run;
    },
    log: () => null,
    now: () => clock,
  });
  await follower.load();
});

afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('following order_events across holes', () => {
  it('applies every event after a hole at once, however many, and each only once', async () => {
    // 1,200 events after the hole: more than one round reads, all applied without waiting for the hole.
    await addEvents([1, 2, 3, ...range(5, 1204)]);
    await wakeAndSettle();
    await wakeAndSettle();
    expect(applied.size).toBe(1203);
    expect([...applied.values()].every((n) => n === 1)).toBe(true);
    expect(applied.has(4)).toBe(false);
    expect(follower.cursor).toBe(3);
  });

  it('applies an insert that commits late into a hole, then moves the cursor past it', async () => {
    await addEvents([1, 2, 4, 5]);
    await wakeAndSettle();
    expect(follower.cursor).toBe(2);
    clock += 3000;
    await addEvents([3]);
    await wakeAndSettle();
    expect(applied.get(3)).toBe(1);
    expect([4, 5].map((id) => applied.get(id))).toEqual([1, 1]);
    expect(follower.cursor).toBe(5);
  });

  it('gives up a hole no insert fills after five seconds, and keeps following past it', async () => {
    await addEvents([1, 3]);
    await wakeAndSettle();
    clock += 4999;
    await wakeAndSettle();
    expect(follower.cursor).toBe(1);
    clock += 1;
    await addEvents([4]);
    await wakeAndSettle();
    expect(follower.cursor).toBe(4);
    expect([1, 3, 4].map((id) => applied.get(id))).toEqual([1, 1, 1]);
  });

  it('gives up the old part of a long hole at once, as a sequence that jumped after a crash leaves', async () => {
    await addEvents([1, 5000]);
    await wakeAndSettle();
    expect(follower.cursor).toBe(3999);
    clock += 5000;
    await wakeAndSettle();
    expect(follower.cursor).toBe(5000);
  });

  it('a new engine starts five seconds back: it applies what was written since, not before', async () => {
    await addEvents([1, 2]);
    clock += 6000;
    await addEvents([3]);
    await follower.load();
    await wakeAndSettle();
    expect([...applied.keys()]).toEqual([3]);
    expect(follower.cursor).toBe(3);
  });
});
