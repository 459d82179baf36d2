/**
 * Numbers as a language writes them (100,000.00 in en, 100.000,00 in de), always in Latin digits. Shared by the
 * UI thread (src/i18n/numbers.ts) and the socket worker, which formats the price rows so the UI thread never
 * builds an Intl.NumberFormat for them: the first one of a page initialises ICU, about 90 ms at 4x CPU.
 */
let cachedTag = '';
/** Intl.NumberFormat by decimals, for `cachedTag`: prices reformat on every tick, a format is built once. */
let formats: Intl.NumberFormat[] = [];

/**
 * `value` with exactly `decimals` places in the language of BCP 47 `tag` (languages.ts's htmlLang: the worker gets
 * the tag, not the language table); a decimal string is formatted exactly as written (no float round trip).
 */
export function formatNumberIn(value: number | string, decimals: number, tag: string): string {
  if (tag !== cachedTag) {
    cachedTag = tag;
    formats = [];
  }
  return (formats[decimals] ??= new Intl.NumberFormat(`${tag}-u-nu-latn`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })).format(value as number);
}

/** A day change in percent as the rows show it: sign, 2 decimals, "%" (+1.25%, -0.40%, 0.00%). */
export const changeText = (change: number): string => `${change > 0 ? '+' : ''}${change.toFixed(2)}%`;
