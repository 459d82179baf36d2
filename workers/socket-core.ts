import { Connection } from './connection';
import type { CoreScope, SocketCoreApi } from './socket-core-api';
import { QuoteRows } from './quote-rows';
import { RiskBook } from './risk';
import { QuotePaints } from './quote-paint';
import { KlineWatch } from './kline-watch';
import { LazyPainters } from './lazy-painters';
import { Outbox, type BatchSources } from './socket-outbox';
import type { ServerFrame } from '../core/protocol/frames';
import type { TopicPush } from '../core/protocol/topics';

/** A candle push (`KLINE.<pair>`); the prefix is written here, not imported, so the worker loads nothing more. */
const isKline = (f: TopicPush): f is Extract<TopicPush, { topic: `KLINE.${string}` }> => f.topic.startsWith('KLINE.');

/** A page hidden longer than this drops its heavy topics (candles) and resyncs on return. */
export const HIDDEN_UNSUB_MS = 60_000;

/** Everything the core holds, past the connection. */
interface Parts extends BatchSources {
  out: Outbox;
}

/**
 * The socket, coalescing and candle logic. Ticks and pushes are merged here, off the UI thread, and the
 * UI gets one batch per animation frame at most: the newest quote of each pair it shows, already formatted, and
 * the changed candle tails.
 */
export function createSocketCore(scope: CoreScope, now: () => number = Date.now): SocketCoreApi {
  let conn: Connection | null = null;
  const quotes = new QuoteRows();
  const risk = new RiskBook();
  const klines = new KlineWatch(() => conn);
  const frame = scope.requestAnimationFrame
    ? (fn: () => void) => scope.requestAnimationFrame!(fn)
    : (fn: () => void) => scope.setTimeout(fn, 16);
  // The painters ask for a flush, and the flush reads the painters: the outbox is made first, the sources after.
  const src = { quotes, paints: new QuotePaints(), risk, klines } as Parts;
  src.out = new Outbox(frame, src);
  src.painters = new LazyPainters(risk, klines.get, src.out.schedule, (key) => klines.indicators.of(klines.get(key)));
  return {
    start(url, token) {
      if (conn) conn.setToken(token);
      else conn = connect(scope, url, token, src.out, (f) => onFrame(src, f, now()));
    },
    setToken: (token) => conn?.setToken(token),
    subscribe: (topic) => conn?.subscribe(topic),
    unsubscribe: (topic) => conn?.unsubscribe(topic),
    state: () => conn?.state ?? 'connecting',
    stats: () => ({ frames: conn?.frames ?? 0, bytes: conn?.chars ?? 0, batches: src.out.batches }),
    setVisible: visibility(scope, src),
    ...dataApi(src),
    ...paintApi(src),
  };
}

/** Opens the socket with `token`; it follows the browser's online and offline events. */
function connect(
  scope: CoreScope,
  url: string,
  token: string,
  out: Outbox,
  onFrame: (f: ServerFrame) => void,
): Connection {
  const conn = new Connection(
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
        out.state = s;
        out.schedule();
      },
      onFrame,
      onReconnected: () => {
        out.resync = true;
        out.schedule();
      },
    },
  );
  conn.setToken(token);
  scope.addEventListener?.('online', () => conn.setOnline(true));
  scope.addEventListener?.('offline', () => conn.setOnline(false));
  conn.start();
  if (scope.navigator?.onLine === false) conn.setOnline(false);
  return conn;
}

/** Merges one server frame into what the next flush sends: quotes and ticks, candles, figures, pushes. */
function onFrame({ quotes, risk, klines, painters, out }: Parts, f: ServerFrame, at: number): void {
  if (f.type === 'session_end') {
    // The server dropped this socket's private topics: nothing held is ours to show any more.
    risk.setPositions([], '0');
    out.sessionEnded = true;
    out.schedule();
    return;
  }
  if (f.type !== 'push') return;
  if (f.topic === 'DAY_MARKET' && Array.isArray(f.data)) {
    const sec = Math.floor(at / 1000);
    for (const item of f.data) {
      if (!item || typeof item.symbol !== 'string' || !item.quotation) continue;
      quotes.add({ symbol: item.symbol, close: item.quotation.close, change: item.quotation.change, at });
      if (risk.size) risk.onQuote(item.symbol, item.quotation.close);
      painters.figures?.onQuote(item.symbol);
      klines.tick(item.symbol, item.quotation.close, sec);
    }
  } else if (isKline(f)) {
    klines.bar(f.topic, f.data);
  } else if (f.topic === 'FOREX_TRADE' && f.data && typeof f.data === 'object') {
    risk.applyServer(f.data);
  } else {
    if (f.topic === 'FOREX_CLOSED' && Array.isArray(f.data)) risk.drop(f.data);
    out.pushes.push({ topic: f.topic, data: f.data } as TopicPush);
  }
  out.schedule();
}

