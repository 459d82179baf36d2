import type { PairRow } from '../market/pairs-repository.js';
import type { OrderRow } from './positions.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { formatMicro } from '../../core/rules/money.js';
import type { OrderWire } from '../../core/wire/trading.js';

/** What a holding order shows live: the pair's last price and the floating profit at it (micro-USD). */
export interface LiveFigures {
  price: number | undefined;
  floating: number;
}

/**
 * An order as docs/product.md names its fields (the old API's names stay here, at the wire); money as
 * decimal strings of USD. `live` is given for a holding order, whose price and profit move; any other shows
 * what it ended or waits with.
 */
export function orderWire(o: OrderRow, pair: PairRow | undefined, live: LiveFigures | null): OrderWire {
  const figures = live
    ? { UpdatePrice: live.price ?? o.update_price, FactProfits: formatMicro(live.floating) }
    : { UpdatePrice: o.update_price, FactProfits: formatMicro(o.fact_profits) };
  return {
    Id: o.id,
    ForexTradeLists: {
      Id: o.pair_id,
      Code: pair?.code ?? '',
      ShowCode: pair?.show_code ?? '',
      PricePrecision: pair?.price_precision ?? 5,
    },
    OrderType: o.order_type,
    Quantity: o.quantity,
    Multiple: o.multiple,
    OriginPrice: o.origin_price,
    Price: o.price,
    ...figures,
    CautionMoney: formatMicro(o.caution_money),
    TradeFee: formatMicro(o.trade_fee),
    TargetLossPrice: o.target_loss_price,
    TargetProfitPrice: o.target_profit_price,
    TrailingStop: o.trailing_distance,
    Status: o.status,
    CreateTimeHandler: formatUtc(o.created_ms),
    CompleteTimeHandler: o.completed_ms ? formatUtc(o.completed_ms) : '',
    // Beyond product.md: who ended it ('manual', 'sl', 'tp', 'trailing', 'stop_out', 'cancelled'), so the app can name server closes.
    CloseReason: o.close_reason ?? '',
  };
}
