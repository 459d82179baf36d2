import { dec, mul, toMicroRounded } from './decimal';

/**
 * The USD a deposit credits, in micro-USD: `number` units of the deposit's currency at `usdPerUnit` (the
 * network's or bank currency's usd_value_per_unit), rounded half up once. The server snapshots the rate
 * when the claim is submitted and credits exactly this at approval; the deposit screen shows the same
 * figure before submitting.
 */
export const creditMicro = (number: string, usdPerUnit: string): number =>
  toMicroRounded(mul(dec(number), dec(usdPerUnit)));

/**
 * A claim crediting at least this much (micro-USD, 10,000 USD) is shown once more, with its USD value,
 * before it is sent: a mistyped "1000" BTC is about 95 million USD. The operator still reviews every claim.
 */
export const LARGE_DEPOSIT_MICRO = 10_000 * 1_000_000;

/** The credit of what a user typed, or null while it is not a positive decimal amount (the server words the error). */
export function previewCredit(typed: string, usdPerUnit: string | undefined): number | null {
  const t = typed.trim();
  if (!usdPerUnit || !/^\d{1,15}(\.\d{1,8})?$/.test(t)) return null;
  try {
    return creditMicro(t, usdPerUnit);
  } catch {
    return null;
  }
}
