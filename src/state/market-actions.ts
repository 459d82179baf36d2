import { fetchCategories, fetchMiniSeries, fetchTradeListLive } from '../api/market-api';
import { categories, miniSeries, setTradeList } from './market';

let listing: Promise<void> | null = null;

/**
 * Refreshes the pair list (entering / or /trade, and after a resync); categories once. Calls made while one is on
 * its way share it.
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

/** The boot's fetch of the list (`prefetchTradeList`), until the first screen entered takes it: did it succeed. */
let firstEntry: Promise<boolean> | null = null;

/** Started by the boot for / and /trade beside the status call (app/first-screen.ts): the first entry's refresh. */
export function prefetchTradeList(): void {
  firstEntry = refreshTradeList().then(
    () => true,
    () => false,
  );
}

/**
 * Entering / or /trade refreshes the trade list (docs/product.md). The screen entered first takes the boot's fetch,
 * started with the status call, rather than fetching again: a second request on every load, whose answer wrote the
 * same list over the first and re-rendered the screen's rows. If that fetch failed, entering fetches again.
 */
export async function refreshOnEntering(): Promise<void> {
  const first = firstEntry;
  firstEntry = null;
  if (first && (await first)) return;
  await refreshTradeList();
}

/** The mini-chart series: one call for every pair. */
export async function refreshMiniSeries(): Promise<void> {
  miniSeries.value = await fetchMiniSeries();
}
