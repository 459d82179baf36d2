import { AppError } from '../errors/app-error.js';

/**
 * A positive decimal amount typed by a user, checked as text so nothing passes through a float:
 * digits, an optional fraction of at most `decimals` places, greater than 0 and at most `max`
 * (in whole units). Anything else is the translated "enter an amount…" naming the limits.
 */
export function parseAmount(text: string, decimals: number, max: number): string {
  const t = text.trim();
  const m = new RegExp(`^(\\d{1,15})(?:\\.(\\d{1,${decimals}}))?$`).exec(t);
  if (!m || !/[1-9]/.test(t)) throw new AppError('server.errors.amount_invalid', { decimals });
  const whole = BigInt(m[1]!);
  if (whole > BigInt(max) || (whole === BigInt(max) && /[1-9]/.test(m[2] ?? '')))
    throw new AppError('server.errors.amount_too_large', { max });
  // Canonical form: no leading zeros, no trailing fractional zeros ("007.50" -> "7.5").
  const frac = (m[2] ?? '').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/** Largest withdrawal in one request, USD. */
export const MAX_WITHDRAW_USD = 1_000_000_000;
