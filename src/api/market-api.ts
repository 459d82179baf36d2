import type { Category, KlinePoint, TradePair } from '../lib/market-types';
import type { Period } from '../lib/periods';
import { call } from './client';

export const fetchTradeList = (searchCurrency?: string) =>
  call<TradePair[]>('/v1/api/forex/trade_list', { query: { searchCurrency } });

export const fetchCategories = () => call<Category[]>('/v1/api/forex/getCategories');

export const fetchKline = (forexId: number, period: Period) =>
  call<KlinePoint[]>('/v1/api/forex/kline', { query: { forex_id: forexId, period } });

/** Every pair's short close series for the home mini-charts, keyed by pair id. */
export const fetchMiniSeries = () => call<Record<string, number[]>>('/v1/api/forex/abbreviated_cache_kline', { silent: true });
