import type { Connection } from './connection';
import { KlineSeries } from './kline';
import { KlineIndicators } from './kline-indicators';
import type { KlinePoint, KlinePush } from '../core/rules/market-types';
import type { Period } from '../core/rules/periods';

export const klineKey = (code: string, period: string) => `${code}:${period}`;

/**
 * The charts' candle series and their KLINE topics: each series counts the charts watching it, and each topic the
 * series of its pair, so the socket holds a topic while one chart of that pair is shown. A page hidden long drops
 * the topics (`drop`) and takes them again on return (`restore`); the series stay.
 */
export class KlineWatch {
  private readonly series = new Map<string, { s: KlineSeries; code: string; watchers: number }>();
  private readonly topics = new Map<string, number>();
  private dropped = false;
  /** The series' indicators (computed here, sent with their tails). */
  readonly indicators = new KlineIndicators();

  constructor(private readonly conn: () => Connection | null) {}

  get = (key: string): KlineSeries | undefined => this.series.get(key)?.s;

  /** Every series by its key, for a flush to take the changed tails. */
  *entries(): Iterable<[string, KlineSeries]> {
    for (const [key, entry] of this.series) yield [key, entry.s];
  }

  /** Seeds `code`'s `period` series with its HTTP history; the first chart of the pair subscribes its topic. */
  watch(code: string, period: Period, history: KlinePoint[]): { key: string; s: KlineSeries } {
    const key = klineKey(code, period);
    let entry = this.series.get(key);
    if (!entry) this.series.set(key, (entry = { s: new KlineSeries(period), code, watchers: 0 }));
    entry.s.setHistory(
      history.map((k) => ({ time: k.Time, open: k.Open, high: k.High, low: k.Low, close: k.Close, volume: k.Volume })),
    );
    this.indicators.recompute(entry.s);
    entry.watchers++;
    const topic = `KLINE.${code}`;
    const n = (this.topics.get(topic) ?? 0) + 1;
    this.topics.set(topic, n);
    if (n === 1 && !this.dropped) this.conn()?.subscribe(topic);
    return { key, s: entry.s };
  }

  /** The last chart of the pair gone, its topic is let go. */
  unwatch(code: string, period: string): void {
    const key = klineKey(code, period);
    const entry = this.series.get(key);
    if (!entry) return;
    if (--entry.watchers <= 0) this.series.delete(key);
    const topic = `KLINE.${code}`;
    const n = (this.topics.get(topic) ?? 1) - 1;
    if (n > 0) {
      this.topics.set(topic, n);
      return;
    }
    this.topics.delete(topic);
    if (!this.dropped) this.conn()?.unsubscribe(topic);
  }

  /** A tick moves the live candle of every series of its pair. */
  tick(symbol: string, close: number, sec: number): void {
    for (const entry of this.series.values()) if (entry.code === symbol) entry.s.mergeTick(close, sec);
  }

  /** A KLINE push (topic `KLINE.<code>`) merges its bar into the series of its period, if one is watched. */
  bar(topic: string, data: unknown): void {
    const k = (data as KlinePush | null)?.kline;
    const entry = k && this.series.get(klineKey(topic.slice(6), k.Period));
    if (k && entry)
      entry.s.mergeBar({ time: k.Time, open: k.Open, high: k.High, low: k.Low, close: k.Close, volume: k.Volume });
  }

  drop(): void {
    this.dropped = true;
    for (const topic of this.topics.keys()) this.conn()?.unsubscribe(topic);
  }

  restore(): void {
    if (!this.dropped) return;
    this.dropped = false;
    for (const topic of this.topics.keys()) this.conn()?.subscribe(topic);
  }
}
