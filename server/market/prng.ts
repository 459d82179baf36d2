/** A seeded PRNG (mulberry32): the same seed gives the same sequence on every machine. Returns [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller) from a uniform source. */
export function normal(rand: () => number): number {
  let u = rand();
  while (u <= Number.EPSILON) u = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** A stable 32-bit seed for one instrument of a seeded run. */
export const pairSeed = (seed: number, pairId: number): number => (Math.imul(seed, 1_000_003) + pairId * 7919) >>> 0;
