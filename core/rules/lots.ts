import { cmp, dec, decToString, isMultipleOf, type Dec } from './decimal';

/**
 * Why `lots` cannot be ordered on a pair (docs/product.md): under the pair's minimum (`min`,
 * ForexMinCont) or off its step grid (`step`, Pip); null when it can. The order form and the server's
 * order check both ask this, so they never disagree about a lot size.
 */
export function lotsProblem(lots: Dec, min: string, step: string): 'min' | 'step' | null {
  if (cmp(lots, dec(min)) < 0) return 'min';
  if (!isMultipleOf(lots, dec(step))) return 'step';
  return null;
}

/** `lots` plus `step` lots (sign -1: minus), on the exact decimal grid, never below 0; `step` itself when `lots` is not a number. */
export function stepLots(lots: string, step: string, sign: 1 | -1): string {
  try {
    const a = dec(lots);
    const s = dec(step);
    const scale = Math.max(a.scale, s.scale);
    const n = a.n * 10n ** BigInt(scale - a.scale) + BigInt(sign) * s.n * 10n ** BigInt(scale - s.scale);
    return decToString({ n: n < 0n ? 0n : n, scale });
  } catch {
    return step;
  }
}
