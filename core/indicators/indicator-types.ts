/**
 * The chart's indicators as the app, the socket worker and the chart share them. The worker computes the lines
 * (core/indicators, incrementally per tick) over the candle columns it holds; the page only draws them.
 */

/** Which indicators a device shows and their parameters (kept per device, in localStorage). */
export interface IndicatorSettings {
  /** Moving averages of the close on the price pane: 1 to 3 periods (default 5, 10, 30). */
  ma: { on: boolean; periods: number[] };
  /** Exponential moving averages of the close on the price pane: 1 to 3 periods (default 12, 26). */
  ema: { on: boolean; periods: number[] };
  /** Bollinger bands on the price pane: the close's SMA over `period` ± `mult` population deviations (20, 2). */
  boll: { on: boolean; period: number; mult: number };
  /** A volume pane with moving averages of the volume: 1 to 3 periods (default 5, 10). */
  vol: { on: boolean; periods: number[] };
  /** MACD pane: DIF = EMA(fast) − EMA(slow), DEA = EMA(signal) of DIF, histogram = DIF − DEA (12, 26, 9). */
  macd: { on: boolean; fast: number; slow: number; signal: number };
  /** RSI pane (Wilder's smoothing): 1 to 3 periods (default 14). */
  rsi: { on: boolean; periods: number[] };
  /** KDJ pane (the stochastic as Asian apps show it): RSV over `n`, K and D smoothed by 1/`k` and 1/`d` (9, 3, 3). */
  kdj: { on: boolean; n: number; k: number; d: number };
}

/** The pane a line is drawn on: the price pane (overlays) or one sub-pane. */
export type IndicatorPane = 'price' | 'vol' | 'macd' | 'rsi' | 'kdj';

/**
 * One computed line, aligned with the candles (index i is candle i); NaN where not yet defined (before the period
 * fills). Ids: `ma5`, `ema12`, `boll.mid`, `boll.up`, `boll.dn`, `vol.ma5`, `macd.dif`, `macd.dea`, `macd.hist`,
 * `rsi14`, `kdj.k`, `kdj.d`, `kdj.j`.
 */
export interface IndicatorLine {
  id: string;
  pane: IndicatorPane;
  values: Float64Array;
}

/** The lines' values from candle index `from` on, sent with the candle tail of the same `from`. */
export interface IndicatorTail {
  id: string;
  from: number;
  values: number[];
}
