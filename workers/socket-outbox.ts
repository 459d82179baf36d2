import type { QuoteRows } from './quote-rows';
import type { QuotePaints } from './quote-paint';
import type { RiskBook } from './risk';
import type { KlineWatch } from './kline-watch';
import type { LazyPainters } from './lazy-painters';
import type { AccountRisk, PriceOf } from '../core/rules/order-figures';
import type { Batch, CandleTail, ConnState } from '../core/protocol/frames';
import type { TopicPush } from '../core/protocol/topics';

/** What a flush reads: the quotes, the book of held orders, the candle series and the painters. */
export interface BatchSources {
  quotes: QuoteRows;
  paints: QuotePaints;
  risk: RiskBook;
  klines: KlineWatch;
  painters: LazyPainters;
}

/**
 * What the UI is told, gathered between two animation frames and sent as one batch at most per frame: the quotes
 * and candle tails that changed, the socket's state, pushes, the held orders' figures and the form's labels.
 */
export class Outbox {
  /** The socket's state, sent with the next batch. */
  state: ConnState | undefined;
  /** The page must read its lists and orders again (a reconnect, a long hide). */
  resync = false;
  sessionEnded = false;
  readonly pushes: TopicPush[] = [];
  listener: ((b: Batch) => void) | null = null;
  batches = 0;
  /** The held orders' figures as last sent: the order form's margin level and stop-out read them. */
  private account: AccountRisk | null = null;
  private scheduled = false;
  private readonly priceOf: PriceOf = (code) => this.src.quotes.price(code);

  constructor(
    private readonly frame: (fn: () => void) => void,
    private readonly src: BatchSources,
  ) {}

  schedule = (): void => {
    if (this.scheduled) return;
    this.scheduled = true;
    this.frame(this.flush);
  };

  /** The changed candle tails, drawn first by the chart's painters where they can. */
  private candles(): CandleTail[] {
    const { klines, painters } = this.src;
    const candles: CandleTail[] = [];
    for (const [key, s] of klines.entries()) {
      const tail = s.takeTail(key);
      if (!tail) continue;
      // The lines follow their candles first: the painter draws their live segment, and the page gets them in the
      // same tail (one message, so a drawn frame never pairs new candles with old lines).
      const ind = klines.indicators.update(s, tail.from);
      if (ind) tail.lines = ind.tail(tail.from);
      if (painters.candle?.drawTail(key, s, tail.from)) tail.painted = true;
      painters.legend?.drawKey(key, s);
      candles.push(tail);
    }
    return candles;
  }

  private flush = (): void => {
    this.scheduled = false;
    const { quotes, paints, risk, klines, painters } = this.src;
    const candles = this.candles();
    const batch: Batch = { quotes: quotes.take(), candles };
    paints.draw(batch.quotes);
    if (this.state) batch.state = this.state;
    if (this.resync) batch.resync = true;
    if (this.sessionEnded) batch.sessionEnded = true;
    this.state = undefined;
    this.resync = this.sessionEnded = false;
    if (this.pushes.length) batch.pushes = this.pushes.splice(0);
    const r = risk.take();
    if (r) batch.risk = this.account = r;
    painters.candle?.redraw(risk.linesVersion, klines.get);
    painters.figures?.drawAll(this.priceOf, this.account);
    const labels = painters.figures?.takeLabels();
    if (labels) batch.labels = labels;
    const { state, resync, pushes, sessionEnded } = batch;
    if (
      !batch.quotes.length &&
      !candles.length &&
      !state &&
      !resync &&
      !pushes &&
      !batch.risk &&
      !labels &&
      !sessionEnded
    )
      return;
    this.batches++;
    this.listener?.(batch);
  };
}
