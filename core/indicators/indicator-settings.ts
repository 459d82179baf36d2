import type { IndicatorSettings } from './indicator-types';

/** A period (candles) is a whole number in this range: 250 is about a year of daily candles. */
export const PERIOD_MIN = 1;
export const PERIOD_MAX = 250;
/** At most this many lines per list indicator (MA, EMA, VOL MA, RSI). */
export const MAX_PERIODS = 3;
/** Bollinger's width in population standard deviations. */
export const MULT_MIN = 0.1;
export const MULT_MAX = 5;

/** Nothing shown, the parameters traders' apps start with. Read only: parseIndicatorSettings hands out copies. */
export const defaultIndicatorSettings: Readonly<IndicatorSettings> = Object.freeze({
  ma: { on: false, periods: [5, 10, 30] },
  ema: { on: false, periods: [12, 26] },
  boll: { on: false, period: 20, mult: 2 },
  vol: { on: false, periods: [5, 10] },
  macd: { on: false, fast: 12, slow: 26, signal: 9 },
  rsi: { on: false, periods: [14] },
  kdj: { on: false, n: 9, k: 3, d: 3 },
});

/** A number, or a string of ASCII digits with at most one `.` or `,` (what a settings field holds once read). */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : null;
}

/**
 * A period as typed or stored: the whole number PERIOD_MIN..PERIOD_MAX, or null. Takes numbers and ASCII-digit
 * strings (a field in a language with other digits is read with core/rules/number-parse first).
 */
export function validPeriod(value: unknown): number | null {
  const n = numberOf(value);
  return n !== null && Number.isInteger(n) && n >= PERIOD_MIN && n <= PERIOD_MAX ? n : null;
}

/** Bollinger's multiplier as typed or stored: MULT_MIN..MULT_MAX (not necessarily whole), or null. */
export function validMult(value: unknown): number | null {
  const n = numberOf(value);
  return n !== null && n >= MULT_MIN && n <= MULT_MAX ? n : null;
}

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

const onOf = (fields: Fields, fallback: boolean): boolean => (typeof fields.on === 'boolean' ? fields.on : fallback);

/** The valid periods of a stored list, first occurrences only (a line id per period), at most MAX_PERIODS. */
function periodsOf(value: unknown, fallback: readonly number[]): number[] {
  const periods: number[] = [];
  for (const item of Array.isArray(value) ? value : []) {
    const period = validPeriod(item);
    if (period !== null && !periods.includes(period) && periods.length < MAX_PERIODS) periods.push(period);
  }
  return periods.length > 0 ? periods : [...fallback];
}

const periodOf = (value: unknown, fallback: number): number => validPeriod(value) ?? fallback;

/** A stored list indicator (its on flag and periods), each field falling back to the default on its own. */
function listOf(value: unknown, fallback: { on: boolean; periods: readonly number[] }) {
  const fields = fieldsOf(value);
  return { on: onOf(fields, fallback.on), periods: periodsOf(fields.periods, fallback.periods) };
}

/**
 * Valid settings from a stored value (the parsed JSON, or its text): every missing or bad field takes its default,
 * the rest is kept. Never throws, and always returns fresh objects the caller may change.
 */
export function parseIndicatorSettings(raw: unknown): IndicatorSettings {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
  }
  const all = fieldsOf(value);
  const d = defaultIndicatorSettings;
  const boll = fieldsOf(all.boll);
  const macd = fieldsOf(all.macd);
  const kdj = fieldsOf(all.kdj);
  return {
    ma: listOf(all.ma, d.ma),
    ema: listOf(all.ema, d.ema),
    boll: {
      on: onOf(boll, d.boll.on),
      period: periodOf(boll.period, d.boll.period),
      mult: validMult(boll.mult) ?? d.boll.mult,
    },
    vol: listOf(all.vol, d.vol),
    macd: {
      on: onOf(macd, d.macd.on),
      fast: periodOf(macd.fast, d.macd.fast),
      slow: periodOf(macd.slow, d.macd.slow),
      signal: periodOf(macd.signal, d.macd.signal),
    },
    rsi: listOf(all.rsi, d.rsi),
    kdj: {
      on: onOf(kdj, d.kdj.on),
      n: periodOf(kdj.n, d.kdj.n),
      k: periodOf(kdj.k, d.kdj.k),
      d: periodOf(kdj.d, d.kdj.d),
    },
  };
}
