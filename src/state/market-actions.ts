import { fetchCategories, fetchMiniSeries, fetchTradeListLive } from '../api/market-api';
import { categories, miniSeries, setTradeList } from './market';

/** Refreshes the pair list (entering / or /trade, and after a resync); categories once. */
export async function refreshTradeList(): Promise<void> {
  const [{ list, offlineAt }, cats] = await Promise.all([
    fetchTradeListLive(),
    categories.value.length ? Promise.resolve(null) : fetchCategories().catch(() => null),
  ]);
  setTradeList(list, offlineAt);
  if (cats) categories.value = cats;
}

/** The mini-chart series: one call for every pair. */
export async function refreshMiniSeries(): Promise<void> {
  miniSeries.value = await fetchMiniSeries();
}
