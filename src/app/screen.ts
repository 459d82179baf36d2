import { lazy, useEffect } from 'react';
import type { ComponentType } from 'react';
import { loadTradeTexts, t } from '../i18n/i18n';
import { showToast } from '../state/toast';
import { ChunkFailed } from './ChunkFailed';
import type { PairView } from '../state/market';

export type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazy screen: its chunk and its texts together; if either cannot be fetched, a screen that says so.
 * (lazy() keeps that answer, and ChunkFailed's button reloads the page, which starts over.)
 */
export const lazyScreen = <P extends object>(load: Load<P>, texts: () => Promise<void> = () => Promise.resolve()) =>
  lazy(() =>
    Promise.all([load(), texts()]).then(
      ([m]) => m,
      () => ({ default: ChunkFailed as ComponentType<P> }),
    ),
  );

/** /trade: only its own texts (the budget of /trade counts every byte). The other kinds are in screen-kinds.ts. */
export const tradeScreen = <P extends object>(load: Load<P>) => lazyScreen(load, loadTradeTexts);

/**
 * The price alert bell on /trade (pages/trade/AlertBell.tsx; its dialog is loaded from the bell's chunk). Its loader
 * lives here, in the shell's chunk, which already carries the table of lazy chunks (in /trade's chunk a dynamic
 * import would bring a table of its own, and /trade's budget has no room for it). The bell loads only for a
 * logged-in trader (a visitor has no alerts, and /trade's first load stays as it was). A bell that cannot be fetched
 * is simply not there.
 */
export const AlertBell = lazy((): Promise<{ default: ComponentType<{ v: PairView }> }> =>
  import('../pages/trade/AlertBell').catch(() => ({ default: () => null })),
);

type DrawerProps = { open: boolean; onClose: () => void };

/**
 * /trade's pair switcher (pages/trade/PairDrawer.tsx): fetched when the pair's name is first pressed (TradePage
 * starts it at pointerdown, so the tap waits less), not on /trade's first load, which has no bytes to spare. Kept
 * here with the other loaders, for the same reason as the bell's. A drawer that cannot be fetched says so in a toast
 * at each tap and closes (lazy() keeps that answer: a reload tries again).
 */
export const loadPairDrawer = () => import('../pages/trade/PairDrawer');
export const PairDrawer = lazy((): Promise<{ default: ComponentType<DrawerProps> }> =>
  loadPairDrawer().then(
    (m) => ({ default: m.PairDrawer }),
    () => ({ default: DrawerFailed }),
  ),
);

function DrawerFailed({ open, onClose }: DrawerProps) {
  useEffect(() => {
    if (!open) return;
    showToast(t('public.screen_failed'));
    onClose();
  }, [open, onClose]);
  return null;
}

/**
 * The chart's touch and wheel gestures (components/candle-chart/touch-gestures.ts): fetched at the chart's first
 * touch or wheel, not on /trade's first load (a chart nobody touches needs none of it). Here for the reason above.
 */
export const loadChartGestures = () => import('../components/candle-chart/touch-gestures');

/**
 * The chart indicators' chunk (components/candle-chart/indicator-chunk.ts: their sheet and drawing code): at the
 * first tap of their button or the first chart that has some on, through the gestures' chunk (touch-gestures.ts
 * says why).
 */
export const loadIndicators = () => loadChartGestures().then((m) => m.loadIndicatorChunk());
