import { describe, expect, it } from 'vitest';
import { inUserLanes, USER_LANES } from '../../../server/db/user-lanes.js';

/** A burst's writes: each user's in order and one at a time, up to USER_LANES users side by side. */
describe('inUserLanes', () => {
  it("runs each user's items in order, one at a time, and different users side by side up to the lane count", async () => {
    const items = Array.from({ length: 120 }, (_, i) => ({ user: (i * 7) % 20, seq: i }));
    const running = new Set<number>();
    let most = 0;
    const done: { user: number; seq: number }[] = [];
    await inUserLanes(
      items,
      (x) => x.user,
      async (x) => {
        expect(running.has(x.user)).toBe(false);
        running.add(x.user);
        most = Math.max(most, running.size);
        // Resolves on a later turn, so other lanes run meanwhile.
        await new Promise((r) => setImmediate(r));
        running.delete(x.user);
        done.push(x);
      },
    );
    expect(done).toHaveLength(120);
    expect(most).toBe(USER_LANES);
    for (let u = 0; u < 20; u++) {
      const seqs = done.filter((x) => x.user === u).map((x) => x.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    }
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await inUserLanes(
      [],
      () => 0,
      async () => void calls++,
    );
    expect(calls).toBe(0);
  });
});
