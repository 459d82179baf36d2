import type { Generated } from 'kysely';

/**
 * The trading tables (server/trading/): orders and, with many instances, the order events the engine follows.
 * Money is integer micro-USD, *_ms Unix milliseconds, *_at 'YYYY-MM-DD HH:mm:ss' UTC (../schema.ts).
 */

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  pair_id: number;
  /** 1 buy, 2 sell. */
  order_type: number;
  /** Lots as a decimal string. */
  quantity: string;
  multiple: number;
  /** 0 pending, 1 holding, 3 closed, 4 cancelled. */
  status: number;
  target_price: number;
  trigger_dir: number;
  /** Price when the order was placed (market) or its target (pending). */
  origin_price: number;
  /** Fill (open) price once holding. */
  price: number;
  update_price: number;
  /** micro-USD. */
  caution_money: number;
  trade_fee: number;
  fact_profits: number;
  target_loss_price: number;
  target_profit_price: number;
  /** Trailing stop distance in price units (0: none); the engine moves target_loss_price by it (core/rules/trailing-stop.ts). */
  trailing_distance: number;
  client_id: string | null;
  close_reason: string | null;
  created_ms: number;
  completed_ms: number | null;
}

/** An order change for the engine-role holder to apply (009_order_events.ts); order_id null: all of the user's orders. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number | null;
  user_id: number;
  created_ms: number;
}

/** One close of a holding order, partial or final, as realised (014_close_parts.ts); micro-USD profit. */
export interface OrderClosePartsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  /** Lots closed, as a decimal string. */
  lots: string;
  price: number;
  profit: number;
  /** 'manual', 'sl', 'tp', 'trailing' or 'stop_out' (orders.close_reason's names). */
  reason: string;
  closed_ms: number;
}
