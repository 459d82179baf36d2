import { cmp, dec, isMultipleOf, type Dec } from './decimal';

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
