import { Suspense, useCallback, useEffect, useState } from 'react';
import { signal } from '@preact/signals-react';
import { t } from '../../i18n/i18n';
import { pairs, selectedPair, selectPair } from '../../state/market';
import { refreshOnEntering, refreshTradeList } from '../../state/market-actions';
import { onResync } from '../../socket/socket-client';
import { DEFAULT_PERIOD, isPeriod, type Period } from '../../../core/rules/periods';
import { PairQuote } from '../../components/PairQuote';
import { useHeldQuotes } from '../../socket/held-quotes';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { Icon } from '../../components/Icon';
import { iconMenu } from '../../components/icons';
import CandleChart from '../../components/candle-chart/CandleChart';
import { ChartLegend } from './ChartLegend';
import { PeriodBar } from './PeriodBar';
import { OrderForm } from './OrderForm';
import { isLoggedIn } from '../../state/session';
import { syncHoldings } from '../../state/orders-actions';
import { AlertBell, PairDrawer, loadPairDrawer } from '../../app/screen';
import { MarketClosedNote } from '../../components/MarketClosedNote';
import { useNextTask } from '../../components/use-next-task';

const PERIOD_KEY = 'period';
const stored = localStorage.getItem(PERIOD_KEY);
/** The chart period, remembered on the device; 1M by default. */
const period = signal<Period>(isPeriod(stored) ? stored : DEFAULT_PERIOD);

/** The held positions to the worker, once the pairs are read: the chart draws their entry, stop and take-profit. */
const syncHeld = () => void (isLoggedIn.value && syncHoldings().catch(() => undefined));

/** /trade (kept alive): pair switcher, live price, period bar and the candlestick chart. */
export default function TradePage({ active }: { active: boolean }) {
  const [drawer, setDrawer] = useState(false);
  // The drawer's chunk is fetched on the first press of the pair's name, and mounted from then on.
  const [drawerUsed, setDrawerUsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    // /trade?code=BTCUSD (a price alert's notification): that pair.
    const code = new URLSearchParams(location.search).get('code');
    if (code) selectPair(code);
    void refreshOnEntering()
      .catch(() => undefined)
      .then(syncHeld);
  }, [active]);
  useEffect(
    () =>
      onResync(() => {
        void refreshTradeList()
          .catch(() => undefined)
          .then(syncHeld);
      }),
    [],
  );
  const v = selectedPair.value;
  // The pair's quotes come while the screen is mounted; every pair's while the drawer, which lists them, is open.
  useHeldQuotes(drawer ? pairs.value : v ? [v] : []);
  const closeDrawer = useCallback(() => setDrawer(false), []);
  // The order form (half the screen's elements and half its first render) in the task after the rest: the screen's
  // first render was one long task on load and on the first tap of the Trade tab. It sits
  // below the chart, so nothing above it moves when it comes.
  const formReady = useNextTask();
  const setPeriod = (p: Period) => {
    period.value = p;
    localStorage.setItem(PERIOD_KEY, p);
  };
  return (
    <main className="page trade">
      <header className="trade-head">
        {/* The pair is the screen's heading; its accessible name starts with the visible pair name. */}
        <h1 className="trade-title">
          <button
            type="button"
            className="pair-switch"
            onPointerDown={() => void loadPairDrawer().catch(() => undefined)}
            onClick={() => {
              setDrawerUsed(true);
              setDrawer(true);
            }}
            aria-haspopup="dialog"
            aria-label={`${v?.pair.ShowCode ?? '—'}, ${t('trade.choose_pair')}`}
          >
            <Icon d={iconMenu} />
            <strong>{v?.pair.ShowCode ?? '—'}</strong>
          </button>
        </h1>
        {v && <PairQuote v={v} painted />}
        {v && isLoggedIn.value && (
          <Suspense fallback={null}>
            <AlertBell v={v} />
          </Suspense>
        )}
      </header>
      {v && <MarketClosedNote v={v} className="closed-banner" />}
      <ConnectionBadge />
      <PeriodBar value={period.value} onChange={setPeriod} />
      {v && (
        <ChartLegend
          key={`${v.pair.Code}:${period.value}`}
          code={v.pair.Code}
          period={period.value}
          precision={v.pair.PricePrecision}
          close={v.pair.ForexQuotations.Close}
        />
      )}
      {v && active && (
        <CandleChart code={v.pair.Code} pairId={v.pair.Id} period={period.value} precision={v.pair.PricePrecision} />
      )}
      {v && formReady && <OrderForm key={v.pair.Code} v={v} />}
      {drawerUsed && (
        <Suspense fallback={drawer && <div className="overlay drawer-overlay" aria-busy="true" />}>
          <PairDrawer open={drawer} onClose={closeDrawer} />
        </Suspense>
      )}
    </main>
  );
}
