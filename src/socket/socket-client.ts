import * as Comlink from 'comlink';
import { effect } from '@preact/signals-react';
import { API_BASE, endSession } from '../api/client';
import { socketUrl } from '../api/host';
import { token } from '../state/session';
import { locale } from '../state/locale';
import { shownPairs } from './quote-visibility';
import { htmlLang } from '../../core/rules/languages';
import { applyQuotes, applyStatus, clock, connState, pairs } from '../state/market';
import { applyRisk } from '../state/orders';
import type { HeldPosition } from '../../workers/risk';
import type { PaintCanvas } from '../../workers/quote-paint';

export type { HeldPosition };
import type { SocketCoreApi } from '../../workers/socket-core-api';
import type { SocketWorkerApi } from '../../workers/socket.worker';
import type { Batch, CandleColumns, CandleTail } from '../../core/protocol/frames';
import type { Topic, TopicPayload } from '../../core/protocol/topics';
import type { KlinePoint, TradePair } from '../../core/rules/market-types';
import type { QuoteSeed } from '../../workers/quote-rows';
import type { Period } from '../../core/rules/periods';

type Core = SocketCoreApi | Comlink.Remote<SocketCoreApi>;

let core: Core | null = null;
let starting: Promise<Core> | null = null;
const candleListeners = new Map<string, Set<(tail: CandleTail) => void>>();
const pushListeners = new Map<string, Set<(data: unknown) => void>>();
const resyncListeners = new Set<() => void>();
/** The order forms' labels, by form id (src/socket/figures-painting.ts). */
export const labelListeners = new Map<number, (texts: string[]) => void>();

/**
 * `?socket=main` runs the same socket logic on the UI thread instead of the worker. It exists only so
 * the benchmark can measure what the worker buys; the choice sticks for the tab's session.
 */
function mainThreadMode(): boolean {
  const q = new URLSearchParams(window.location.search).get('socket');
  if (q) sessionStorage.setItem('socket', q);
  return (q ?? sessionStorage.getItem('socket')) === 'main';
}

/** Whether the socket logic runs in the worker (the default), not on this thread. */
export const socketInWorker = (): boolean => !mainThreadMode();

/**
 * `canvas` as the socket layer draws into it: handed over to the worker (transferControlToOffscreen, which a canvas
 * allows once), or the page's canvas itself in main-thread mode.
 */
export function handCanvas(canvas: HTMLCanvasElement): PaintCanvas {
  if (!socketInWorker()) return canvas;
  const off = canvas.transferControlToOffscreen();
  return Comlink.transfer(off, [off]) as unknown as PaintCanvas;
}

/** Everything a batch carries lands here: quotes into signals, candle tails to charts, pushes to their owners. */
function onBatch(b: Batch): void {
  if (b.state) connState.value = b.state;
  if (b.quotes.length) applyQuotes(b.quotes);
  if (b.risk) applyRisk(b.risk);
  for (const tail of b.candles) for (const cb of candleListeners.get(tail.key) ?? []) cb(tail);
  for (const p of b.pushes ?? []) for (const cb of pushListeners.get(p.topic) ?? []) cb(p.data);
  for (const [id, texts] of b.labels ?? []) labelListeners.get(id)?.(texts);
  if (b.resync) for (const cb of resyncListeners) cb();
  // Ended elsewhere (logout on another device, password changed, account disabled): as a 999 does, and the
  // login screen says why. Not after this tab's own logout: its socket is told too, while the app goes to /.
  if (b.sessionEnded && token.value) endSession(false, '&ended=1');
}

/** The socket core, its batches wired to `onBatch`: in the worker (a port of its own) or on this thread. */
async function createCore(): Promise<Core> {
  if (mainThreadMode()) {
    const { createSocketCore } = await import('../../workers/socket-core');
    const c = createSocketCore(window as unknown as Parameters<typeof createSocketCore>[0]);
    c.onBatch(onBatch);
    return c;
  }
  const worker = new Worker(new URL('../../workers/socket.worker.ts', import.meta.url), {
    type: 'module',
    name: 'socket',
  });
  const c = Comlink.wrap<SocketWorkerApi>(worker);
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = (e: MessageEvent<Batch>) => onBatch(e.data);
  await c.batchesTo(Comlink.transfer(port2, [port2]));
  return c;
}

