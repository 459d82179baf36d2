/**
 * Exact decimals for money math: value = n / 10^scale with a bigint n. Enough for lots, rates, prices
 * and micro-USD, with one rounding (half away from zero) where a result becomes micro-USD.
 */
export interface Dec {
  n: bigint;
  scale: number;
}

const TEN = 10n;
const pow10 = (k: number): bigint => TEN ** BigInt(k);

/** Parses "0.01", "12", "-3.5" (no exponents); throws RangeError on anything else. */
export function dec(s: string | number): Dec {
  const str = typeof s === 'number' ? numToStr(s) : s.trim();
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(str);
  if (!m) throw new RangeError(`not a decimal: ${s}`);
  const frac = m[3] ?? '';
  const n = BigInt(m[2]! + frac);
  return { n: m[1] ? -n : n, scale: frac.length };
}

/**
 * A decimal typed by someone outside (a form, a query, the catalogue): plain digits only, no sign, no
 * exponent, no spaces and no padding ("02", "00.01" are refused; "0.01" is fine). Throws RangeError.
 */
export function decStrict(s: string): Dec {
  if (!/^(0|[1-9]\d*)(\.\d+)?$/.test(s)) throw new RangeError(`not a plain decimal: ${s}`);
  return dec(s);
}

/** A float price written out with its own digits (no binary noise beyond 12 places). */
function numToStr(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`not finite: ${x}`);
  const s = x.toFixed(12).replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
}

/** A price rounded to `precision` decimals, as an exact decimal. */
export const priceDec = (price: number, precision: number): Dec => dec(price.toFixed(precision));

export const mul = (a: Dec, b: Dec): Dec => ({ n: a.n * b.n, scale: a.scale + b.scale });

export const sign = (a: Dec) => (a.n > 0n ? 1 : a.n < 0n ? -1 : 0);

/** a compared with b: -1, 0 or 1. */
export function cmp(a: Dec, b: Dec): number {
  const s = Math.max(a.scale, b.scale);
  const x = a.n * pow10(s - a.scale);
  const y = b.n * pow10(s - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether a is a whole multiple of step (lots on the Pip grid). */
export function isMultipleOf(a: Dec, step: Dec): boolean {
  if (step.n <= 0n) return false;
  const s = Math.max(a.scale, step.scale);
  return (a.n * pow10(s - a.scale)) % (step.n * pow10(s - step.scale)) === 0n;
}

/** Integer division rounding half away from zero. */
export function divRound(num: bigint, den: bigint): bigint {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const q = num / den;
  const r = num % den;
  if (r * 2n >= den) return q + 1n;
  if (r * 2n <= -den) return q - 1n;
  return q;
}

/** value x num / den, in micro-units (1e-6), rounded once. */
export function toMicroRounded(value: Dec, num: bigint = 1n, den: bigint = 1n): number {
  const micro = divRound(value.n * num * 1_000_000n, pow10(value.scale) * den);
  return Number(micro);
}

export const decToString = (a: Dec): string => {
  const neg = a.n < 0n;
  const digits = (neg ? -a.n : a.n).toString().padStart(a.scale + 1, '0');
  const body = a.scale ? `${digits.slice(0, -a.scale)}.${digits.slice(-a.scale)}` : digits;
  return neg ? `-${body}` : body;
};
