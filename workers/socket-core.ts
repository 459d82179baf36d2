import { Connection } from './connection';
import type { CoreScope, SocketCoreApi } from './socket-core-api';
import { QuoteRows } from './quote-rows';
import { KlineSeries } from './kline';
import { RiskBook } from './risk';
import { QuotePaints } from './quote-paint';
import type { CandleLook, CandlePaints } from './candle-paint';
import type { LegendPaints } from './legend-paint';
import type { FiguresPaints } from './figures-paint';
import type { AccountRisk, PriceOf } from '../core/rules/order-figures';
import type { Batch, CandleTail, ConnState, RiskSnapshot, ServerFrame } from '../core/protocol/frames';
import type { DayMarketItem, KlinePush } from '../core/rules/market-types';

/** A page hidden longer than this drops its heavy topics (candles) and resyncs on return. */
export const HIDDEN_UNSUB_MS = 60_000;
const klineKey = (code: string, period: string) => `${code}:${period}`;

/**
 * The socket, coalescing and candle logic. Ticks and pushes are merged here, off the UI thread, and the
 * UI gets one batch per animation frame at most: the newest quote of each pair it shows, already formatted, and
 * the changed candle tails.
 */
export function createSocketCore(scope: CoreScope, now: () => number = Date.now): SocketCoreApi {
  const quotes = new QuoteRows();
  const paints = new QuotePaints();
  // The chart's painters (live candle, legend) come with the first chart (only /trade's): a smaller list worker.
  let candlePaints: CandlePaints | null = null;
  let legendPaints: LegendPaints | null = null;
  let loadingPaints: Promise<[CandlePaints, LegendPaints]> | null = null;
  // The order form's figures: with the first form (/trade's).
  let figures: FiguresPaints | null = null;
  let loadingFigures: Promise<FiguresPaints> | null = null;
  let lang = 'en';
  const risk = new RiskBook();
  /** The held orders' figures as last sent: the order form's margin level and stop-out read them. */
  let account: AccountRisk | null = null;
  const priceOf: PriceOf = (code) => quotes.price(code);
  const series = new Map<string, { s: KlineSeries; code: string; watchers: number }>();
  const klineTopics = new Map<string, number>();
  const pushes: { topic: string; data: unknown }[] = [];
  let listener: ((b: Batch) => void) | null = null;
  let pendingState: ConnState | undefined;
  let resync = false;
  let sessionEnded = false;
  let scheduled = false;
  let hiddenTimer: unknown = null;
  let heavyDropped = false;
  let longHidden = false;
  let conn: Connection | null = null;
  let batches = 0;

  const frame = scope.requestAnimationFrame
    ? (fn: () => void) => scope.requestAnimationFrame!(fn)
    : (fn: () => void) => scope.setTimeout(fn, 16);

  const flush = () => {
    scheduled = false;
    const candles: CandleTail[] = [];
    for (const [key, entry] of series) {
      const tail = entry.s.takeTail(key);
      if (!tail) continue;
      if (candlePaints?.drawTail(key, entry.s, tail.from)) tail.painted = true;
      legendPaints?.drawKey(key, entry.s);
      candles.push(tail);
    }
    const batch: Batch = { quotes: quotes.take(), candles };
    paints.draw(batch.quotes);
    if (pendingState) {
      batch.state = pendingState;
      pendingState = undefined;
    }
    if (resync) {
      batch.resync = true;
      resync = false;
    }
    if (sessionEnded) {
      batch.sessionEnded = true;
      sessionEnded = false;
    }
    if (pushes.length) batch.pushes = pushes.splice(0);
    const r = risk.take();
    if (r) batch.risk = account = r;
    candlePaints?.redraw(risk.linesVersion, (key) => series.get(key)?.s);
    figures?.drawAll(priceOf, account);
    const labels = figures?.takeLabels();
    if (labels) batch.labels = labels;
    if (
      !batch.quotes.length &&
      !candles.length &&
      !batch.state &&
      !batch.resync &&
      !batch.pushes &&
      !batch.risk &&
      !labels &&
      !batch.sessionEnded
    )
      return;
    batches++;
    listener?.(batch);
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    frame(flush);
  };
  const chartPainters = () =>
    (loadingPaints ??= Promise.all([import('./candle-paint'), import('./legend-paint')]).then(([c, l]) => {
      legendPaints = new l.LegendPaints();
      legendPaints.setLang(lang, () => undefined);
      return [(candlePaints = new c.CandlePaints((code) => risk.lines(code))), legendPaints];
    }));
  /**
   * Runs `draw` (false: the live candle no longer fits the scales the page's chart drew with) on `look`'s series;
   * then the candle's tail goes out for the page to draw again.
   */
  const onCandles = (look: CandleLook, draw: (p: CandlePaints, s: KlineSeries | undefined) => boolean) =>
    void chartPainters().then(([p]) => {
      const s = series.get(look.key)?.s;
      if (draw(p, s) || !s) return;
      s.touch(s.length - 1);
      schedule();
    });
  const onLegend = (fn: (p: LegendPaints) => void) => void chartPainters().then(([, l]) => fn(l));
  /** Runs `fn` on the figures' painter, then a flush writes them (and their labels) at the prices now. */
  const onFigures = (fn: (p: FiguresPaints) => void) =>
    void (loadingFigures ??= import('./figures-paint').then((m) => {
      (figures = new m.FiguresPaints()).setLang(lang);
      return figures;
    })).then((p) => {
      fn(p);
      schedule();
    });
  const onFrame = (f: ServerFrame) => {
    if (f.type === 'session_end') {
      // The server dropped this socket's private topics: nothing held is ours to show any more.
      risk.setPositions([], '0');
      sessionEnded = true;
      schedule();
      return;
    }
    if (f.type !== 'push') return;
    if (f.topic === 'DAY_MARKET' && Array.isArray(f.data)) {
      const at = now();
      const sec = Math.floor(at / 1000);
      for (const item of f.data as DayMarketItem[]) {
        if (!item || typeof item.symbol !== 'string' || !item.quotation) continue;
        quotes.add({ symbol: item.symbol, close: item.quotation.close, change: item.quotation.change, at });
        if (risk.size) risk.onQuote(item.symbol, item.quotation.close);
        figures?.onQuote(item.symbol);
        for (const entry of series.values())
          if (entry.code === item.symbol) entry.s.mergeTick(item.quotation.close, sec);
      }
    } else if (f.topic.startsWith('KLINE.')) {
      const k = (f.data as KlinePush | null)?.kline;
      const entry = k && series.get(klineKey(f.topic.slice(6), k.Period));
      if (k && entry)
        entry.s.mergeBar({ time: k.Time, open: k.Open, high: k.High, low: k.Low, close: k.Close, volume: k.Volume });
    } else if (f.topic === 'FOREX_TRADE' && f.data && typeof f.data === 'object') {
      risk.applyServer(f.data as RiskSnapshot);
    } else {
      if (f.topic === 'FOREX_CLOSED' && Array.isArray(f.data)) risk.drop(f.data as number[]);
      pushes.push({ topic: f.topic, data: f.data });
    }
    schedule();
  };

  const api: SocketCoreApi = {
    start(url, token) {
      if (conn) {
        conn.setToken(token);
        return;
      }
      conn = new Connection(
        url,
        {
          createSocket: (u) => new scope.WebSocket(u),
          setTimeout: (fn, ms) => scope.setTimeout(fn, ms),
          clearTimeout: (id) => scope.clearTimeout(id),
          setInterval: (fn, ms) => scope.setInterval(fn, ms),
          clearInterval: (id) => scope.clearInterval(id),
          random: Math.random,
        },
        {
          onState: (s) => {
            pendingState = s;
            schedule();
          },
          onFrame,
          onReconnected: () => {
            resync = true;
            schedule();
          },
        },
      );
      conn.setToken(token);
      scope.addEventListener?.('online', () => conn?.setOnline(true));
      scope.addEventListener?.('offline', () => conn?.setOnline(false));
      conn.start();
      if (scope.navigator?.onLine === false) conn.setOnline(false);
    },
    setToken: (token) => conn?.setToken(token),
    subscribe: (topic) => conn?.subscribe(topic),
    unsubscribe: (topic) => conn?.unsubscribe(topic),
    onBatch(cb) {
      listener = cb;
    },
    watchKline(code, period, history) {
      const key = klineKey(code, period);
      let entry = series.get(key);
      if (!entry) series.set(key, (entry = { s: new KlineSeries(period), code, watchers: 0 }));
      entry.s.setHistory(
        history.map((k) => ({
          time: k.Time,
          open: k.Open,
          high: k.High,
          low: k.Low,
          close: k.Close,
          volume: k.Volume,
        })),
      );
      entry.watchers++;
      // A legend bound before its chart's history came (market closed: no trade may follow) shows it now.
      legendPaints?.drawKey(key, entry.s);
      const topic = `KLINE.${code}`;
      const n = (klineTopics.get(topic) ?? 0) + 1;
      klineTopics.set(topic, n);
      if (n === 1 && !heavyDropped) conn?.subscribe(topic);
      return entry.s.columns();
    },
    unwatchKline(code, period) {
      const key = klineKey(code, period);
      const entry = series.get(key);
      if (!entry) return;
      if (--entry.watchers <= 0) series.delete(key);
      const topic = `KLINE.${code}`;
      const n = (klineTopics.get(topic) ?? 1) - 1;
      if (n > 0) {
        klineTopics.set(topic, n);
        return;
      }
      klineTopics.delete(topic);
      if (!heavyDropped) conn?.unsubscribe(topic);
    },
    setVisible(visible) {
      scope.clearTimeout(hiddenTimer);
      if (!visible) {
        hiddenTimer = scope.setTimeout(() => {
          heavyDropped = true;
          longHidden = true;
          for (const topic of klineTopics.keys()) conn?.unsubscribe(topic);
        }, HIDDEN_UNSUB_MS);
        return;
      }
      if (heavyDropped) {
        heavyDropped = false;
        for (const topic of klineTopics.keys()) conn?.subscribe(topic);
      }
      // Back after a long hide (a phone left in a pocket): lists and orders may have changed meanwhile.
      if (longHidden) {
        longHidden = false;
        resync = true;
        schedule();
      }
    },
    state: () => conn?.state ?? 'connecting',
    stats: () => ({ frames: conn?.frames ?? 0, bytes: conn?.chars ?? 0, batches }),
    setPositions(list, balance, prices) {
      risk.setPositions(list, balance, prices);
      schedule();
    },
    watchQuotes(seeds, shown) {
      quotes.setWatched(shown);
      quotes.seed(seeds);
      if (quotes.size) schedule();
    },
    setLang(tag) {
      lang = tag;
      legendPaints?.setLang(tag, (key) => series.get(key)?.s);
      figures?.setLang(tag);
      quotes.setLang(tag);
      if (quotes.size) schedule();
    },
    paintQuote: (id, symbol, canvas, look) => paints.paint(id, symbol, canvas, look, quotes.text(symbol)),
    lookQuote: (id, look) => paints.look(id, look),
    unpaintQuote: (id, drop) => paints.unpaint(id, drop),
    paintCandle: (id, canvas, look) => onCandles(look, (p, s) => p.paint(id, canvas, look, s)),
    lookCandle: (id, look) => onCandles(look, (p, s) => p.look(id, look, s)),
    unpaintCandle: (id) => void chartPainters().then(([p]) => p.unpaint(id)),
    paintLegend: (id, canvas, look) => onLegend((p) => p.paint(id, canvas, look, series.get(look.key)?.s)),
    lookLegend: (id, look) => onLegend((p) => p.look(id, look, series.get(look.key)?.s)),
    legendAt: (id, key, time) => onLegend((p) => p.at(id, time, series.get(key)?.s)),
    unpaintLegend: (id) => onLegend((p) => p.unpaint(id)),
    setFigures: (id, inputs) => onFigures((p) => p.set(id, inputs)),
    paintFigures: (id, canvas, look) => onFigures((p) => p.paint(id, canvas, look)),
    lookFigures: (id, look) => onFigures((p) => p.look(id, look)),
    unpaintFigures: (id) => onFigures((p) => p.unpaint(id)),
  };
  return api;
}