/** The socket layer if it has been started (or is starting), else null: for work that only matters once it runs. */
export const startedSocket = (): Promise<Core> | null => starting;

/** Starts the socket once (docs/product.md: every navigation starts it); later calls are free. */
export function ensureSocket(): Promise<Core> {
  if (core) return Promise.resolve(core);
  starting ??= (async () => {
    const c = await createCore();
    // Prices come formatted in the app's language, and only for the pairs on screen.
    effect(() => {
      void c.setLang(htmlLang(locale.value));
    });
    // Seeds (precision, HTTP values) of every pair the app has: each row gets a first text, shown or not. Each
    // pair's seed crosses once per fetched list (its objects are new with each fetch; the socket layer merges
    // seeds): the pairs on screen change with every row the list renders, and each change carried every seed
    // again (24 calls with 33-60 seeds each while / loaded).
    const seeded = new WeakSet<TradePair>();
    effect(() => {
      const shown = shownPairs.value;
      const seeds: QuoteSeed[] = [];
      for (const { pair: p } of [...pairs.value, ...shown]) {
        if (seeded.has(p)) continue;
        seeded.add(p);
        seeds.push({
          symbol: p.Code,
          close: p.ForexQuotations.Close,
          change: p.ForexQuotations.SessionChange,
          precision: p.PricePrecision,
        });
      }
      void c.watchQuotes(
        seeds,
        shown.map((v) => v.pair.Code),
      );
    });
    await c.start(socketUrl(API_BASE), token.value);
    await c.subscribe('DAY_MARKET');
    // A pair opening or closing (hours or operator) reaches every screen that shows it.
    holdTopic('MARKET_STATUS', applyStatus);
    // Log in again whenever the session changes (login, logout, 999).
    effect(() => {
      void c.setToken(token.value);
    });
    document.addEventListener('visibilitychange', () => {
      void c.setVisible(document.visibilityState === 'visible');
    });
    setInterval(() => {
      clock.value = Date.now();
    }, 2000);
    core = c;
    return c;
  })();
  return starting;
}

/** Watches one chart's candles: history in, live tails out through `onTail`. Returns the columns and an unwatch. */
export async function watchCandles(
  code: string,
  period: Period,
  history: KlinePoint[],
  onTail: (tail: CandleTail) => void,
) {
  const c = await ensureSocket();
  const key = `${code}:${period}`;
  let set = candleListeners.get(key);
  if (!set) candleListeners.set(key, (set = new Set()));
  set.add(onTail);
  const columns: CandleColumns = await c.watchKline(code, period, history);
  return {
    columns,
    stop: () => {
      set!.delete(onTail);
      void c.unwatchKline(code, period);
    },
  };
}

/**
 * Subscribes a topic for as long as the returned function is not called (reference-counted in the worker); `onData`
 * gets each push's data, typed by the topic (core/protocol/topics.ts).
 */
export function holdTopic<T extends Topic>(topic: T, onData?: (data: TopicPayload<T>) => void): () => void {
  void ensureSocket().then((c) => c.subscribe(topic));
  // Stored by topic name: a push of `topic` only ever reaches the listeners of `topic`, so its data is theirs.
  const cb = onData as ((data: unknown) => void) | undefined;
  if (cb) {
    let set = pushListeners.get(topic);
    if (!set) pushListeners.set(topic, (set = new Set()));
    set.add(cb);
  }
  return () => {
    if (cb) pushListeners.get(topic)?.delete(cb);
    void ensureSocket().then((c) => c.unsubscribe(topic));
  };
}

/** Runs `cb` after a reconnect or a long hide: what was missed must be fetched again. */
export function onResync(cb: () => void): () => void {
  resyncListeners.add(cb);
  return () => resyncListeners.delete(cb);
}

/** Hands the worker the user's holding orders, balance and known prices (live profit and risk). */
export async function syncPositions(
  list: HeldPosition[],
  balance: string,
  prices: { code: string; price: number; precision: number }[],
): Promise<void> {
  const c = await ensureSocket();
  await c.setPositions(list, balance, prices);
}
