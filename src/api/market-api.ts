import type { Category, KlinePoint, TradePair } from '../../core/rules/market-types';
import type { Period } from '../../core/rules/periods';
import { call } from './client';

export const fetchTradeList = (searchCurrency?: string) =>
  call<TradePair[]>('/v1/api/forex/trade_list', { query: { searchCurrency } });

/**
 * The whole trade list with, when the network is gone, the time the service worker saved its last copy
 * (it adds `offline_at`, Unix ms, to the envelope of a copy it answers from its cache).
 */
export async function fetchTradeListLive(): Promise<{ list: TradePair[]; offlineAt: number | null }> {
  const env = await call<{ data: TradePair[]; offline_at?: number }>('/v1/api/forex/trade_list', { raw: true });
  return { list: env.data, offlineAt: typeof env.offline_at === 'number' ? env.offline_at : null };
}

export const fetchCategories = () => call<Category[]>('/v1/api/forex/getCategories');

export const fetchKline = (forexId: number, period: Period) =>
  call<KlinePoint[]>('/v1/api/forex/kline', { query: { forex_id: forexId, period } });

/** Every pair's short close series for the home mini-charts, keyed by pair id. */
export const fetchMiniSeries = () =>
  call<Record<string, number[]>>('/v1/api/forex/abbreviated_cache_kline', { silent: true });
