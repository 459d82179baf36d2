import { signal } from '@preact/signals-react';
import type { CandleTail } from '../../../core/protocol/frames';

export interface Ohlc {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The OHLC under the crosshair, or of the last candle when there is none: read by the legend above the chart. */
export const crosshair = signal<Ohlc | null>(null);
/** The open time of the candle under the crosshair; null while there is none (the legend shows the live candle). */
export const cursorTime = signal<number | null>(null);

/** The chart's columns as uPlot holds them: time, open, high, low, close, volume. */
export type Columns = number[][];

/** The candle at `i` of the columns; null for none (`i` of -1: no candles). */
export function ohlcAt(data: Columns, i: number): Ohlc | null {
  return i < 0
    ? null
    : {
        time: data[0]![i]!,
        open: data[1]![i]!,
        high: data[2]![i]!,
        low: data[3]![i]!,
        close: data[4]![i]!,
        volume: data[5]![i]!,
      };
}

/** Writes a tail's candles into the columns; returns how many are new. */
export function writeTail(data: Columns, tail: CandleTail): number {
  let added = 0;
  tail.bars.forEach((b, i) => {
    const idx = tail.from + i;
    if (idx >= data[0]!.length) added++;
    data[0]![idx] = b.time;
    data[1]![idx] = b.open;
    data[2]![idx] = b.high;
    data[3]![idx] = b.low;
    data[4]![idx] = b.close;
    data[5]![idx] = b.volume;
  });
  return added;
}

/** The columns of the worker's candles, copied into the arrays uPlot holds. */
export function fillColumns(
  data: Columns,
  cols: Record<'time' | 'open' | 'high' | 'low' | 'close' | 'volume', ArrayLike<number>>,
) {
  data[0] = Array.from(cols.time);
  data[1] = Array.from(cols.open);
  data[2] = Array.from(cols.high);
  data[3] = Array.from(cols.low);
  data[4] = Array.from(cols.close);
  data[5] = Array.from(cols.volume);
}
