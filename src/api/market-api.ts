import type { TradePair } from '../../core/rules/market-types';
import type { Period } from '../../core/rules/periods';
import { call } from './client';

export const fetchTradeList = (searchCurrency?: string) =>
  call('/v1/api/forex/trade_list', { query: { searchCurrency } });

/**
 * The whole trade list with, when the network is gone, the time the service worker saved its last copy
 * (it adds `offline_at`, Unix ms, to the envelope of a copy it answers from its cache).
 */
export async function fetchTradeListLive(): Promise<{ list: TradePair[]; offlineAt: number | null }> {
  const env = await call('/v1/api/forex/trade_list', { raw: true });
  return { list: env.data, offlineAt: typeof env.offline_at === 'number' ? env.offline_at : null };
}

export const fetchCategories = () => call('/v1/api/forex/getCategories');

export const fetchKline = (forexId: number, period: Period) =>
  call('/v1/api/forex/kline', { query: { forex_id: forexId, period } });

/** Every pair's short close series for the home mini-charts, keyed by pair id. */
export const fetchMiniSeries = () =>
  // Without forex_id the call answers the keyed form.
  call('/v1/api/forex/abbreviated_cache_kline', { silent: true }) as Promise<Record<string, number[]>>;
