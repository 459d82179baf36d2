import type { Period } from '../../core/rules/periods.js';
import { candleStart, PERIOD_CODES } from '../../core/rules/periods.js';
import { roundPrice, type Bar } from '../../core/rules/market-types.js';
import { isOpenAt, isTradingDay, nextOpenAt, openMinutesOn, type Hours } from './market-hours.js';
import { stepPrice, type PathParams } from './price-path.js';
import { simulatedVolume } from './volume.js';

export interface HistoryParams extends PathParams, Hours {
  precision: number;
  /** Typical traded volume per minute, in lots. */
  volumePerMinute: number;
}

/**
 * Candles of every period a first start makes: a full chart (kline answers the newest 300). A smaller count
 * (HISTORY_CANDLES) starts faster; the test servers use it, as each would otherwise simulate 33 pairs x 20,000
 * minutes before it listens.
 */
export const HISTORY_CANDLES = 300;
const DAY_MS = 86_400_000;

/**
 * Where first-start history begins: far enough back that, counting only trading days, there are `candles` + 10
 * days, and where minute bars take over: enough trading minutes for `candles` candles of every intraday period
 * (1H x candles, plus a day).
 */
export function historyStart(
  hours: Hours,
  nowMs: number,
  candles = HISTORY_CANDLES,
): { fromMs: number; minutesFromMs: number } {
  const minutesNeeded = candles * 60 + 1440;
  const daysNeeded = candles + 10;
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  let minutesFromMs = today;
  // Open minutes, not days: a Sunday that trades from 22:00 gives 120 (a day counted whole would leave whole-day
  // bars between a restart's last stored minute and the new ones, a step in the intraday candles).
  let minutes = (nowMs - today) / 60_000;
  while (minutes < minutesNeeded) {
    minutesFromMs -= DAY_MS;
    minutes += openMinutesOn(hours, minutesFromMs);
  }
  let fromMs = minutesFromMs;
  let days = 0;
  while (days < daysNeeded) {
    fromMs -= DAY_MS;
    if (isTradingDay(hours, fromMs)) days++;
  }
  return { fromMs, minutesFromMs };
}

/**
 * Simulates the price from `fromMs` (at `price`) to `toMs`: daily bars for the whole days before
 * `minutesFromMs`, minute bars (each from four sub-steps, so high and low are real path extremes) after it.
 * Closed days make no bars. The last minute bar is the current, partial minute: it moves only as far as
 * the part of the minute that has passed. A continuation after a restart passes the last live price and
 * the end of its minute: every bar opens where the one before closed, so the path goes on without a step.
 */
export function simulateHistory(
  p: HistoryParams,
  rand: () => number,
  fromMs: number,
  minutesFromMs: number,
  toMs: number,
  price: number,
): { days: Bar[]; minutes: Bar[]; last: number } {
  const round = (x: number) => roundPrice(x, p.precision);
  const days: Bar[] = [];
  const minutes: Bar[] = [];
  let px = price;
  // Whole days only: a day that began before `fromMs` is already (partly) stored, and a day bar would move
  // the price a whole day's worth between one stored minute and the next.
  for (let d = Math.ceil(fromMs / DAY_MS) * DAY_MS; d < minutesFromMs && d < toMs; d += DAY_MS) {
    if (!isTradingDay(p, d)) continue;
    const open = px;
    let hi = px;
    let lo = px;
    // Four six-hour steps give the day a plausible range without simulating every minute of a year.
    for (let i = 0; i < 4; i++) {
      px = stepPrice(px, 360, p, rand);
      hi = Math.max(hi, px);
      lo = Math.min(lo, px);
    }
    days.push({
      time: d / 1000,
      open: round(open),
      high: round(hi),
      low: round(lo),
      close: round(px),
      volume: simulatedVolume(p.volumePerMinute, 1440, rand),
    });
  }
  const start = Math.max(fromMs, minutesFromMs);
  for (let m = Math.ceil(start / 60_000) * 60_000; m <= toMs; m += 60_000) {
    // A closed minute makes no bar: on to the minute its sessions open again (nights, breaks, weekends, holidays).
    if (!isOpenAt(p, m)) {
      const next = nextOpenAt(p, m);
      if (next === null) break;
      m = Math.ceil(next / 60_000) * 60_000 - 60_000;
      continue;
    }
    const open = px;
    let hi = px;
    let lo = px;
    const passed = Math.min(1, (toMs - m) / 60_000);
    for (let i = 0; i < 4; i++) {
      px = stepPrice(px, passed / 4, p, rand);
      hi = Math.max(hi, px);
      lo = Math.min(lo, px);
    }
    minutes.push({
      time: m / 1000,
      open: round(open),
      high: round(hi),
      low: round(lo),
      close: round(px),
      volume: simulatedVolume(p.volumePerMinute, passed, rand),
    });
  }
  return { days, minutes, last: px };
}

/** Rolls minute bars up into a longer period (open of the first, close of the last, extremes, summed volume). */
export function aggregate(bars: readonly Bar[], period: Period): Bar[] {
  const out: Bar[] = [];
  for (const b of bars) {
    const t = candleStart(b.time, period);
    const cur = out[out.length - 1];
    if (cur && cur.time === t) {
      cur.high = Math.max(cur.high, b.high);
      cur.low = Math.min(cur.low, b.low);
      cur.close = b.close;
      cur.volume = Math.round((cur.volume + b.volume) * 100) / 100;
    } else {
      out.push({ ...b, time: t });
    }
  }
  return out;
}

/** Every period's bars from a simulated history: 1M from minutes, longer ones aggregated, 1D from days plus minutes. */
export function barsByPeriod(h: { days: Bar[]; minutes: Bar[] }): Map<Period, Bar[]> {
  const map = new Map<Period, Bar[]>();
  for (const period of PERIOD_CODES) {
    if (period === '1M') map.set(period, h.minutes);
    else if (period === '1D') map.set(period, [...h.days, ...aggregate(h.minutes, '1D')]);
    else map.set(period, aggregate(h.minutes, period));
  }
  return map;
}
