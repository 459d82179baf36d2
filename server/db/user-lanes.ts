/**
 * How many users' writes a burst (a tick's triggers, its price alerts) carries out at once. A dip through a crowd of
 * stops or alerts fires dozens; one after the other, each waits for the last one's commit, and the one a trader
 * just armed fires seconds late. Different users' writes touch different rows.
 */
export const USER_LANES = 8;

/**
 * Runs `work` for every item, USER_LANES users at a time: one user's items one after the other, in the order given
 * (their ledger or firings read what the previous one wrote), different users' side by side.
 */
export async function inUserLanes<T>(
  items: readonly T[],
  userOf: (item: T) => number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const byUser = new Map<number, T[]>();
  for (const item of items) {
    const u = userOf(item);
    const run = byUser.get(u);
    if (run) run.push(item);
    else byUser.set(u, [item]);
  }
  const runs = [...byUser.values()];
  let next = 0;
  const lane = async () => {
    for (let run = runs[next++]; run; run = runs[next++]) for (const item of run) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(USER_LANES, runs.length) }, lane));
}
