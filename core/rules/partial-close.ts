import { cmp, dec, decToString, divRound, isMultipleOf, type Dec } from './decimal';
import { profitMicro, type PairRule, type UsdRate } from './trading-rules';
import type { CodeOf, Side } from '../codes';

/**
 * Closing part of a holding order: what the closed lots realise and how much margin they release,
 * in micro-USD integers. Both are differences of whole-order figures ("the order before" minus "the order
 * after"), so any sequence of partial closes at one price telescopes to exactly what one full close of the
 * original lots gives: no micro-USD is lost or made by splitting.
 */

const pow10 = (k: number): bigint => 10n ** BigInt(k);

/** a - b, exactly. */
function minus(a: Dec, b: Dec): Dec {
  const s = Math.max(a.scale, b.scale);
  return { n: a.n * pow10(s - a.scale) - b.n * pow10(s - b.scale), scale: s };
}

/**
 * Why `closeLots` of an order holding `lots` cannot be closed: not a positive number (`invalid`), off the pair's
 * lot step (`step`), more than held (`more`), or a remainder under the pair's minimum (`min`, unless nothing
 * remains: that is a full close). Null when it can.
 */
export function partialLotsProblem(
  lots: string,
  closeLots: string,
  min: string,
  step: string,
): 'invalid' | 'step' | 'more' | 'min' | null {
  let c: Dec;
  try {
    c = dec(closeLots);
  } catch {
    return 'invalid';
  }
  if (c.n <= 0n) return 'invalid';
  if (!isMultipleOf(c, dec(step))) return 'step';
  const left = minus(dec(lots), c);
  if (left.n < 0n) return 'more';
  if (left.n > 0n && cmp(left, dec(min)) < 0) return 'min';
  return null;
}

/** What closing `closeLots` of a holding order realises (micro-USD). */
export interface PartialClose {
  /** Lots that stay open ("0" on a full close), as plain decimal text. */
  lotsLeft: string;
  /** Realised profit of the closed part: profit(lots) - profit(lotsLeft) at `price`. */
  profit: number;
  /** Margin that stays with the rest: margin x lotsLeft / lots, rounded half away from zero. */
  marginLeft: number;
  /** Margin released: margin - marginLeft (all of it on a full close). */
  marginReleased: number;
}

/** Closing `closeLots` of `lots` opened at `open`, holding `margin` micro-USD, at `price` (checked by partialLotsProblem first). */
export function partialClose(
  pair: PairRule,
  side: CodeOf<typeof Side>,
  lots: string,
  closeLots: string,
  open: number,
  price: number,
  rate: UsdRate,
  margin: number,
): PartialClose {
  const all = dec(lots);
  const left = minus(all, dec(closeLots));
  const lotsLeft = decToString(left)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  const profit =
    profitMicro(pair, side, lots, open, price, rate) -
    (left.n === 0n ? 0 : profitMicro(pair, side, lotsLeft, open, price, rate));
  // margin x left / all, both lots on one scale: an exact fraction, rounded once.
  const s = Math.max(all.scale, left.scale);
  const marginLeft =
    left.n === 0n ? 0 : Number(divRound(BigInt(margin) * left.n * pow10(s - left.scale), all.n * pow10(s - all.scale)));
  return { lotsLeft, profit, marginLeft, marginReleased: margin - marginLeft };
}
