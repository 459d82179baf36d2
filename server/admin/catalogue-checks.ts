import { AppError, invalidField } from '../errors/app-error.js';
import { cmp, dec, isMultipleOf } from '../../core/rules/decimal.js';
import { isSafeImageUrl } from '../content/article-html.js';
import { isEmail } from '../../core/rules/credentials.js';

/** A decimal as the catalogue stores it: up to 12 whole digits and 10 decimals, no sign, exponent or padding ("02"). */
const DECIMAL_RE = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,10})?$/;

/** A decimal string above 0 ("0.01", "95000"), trimmed; refused naming `field` otherwise. */
export function positiveDecimal(field: string, value: string): string {
  const v = value.trim();
  if (!DECIMAL_RE.test(v) || cmp(dec(v), dec('0')) <= 0) throw invalidField(field);
  return v;
}

/** A decimal string of 0 or more (a fee that may be waived). */
export function nonNegativeDecimal(field: string, value: string): string {
  const v = value.trim();
  if (!DECIMAL_RE.test(v)) throw invalidField(field);
  return v;
}

/** A finite number above `above` and at most `max` (the simulator's volatility and anchor), refused naming `field`. */
export function finiteAbove(field: string, value: number, above: number, max: number): number {
  if (!Number.isFinite(value) || value <= above || value > max) throw invalidField(field);
  return value;
}

/** Whether decimal `a` is a whole multiple of decimal `step` (both already checked). */
export const multipleOf = (a: string, step: string) => isMultipleOf(dec(a), dec(step));

/** Highest leverage submit accepts (its `multiple` field). */
export const MAX_LEVERAGE = 10_000;

/**
 * Leverage options from a form: "10,20,50" (or a JSON array "[10,20,50]"); each a whole number 1..10000,
 * no repeats, kept in the given order (the app offers the first as its default). An empty text is an empty
 * list: the pair then refuses orders with "leverage is not configured" (docs/product.md, Rules).
 */
export function leverageList(field: string, value: string): number[] {
  const text = value
    .trim()
    .replace(/^\[(.*)\]$/s, '$1')
    .trim();
  if (!text) return [];
  const out: number[] = [];
  for (const part of text.split(',')) {
    const p = part.trim();
    if (!/^\d{1,5}$/.test(p)) throw invalidField(field);
    const n = Number(p);
    if (n < 1 || n > MAX_LEVERAGE || out.includes(n)) throw invalidField(field);
    out.push(n);
  }
  return out;
}

/** '' or a picture address the app may show (https or a site path, as article pictures). */
export function imageUrl(field: string, value: string): string {
  const v = value.trim();
  if (v && !isSafeImageUrl(v)) throw invalidField(field);
  return v;
}

/** '' or an http(s) address (a company's website). */
export function webUrl(field: string, value: string): string {
  const v = value.trim();
  if (!v) return v;
  try {
    const u = new URL(v);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error();
  } catch {
    throw invalidField(field);
  }
  return v;
}

/** Trimmed text that must not be empty ("<field> is required" otherwise); undefined stays undefined. */
export function filled(field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (!v) throw new AppError('server.errors.missing_field', { field });
  return v;
}

/** '' or an e-mail address (a company's contact), trimmed; refused naming `email` otherwise. */
export function optionalEmail(value: string): string {
  const v = value.trim();
  if (v && !isEmail(v)) throw invalidField('email');
  return v;
}

/** Trimmed text matching `re`, refused naming `field` otherwise. */
export function matching(field: string, value: string, re: RegExp): string {
  const v = value.trim();
  if (!re.test(v)) throw invalidField(field);
  return v;
}

/** The keys of `patch` whose value is not undefined: what a partial update actually sets. */
export function defined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}
