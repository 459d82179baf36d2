import { t } from '../../i18n/i18n';
import { risk } from '../../state/orders';
import { site } from '../../state/site';
import type { TradePair } from '../../../core/rules/market-types';
import { toMicro } from '../../../core/rules/money';
import { formatMoney } from '../../i18n/money-format';
import { formatNumber } from '../../i18n/numbers';
import {
  feeMicro,
  marginMicro,
  riskRate,
  stopOutPrice,
  usdRate,
  type UsdRate,
} from '../../../core/rules/trading-rules';
import { pairs, type PairView } from '../../state/market';
import { user } from '../../state/session';
import { Side, TradeFeeType, type CodeOf } from '../../../core/codes';

/** What an order would cost and leave, in micro-USD; the stop-out prices of a buy and a sell (null: none). */
export interface Figures {
  margin: number;
  fee: number;
  level: number;
  stopOutBuy: number | null;
  stopOutSell: number | null;
}

/**
 * The figures of `lots` at `ref` (the last price, or a pending order's target) with `multiple`, by the rules the
 * server applies: margin and fee, then the account's margin level and stop-out prices after the trade.
 */
export function orderFigures(
  p: TradePair,
  lots: string,
  ref: number,
  multiple: number,
  rate: UsdRate,
  balance: number,
): Figures {
  const margin = marginMicro(p, lots, ref, multiple, rate);
  const fee = feeMicro(p, lots, margin, site.value?.trade_fee_type ?? TradeFeeType.Margin);
  const acct = risk.value;
  const marginAll = acct ? toMicro(acct.CautionMoneyAll) : 0;
  const floating = acct ? toMicro(acct.ProfitsTotal) : 0;
  const after = { balanceMicro: balance - margin - fee, marginAllMicro: marginAll + margin, floatingMicro: floating };
  const level = riskRate(after.balanceMicro, after.marginAllMicro, after.floatingMicro);
  const stopOut = (side: CodeOf<typeof Side>) =>
    stopOutPrice(p, side, lots, ref, rate, after, site.value?.stop_out_level ?? 50);
  return { margin, fee, level, stopOutBuy: stopOut(Side.Buy), stopOutSell: stopOut(Side.Sell) };
}

/** The order form's figures: '--' where they can't be known (bad lots, no price, or no account). */
export function OrderFigures({
  figures,
  balance,
  loggedIn,
  precision,
}: {
  figures: Figures | null;
  balance: number;
  loggedIn: boolean;
  precision: number;
}) {
  // Margin level and stop-out describe the user's account: a visitor has none, so they show '--'.
  const account = loggedIn ? figures : null;
  const f = (x: number) => formatNumber(x, precision);
  return (
    <dl className="figures" data-testid="figures">
      <dt>{t('trade.margin')}</dt>
      <dd data-testid="margin">{figures ? formatMoney(figures.margin, 2) : '--'}</dd>
      <dt>{t('trade.fee')}</dt>
      <dd data-testid="fee">{figures ? formatMoney(figures.fee, 2) : '--'}</dd>
      <dt>{t('trade.available')}</dt>
      <dd data-testid="available">{loggedIn ? formatMoney(balance, 2) : '--'}</dd>
      {/* Math.round(-0.4) is -0: `|| 0` keeps a "-0%" off the screen. */}
      <dt>{t('trade.margin_level')}</dt>
      <dd data-testid="level">{account ? `${formatNumber(Math.round(account.level) || 0, 0)}%` : '--'}</dd>
      <dt>{t('trade.stop_out_at')}</dt>
      <dd data-testid="stop-out">
        {account
          ? `${account.stopOutBuy ? f(account.stopOutBuy) : '--'} / ${account.stopOutSell ? f(account.stopOutSell) : '--'}`
          : '--'}
      </dd>
    </dl>
  );
}

/**
 * The figures of the order being written, live: they read the pair's price (and the rate to USD, another
 * pair's price) here, so a tick re-renders this list, not the whole order form. `lots` null: lots that do not
 * parse or fit the pair; `at`: a pending order's target, null for a market order (the last price).
 */
export function LiveFigures({
  v,
  lots,
  multiple,
  at,
  loggedIn,
}: {
  v: PairView;
  lots: string | null;
  multiple: number | null;
  at: number | null;
  loggedIn: boolean;
}) {
  const p = v.pair;
  const ref = at ?? v.price.value;
  const rate = usdRate(p.QuoteCurrency, (code) => {
    const q = pairs.value.find((x) => x.pair.Code === code);
    return q ? { price: q.price.value, precision: q.pair.PricePrecision } : undefined;
  });
  const balance = toMicro(user.value?.balance ?? '0');
  const figures = lots && multiple && rate && ref > 0 ? orderFigures(p, lots, ref, multiple, rate, balance) : null;
  return <OrderFigures figures={figures} balance={balance} loggedIn={loggedIn} precision={p.PricePrecision} />;
}
