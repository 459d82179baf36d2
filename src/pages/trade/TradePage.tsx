import { Suspense, useEffect, useState } from 'react';
import { signal, useComputed } from '@preact/signals-react';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { selectedPair, selectPair } from '../../state/market';
import { refreshTradeList } from '../../state/market-actions';
import { onResync } from '../../socket/socket-client';
import { DEFAULT_PERIOD, isPeriod, type Period } from '../../../core/rules/periods';
import { PairQuote } from '../../components/PairQuote';
import { useHeldQuotes } from '../../socket/held-quotes';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { Icon } from '../../components/Icon';
import { iconMenu } from '../../components/icons';
import CandleChart, { crosshair, type Ohlc } from '../../components/candle-chart/CandleChart';
import { PeriodBar } from './PeriodBar';
import { PairDrawer } from './PairDrawer';
import { OrderForm } from './OrderForm';
import { isLoggedIn } from '../../state/session';
import { AlertBell } from '../../app/screen';
import { MarketStatus } from '../../../core/codes';

const PERIOD_KEY = 'period';
const stored = localStorage.getItem(PERIOD_KEY);
/** The chart period, remembered on the device; 1M by default. */
const period = signal<Period>(isPeriod(stored) ? stored : DEFAULT_PERIOD);

/**
 * The OHLC and volume under the crosshair, or of the live candle. The values are text signals: a trade patches the
 * texts in place and re-renders nothing, except when the close crosses the open (its colour). Keyed by the pair:
 * the texts are formatted with its precision.
 */
function Legend({ precision }: { precision: number }) {
  const useText = (pick: (c: Ohlc) => string) => useComputed(() => (crosshair.value ? pick(crosshair.value) : ''));
  const f = (x: number) => formatNumber(x, precision);
  const open = useText((c) => f(c.open));
  const high = useText((c) => f(c.high));
  const low = useText((c) => f(c.low));
  const close = useText((c) => f(c.close));
  const volume = useText((c) => formatNumber(Math.round(c.volume), 0));
  const shown = useComputed(() => crosshair.value !== null);
  const up = useComputed(() => (crosshair.value ? crosshair.value.close >= crosshair.value.open : true));
  if (!shown.value) return <div className="ohlc" />;
  return (
    <dl className="ohlc" dir="ltr">
      <dt>{t('trade.open')}</dt>
      <dd>{open}</dd>
      <dt>{t('trade.high')}</dt>
      <dd>{high}</dd>
      <dt>{t('trade.low')}</dt>
      <dd>{low}</dd>
      <dt>{t('trade.close')}</dt>
      <dd className={up.value ? 'up' : 'down'}>{close}</dd>
      <dt>{t('trade.volume')}</dt>
      <dd>{volume}</dd>
    </dl>
  );
}

/** /trade (kept alive): pair switcher, live price, period bar and the candlestick chart. */
export default function TradePage({ active }: { active: boolean }) {
  const [drawer, setDrawer] = useState(false);
  useEffect(() => {
    if (!active) return;
    // /trade?code=BTCUSD (a price alert's notification): that pair.
    const code = new URLSearchParams(location.search).get('code');
    if (code) selectPair(code);
    void refreshTradeList().catch(() => undefined);
  }, [active]);
  useEffect(
    () =>
      onResync(() => {
        void refreshTradeList().catch(() => undefined);
      }),
    [],
  );
  const v = selectedPair.value;
  useHeldQuotes(v ? [v] : []);
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
            onClick={() => setDrawer(true)}
            aria-haspopup="dialog"
            aria-label={`${v?.pair.ShowCode ?? '—'}, ${t('trade.choose_pair')}`}
          >
            <Icon d={iconMenu} />
            <strong>{v?.pair.ShowCode ?? '—'}</strong>
          </button>
        </h1>
        {v && <PairQuote v={v} />}
        {v && isLoggedIn.value && (
          <Suspense fallback={null}>
            <AlertBell v={v} />
          </Suspense>
        )}
      </header>
      {v && v.pair.MarketStatus !== MarketStatus.Open && <p className="closed-banner">{t('trade.market_closed')}</p>}
      <ConnectionBadge />
      <PeriodBar value={period.value} onChange={setPeriod} />
      {v && <Legend key={v.pair.Code} precision={v.pair.PricePrecision} />}
      {v && active && (
        <CandleChart code={v.pair.Code} pairId={v.pair.Id} period={period.value} precision={v.pair.PricePrecision} />
      )}
      {v && <OrderForm key={v.pair.Code} v={v} />}
      <PairDrawer open={drawer} onClose={() => setDrawer(false)} />
    </main>
  );
}
