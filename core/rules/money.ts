/**
 * Money is kept as integers of micro-USD (1e-6 USD): the smallest unit any display needs
 * (profits, margin and fee show 6 decimals), and exact under addition.
 */
export const MICRO = 1_000_000;

/** Parses a decimal string or number of USD into micro-USD; rejects more than 6 decimals or non-numbers. */
export function toMicro(value: string | number): number {
  const s = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const m = /^(-)?(\d+)(?:\.(\d{1,6}))?$/.exec(s);
  if (!m) throw new RangeError(`not a USD amount with at most 6 decimals: ${value}`);
  const micro = Number(m[2]) * MICRO + Number((m[3] ?? '').padEnd(6, '0'));
  if (!Number.isSafeInteger(micro)) throw new RangeError(`amount out of range: ${value}`);
  return m[1] ? -micro : micro;
}

/** Formats micro-USD as a decimal string with `decimals` places (half away from zero). */
export function formatMicro(micro: number, decimals = 6): string {
  const neg = micro < 0;
  let abs = Math.abs(micro);
  const drop = 10 ** (6 - decimals);
  if (drop > 1) abs = Math.floor((abs + drop / 2) / drop) * drop;
  const whole = Math.floor(abs / MICRO);
  const frac = String(abs % MICRO)
    .padStart(6, '0')
    .slice(0, decimals);
  const body = decimals > 0 ? `${whole}.${frac}` : String(whole);
  return neg && abs !== 0 ? `-${body}` : body;
}
