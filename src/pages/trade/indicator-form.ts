import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { locale } from '../../state/locale';
import { htmlLang } from '../../../core/rules/languages';
import { parseNumber } from '../../../core/rules/number-parse';
import type { IndicatorSettings } from '../../../core/indicators/indicator-types';
import { MAX_PERIODS, MULT_MAX, MULT_MIN, PERIOD_MAX, PERIOD_MIN } from '../../../core/indicators/indicator-settings';

/** The sheet's fields as typed: each indicator's switch and its parameters' texts. */
export type IndicatorForm = {
  [K in keyof IndicatorSettings]: { on: boolean } & Record<string, string | boolean>;
};

/** A field's name (`ma.periods`, `boll.mult`, …) to the message under it; empty when the sheet can be applied. */
export type FormErrors = Record<string, string>;

/** Bounds of a period (candles) and of the bands' width (standard deviations), as the settings are checked. */
const PERIOD: [number, number] = [PERIOD_MIN, PERIOD_MAX];
const MULT: [number, number] = [MULT_MIN, MULT_MAX];
/** Periods of a list are separated by commas (Latin, Arabic, CJK), semicolons or spaces. */
const LIST_SEP = /[\s,;،、]+/;
/** The fields that take a list of 1 to 3 periods. */
const LISTS = ['ma', 'ema', 'vol', 'rsi'] as const;

/** The settings as the sheet shows them (numbers in the trader's language). */
export function formOf(s: IndicatorSettings): IndicatorForm {
  const n = (x: number) => formatNumber(x, 0);
  const list = (xs: number[]) => xs.map(n).join(', ');
  return {
    ma: { on: s.ma.on, periods: list(s.ma.periods) },
    ema: { on: s.ema.on, periods: list(s.ema.periods) },
    boll: { on: s.boll.on, period: n(s.boll.period), mult: formatNumber(s.boll.mult, s.boll.mult % 1 ? 1 : 0) },
    vol: { on: s.vol.on, periods: list(s.vol.periods) },
    macd: { on: s.macd.on, fast: n(s.macd.fast), slow: n(s.macd.slow), signal: n(s.macd.signal) },
    rsi: { on: s.rsi.on, periods: list(s.rsi.periods) },
    kdj: { on: s.kdj.on, n: n(s.kdj.n), k: n(s.kdj.k), d: n(s.kdj.d) },
  };
}

/** A number typed in the trader's language, or NaN. */
function read(text: string): number {
  const r = parseNumber(text.trim(), htmlLang(locale.value));
  return 'value' in r ? Number(r.value) : NaN;
}

const whole = (x: number, [lo, hi]: [number, number]) => Number.isInteger(x) && x >= lo && x <= hi;

/**
 * The settings the form says, or the message under each field that cannot be read: a period is a whole number
 * from 1 to 250, a list has 1 to 3 different ones, the bands' width is from 0.1 to 5, MACD's fast period is shorter
 * than its slow one. An indicator switched off keeps its last good parameters (`was`) when its fields do not read.
 */
export function readForm(f: IndicatorForm, was: IndicatorSettings): [IndicatorSettings | null, FormErrors] {
  const errors: FormErrors = {};
  const s = structuredClone(was);
  const range = { min: formatNumber(PERIOD[0], 0), max: formatNumber(PERIOD[1], 0) };
  const periodOf = (name: string, text: string, on: boolean): number | null => {
    const x = read(text);
    if (whole(x, PERIOD)) return x;
    if (on) errors[name] = t('indicators.err_whole', range);
    return null;
  };
  for (const key of LISTS) {
    const items = String(f[key].periods).split(LIST_SEP).filter(Boolean).map(read);
    s[key].on = f[key].on;
    if (
      items.length >= 1 &&
      items.length <= MAX_PERIODS &&
      items.every((x) => whole(x, PERIOD)) &&
      new Set(items).size === items.length
    )
      s[key].periods = items;
    else if (f[key].on) errors[`${key}.periods`] = t('indicators.err_periods', { ...range, n: MAX_PERIODS });
  }
  s.boll.on = f.boll.on;
  s.boll.period = periodOf('boll.period', String(f.boll.period), f.boll.on) ?? s.boll.period;
  const mult = read(String(f.boll.mult));
  if (mult >= MULT[0] && mult <= MULT[1]) s.boll.mult = mult;
  else if (f.boll.on)
    errors['boll.mult'] = t('indicators.err_number', { min: formatNumber(MULT[0], 1), max: formatNumber(MULT[1], 0) });
  s.macd.on = f.macd.on;
  for (const p of ['fast', 'slow', 'signal'] as const)
    s.macd[p] = periodOf(`macd.${p}`, String(f.macd[p]), f.macd.on) ?? s.macd[p];
  if (f.macd.on && !errors['macd.fast'] && !errors['macd.slow'] && s.macd.fast >= s.macd.slow)
    errors['macd.fast'] = t('indicators.err_fast_slow');
  s.kdj.on = f.kdj.on;
  for (const p of ['n', 'k', 'd'] as const) s.kdj[p] = periodOf(`kdj.${p}`, String(f.kdj[p]), f.kdj.on) ?? s.kdj[p];
  return Object.keys(errors).length ? [null, errors] : [s, errors];
}