/**
 * The page shown or hidden: hidden past HIDDEN_UNSUB_MS, the candle topics go; back after that long (a phone left
 * in a pocket), they come back and the page reads its lists and orders again, which may have changed meanwhile.
 */
function visibility(scope: CoreScope, { klines, out }: Parts): (visible: boolean) => void {
  let hiddenTimer: unknown = null;
  let longHidden = false;
  return (visible) => {
    scope.clearTimeout(hiddenTimer);
    if (!visible) {
      hiddenTimer = scope.setTimeout(() => {
        longHidden = true;
        klines.drop();
      }, HIDDEN_UNSUB_MS);
      return;
    }
    klines.restore();
    if (longHidden) {
      longHidden = false;
      out.resync = true;
      out.schedule();
    }
  };
}

/** The data the page hands the core: its batch listener, charts, held orders, shown quotes and language. */
function dataApi({ quotes, risk, klines, painters, out }: Parts) {
  return {
    onBatch(cb) {
      out.listener = cb;
    },
    watchKline(code, period, history) {
      const { key, s } = klines.watch(code, period, history);
      // A legend bound before its chart's history came (market closed: no trade may follow) shows it now.
      painters.legend?.drawKey(key, s);
      const columns = s.columns();
      const ind = klines.indicators.of(s);
      // Trimmed copies, as the candles' columns: the series' own arrays are longer and keep changing.
      if (ind) columns.lines = ind.lines().map((l) => ({ ...l, values: l.values.slice(0, s.length) }));
      return columns;
    },
    setIndicators: (settings) => klines.indicators.set(settings),
    unwatchKline: (code, period) => klines.unwatch(code, period),
    setPositions(list, balance, prices) {
      risk.setPositions(list, balance, prices);
      out.schedule();
    },
    watchQuotes(seeds, shown) {
      quotes.setWatched(shown);
      quotes.seed(seeds);
      if (quotes.size) out.schedule();
    },
    setLang(tag) {
      painters.setLang(tag);
      quotes.setLang(tag);
      if (quotes.size) out.schedule();
    },
  } satisfies Partial<SocketCoreApi>;
}

/** The canvases the core draws into: quotes, the chart's live candle and legend, the order form's figures. */
function paintApi({ quotes, paints, klines, painters }: Parts) {
  return {
    paintQuote: (id, symbol, canvas, look) => paints.paint(id, symbol, canvas, look, quotes.text(symbol)),
    lookQuote: (id, look) => paints.look(id, look),
    unpaintQuote: (id, drop) => paints.unpaint(id, drop),
    paintCandle: (id, canvas, look) => painters.onCandles(look, (p, s) => p.paint(id, canvas, look, s)),
    lookCandle: (id, look) => painters.onCandles(look, (p, s) => p.look(id, look, s)),
    unpaintCandle: (id) => void painters.chart().then(([p]) => p.unpaint(id)),
    paintLegend: (id, canvas, look) => painters.onLegend((p) => p.paint(id, canvas, look, klines.get(look.key))),
    lookLegend: (id, look) => painters.onLegend((p) => p.look(id, look, klines.get(look.key))),
    legendAt: (id, key, time) => painters.onLegend((p) => p.at(id, time, klines.get(key))),
    unpaintLegend: (id) => painters.onLegend((p) => p.unpaint(id)),
    setFigures: (id, inputs) => painters.onFigures((p) => p.set(id, inputs)),
    paintFigures: (id, canvas, look) => painters.onFigures((p) => p.paint(id, canvas, look)),
    lookFigures: (id, look) => painters.onFigures((p) => p.look(id, look)),
    unpaintFigures: (id) => painters.onFigures((p) => p.unpaint(id)),
  } satisfies Partial<SocketCoreApi>;
}
