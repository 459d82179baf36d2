import { loadTradeTexts } from '../i18n/i18n';
import { prefetchTradeList } from '../state/market-actions';

/** /trade's chunk (App.tsx renders it through `tradeScreen`; a second import of it is the same fetch). */
export const loadTradePage = () => import('../pages/trade/TradePage');

/**
 * What the first screen paints its prices from, started by the boot beside the status call instead of after the
 * render: on a slow network every step of a chain is a round trip (150 ms on Lighthouse's slow 4G), and the
 * quotes of / and /trade waited for four (status, settings and texts, the render, then the list; /trade's chunk
 * and texts one more). Only for / and /trade: other screens fetch their own data.
 */
export function startFirstScreen(path: string): void {
  if (path !== '/' && path !== '/trade') return;
  prefetchTradeList();
  if (path === '/trade') {
    void loadTradePage().catch(() => undefined);
    void loadTradeTexts().catch(() => undefined);
  }
}
