/**
 * A running sum kept as an unevaluated pair hi + lo (double-double, about 106 bits). The window sums behind MA and
 * BOLL add each candle once and take it off `period` candles later: in plain doubles that leaves rounding residue
 * which, in BOLL's variance E[x²] − E[x]², becomes a visible deviation on a flat stretch (√ of 1e-12 · price² is
 * 1e-6 · price). In double-double the residue is about 1e-32 · price², far under anything a chart can show.
 */

/** Dekker's splitter, 2^27 + 1: splits a double into two halves whose products are exact. */
const SPLITTER = 134217729;

/** The rounding error of p = a · b: a · b = p + error exactly (Dekker's TwoProduct, no FMA in JavaScript). */
export function productError(a: number, b: number, p: number): number {
  let c = SPLITTER * a;
  const aHi = c - (c - a);
  const aLo = a - aHi;
  c = SPLITTER * b;
  const bHi = c - (c - b);
  const bLo = b - bHi;
  return aHi * bHi - p + aHi * bLo + aLo * bHi + aLo * bLo;
}

export class CompensatedSum {
  hi = 0;
  lo = 0;

  reset(): void {
    this.hi = 0;
    this.lo = 0;
  }

  copy(from: CompensatedSum): void {
    this.hi = from.hi;
    this.lo = from.lo;
  }

  /** Adds x (Knuth's TwoSum, then renormalised so |lo| stays under half an ulp of hi). */
  add(x: number): void {
    const s = this.hi + x;
    const b = s - this.hi;
    const lo = this.lo + (this.hi - (s - b) + (x - b));
    this.hi = s + lo;
    this.lo = lo - (this.hi - s);
  }

  /** Adds sign · x², x² taken exactly. */
  addSquare(x: number, sign: 1 | -1): void {
    const p = x * x;
    this.add(sign * p);
    this.add(sign * productError(x, x, p));
  }

  value(): number {
    return this.hi + this.lo;
  }
}

/**
 * The population variance of n values from their sum s1 and sum of squares s2: (n · s2 − s1²) / n². The two products
 * are formed with their rounding errors, so the cancellation of two nearly equal terms leaves their exact difference
 * (a flat window gives 0, not noise).
 */
export function populationVariance(s1: CompensatedSum, s2: CompensatedSum, n: number): number {
  const a = s2.hi * n;
  const aErr = productError(s2.hi, n, a) + s2.lo * n;
  const b = s1.hi * s1.hi;
  const bErr = productError(s1.hi, s1.hi, b) + 2 * s1.hi * s1.lo;
  const difference = a - b + (aErr - bErr);
  return difference > 0 ? difference / (n * n) : 0;
}
