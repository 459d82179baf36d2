import { describe, expect, it } from 'vitest';
import { RollingExtreme } from '../../../core/indicators/rolling-extremes';
import { randomInt, seededRandom } from './random-candles';

describe('RollingExtreme', () => {
  it('gives the highest and lowest of the last n values, previewed and committed, as a scan does', () => {
    const random = seededRandom(99);
    for (let run = 0; run < 200; run++) {
      const n = randomInt(random, 1, 30);
      // Few distinct values, so ties and long runs of equal values are common.
      const values = Array.from({ length: randomInt(random, 1, 300) }, () => randomInt(random, 0, 6));
      const highest = new RollingExtreme(n, true);
      const lowest = new RollingExtreme(n, false);
      const seen: number[][] = [];
      const scanned: number[][] = [];
      values.forEach((value, i) => {
        const window = values.slice(Math.max(0, i - n + 1), i + 1);
        seen.push([highest.peek(i, value), lowest.peek(i, value)]);
        scanned.push([Math.max(...window), Math.min(...window)]);
        highest.push(i, value);
        lowest.push(i, value);
      });
      expect(seen, `n ${n}, values ${values.join(' ')}`).toEqual(scanned);
    }
  });
});
