import { batch, computed, signal, type Signal } from '@preact/signals-react';
import type { Category, MarketStatusItem, TradePair } from '../../core/rules/market-types';
import type { ConnState, RowUpdate } from '../../core/protocol/frames';
import { MarketStatus } from '../../core/codes';

/**
 * One pair on screen. Price, change and the time of the last quote are signals of their own, so a
 * tick patches two text nodes and never re-renders a list.
 */
export interface PairView {
  pair: TradePair;
  price: Signal<number>;
  change: Signal<number>;
  /** ms of the last live quote; 0 before the first. */
  at: Signal<number>;
  /** The texts the row shows, formatted by the socket layer ('' until it sent them) and the sign of the change. */
  priceText: Signal<string>;
  changeText: Signal<string>;
  up: Signal<boolean>;
  /** Whether the pair trades now: the list's MarketStatus, then each MARKET_STATUS push (its OpensAt goes on `pair`). */
  open: Signal<boolean>;
}

/** Quotes older than this are shown as delayed. */
export const STALE_MS = 10_000;

const views = new Map<string, PairView>();
export const pairs = signal<PairView[]>([]);
export const pairsLoaded = signal(false);
export const categories = signal<Category[]>([]);
/** The category chip that filters the home list; null shows all. */
export const activeCategory = signal<number | null>(null);
export const miniSeries = signal<Record<string, number[]>>({});
export const connState = signal<ConnState>('connecting');
/** A coarse clock for staleness, ticked every 2 s by the socket client. */
export const clock = signal(Date.now());

const SELECTED_KEY = 'pair';
export const selectedCode = signal<string | null>(readSelected());
function readSelected(): string | null {
  try {
    return localStorage.getItem(SELECTED_KEY);
  } catch {
    return null;
  }
}

export const visiblePairs = computed(() => {
  const cat = activeCategory.value;
  return cat === null ? pairs.value : pairs.value.filter((v) => v.pair.CategoryId === cat);
});

export const selectedPair = computed<PairView | null>(() => {
  const list = pairs.value;
  return list.find((v) => v.pair.Code === selectedCode.value) ?? list[0] ?? null;
});

export const viewOf = (code: string): PairView | undefined => views.get(code);

/** The views of a list of pairs, made or refreshed: a pair keeps its signals, prices jump to the server's. */
export function viewsFor(list: readonly TradePair[]): PairView[] {
  return batch(() =>
    list.map((pair) => {
      let v = views.get(pair.Code);
      if (!v) {
        v = {
          pair,
          price: signal(pair.ForexQuotations.Close),
          change: signal(pair.ForexQuotations.SessionChange),
          at: signal(0),
          priceText: signal(''),
          changeText: signal(''),
          up: signal(true),
          open: signal(pair.MarketStatus === 1),
        };
        views.set(pair.Code, v);
      } else {
        v.pair = pair;
        v.price.value = pair.ForexQuotations.Close;
        v.change.value = pair.ForexQuotations.SessionChange;
        v.open.value = pair.MarketStatus === 1;
      }
      return v;
    }),
  );
}

/** When the list on screen is the service worker's offline copy: the time it was saved (Unix ms), else null. */
export const offlineCopyAt = signal<number | null>(null);

/**
 * Writes a fresh trade list (rows stay mounted: their signals are reused). An offline copy (`offlineAt`)
 * dates every price to when it was saved, so the rows show as stale at once instead of passing old prices
 * off as live.
 */
export function setTradeList(list: TradePair[], offlineAt: number | null = null): void {
  batch(() => {
    pairs.value = viewsFor(list);
    pairsLoaded.value = true;
    offlineCopyAt.value = offlineAt;
    if (offlineAt !== null) for (const v of pairs.value) v.at.value = offlineAt;
  });
}

/** Writes one frame's quotes (only rows on screen get them): a few signal writes per pair, all in one batch. */
export function applyQuotes(quotes: readonly RowUpdate[]): void {
  batch(() => {
    for (const q of quotes) {
      const v = views.get(q.symbol);
      if (!v) continue;
      v.price.value = q.close;
      v.change.value = q.change;
      v.at.value = q.at;
      v.priceText.value = q.price;
      v.changeText.value = q.chg;
      v.up.value = q.up;
    }
  });
}

/** A pair's market opened or closed (MARKET_STATUS): every screen that shows it follows its `open` signal. */
export function applyStatus(items: readonly MarketStatusItem[]): void {
  batch(() => {
    for (const { symbol, status, opensAt } of items) {
      const v = views.get(symbol);
      if (!v) continue;
      v.pair = { ...v.pair, MarketStatus: status, OpensAt: opensAt };
      v.open.value = status === MarketStatus.Open;
    }
  });
}

export function selectPair(code: string): void {
  selectedCode.value = code;
  try {
    localStorage.setItem(SELECTED_KEY, code);
  } catch {
    /* remembered for this visit only */
  }
}

export function toggleCategory(id: number): void {
  activeCategory.value = activeCategory.value === id ? null : id;
}
