import type { Bar, DayMarketItem, KlinePoint, Quotation } from '../../core/rules/market-types.js';
import type { ChangedCandle } from './candle-builder.js';
import type { PairRow } from './pairs-repository.js';
import { klineTopic, type Topic, type TopicPayload } from '../../core/protocol/topics.js';

/** Where market pushes go (the socket hub): one call per topic and frame. */
export interface Publisher {
  publish<T extends Topic>(topic: T, data: TopicPayload<T>): void;
  subscribers(topic: Topic): number;
}

/** A candle as the kline call and the KLINE push carry it (the old API's names). */
export const toPoint = (b: Bar): KlinePoint => ({
  Time: b.time,
  Open: b.open,
  High: b.high,
  Low: b.low,
  Close: b.close,
  Volume: b.volume,
});

/**
 * Sends what moved since the last push: one DAY_MARKET frame of the `moved` pairs' quotations, and one KLINE
 * frame per changed candle whose topic someone holds (most pairs have no chart open anywhere).
 */
export function publishMarket(
  pub: Publisher,
  moved: ReadonlySet<number>,
  changed: readonly ChangedCandle[],
  pairOf: (id: number) => PairRow | undefined,
  quotation: (p: PairRow) => Quotation,
): void {
  if (moved.size) {
    const items: DayMarketItem[] = [];
    for (const id of moved) {
      const p = pairOf(id);
      if (!p) continue;
      const q = quotation(p);
      items.push({ symbol: p.code, quotation: { close: q.Close, change: q.SessionChange } });
    }
    if (pub.subscribers('DAY_MARKET') > 0) pub.publish('DAY_MARKET', items);
  }
  for (const c of changed) {
    const p = pairOf(c.pairId);
    const topic = p && klineTopic(p.code);
    if (topic && pub.subscribers(topic) > 0) pub.publish(topic, { kline: { Period: c.period, ...toPoint(c.bar) } });
  }
}
