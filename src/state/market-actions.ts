import { fetchCategories, fetchMiniSeries, fetchTradeListLive } from '../api/market-api';
import { categories, miniSeries, setTradeList } from './market';

let listing: Promise<void> | null = null;

/**
 * Refreshes the pair list (entering / or /trade, and after a resync); categories once. Calls made while one is on
 * its way share it: the boot starts it with the status call (app/first-screen.ts), and the screen asks again when
 * it mounts.
 */
export function refreshTradeList(): Promise<void> {
  listing ??= (async () => {
    try {
      const [{ list, offlineAt }, cats] = await Promise.all([
        fetchTradeListLive(),
        categories.value.length ? Promise.resolve(null) : fetchCategories().catch(() => null),
      ]);
      setTradeList(list, offlineAt);
      if (cats) categories.value = cats;
    } finally {
      listing = null;
    }
  })();
  return listing;
}

/** The mini-chart series: one call for every pair. */
export async function refreshMiniSeries(): Promise<void> {
  miniSeries.value = await fetchMiniSeries();
}
