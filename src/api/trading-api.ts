import { call } from './client';

/** An order as the server sends it (product.md section 3); money fields are decimal strings of USD. */
export interface Order {
  Id: number;
  ForexTradeLists: { Id: number; Code: string; ShowCode: string; PricePrecision: number };
  OrderType: number; Quantity: string; Multiple: number; OriginPrice: number; Price: number; UpdatePrice: number;
  FactProfits: string; CautionMoney: string; TradeFee: string; TargetLossPrice: number; TargetProfitPrice: number;
  /** 0 pending, 1 holding, 3 closed, 4 cancelled. */
  Status: number;
  CreateTimeHandler: string; CompleteTimeHandler: string;
  /** '' while open; 'manual', 'cancelled', or a server close: 'sl', 'tp', 'stop_out'. */
  CloseReason: string;
}

export interface DealPage { data: Order[]; total: number; all_fact_profits: string; balance: string }

export interface SubmitForm {
  type: 1 | 2; cont: string; forex_id: number; status: 0 | 1; target_price: number; stop_loss_price: number;
  target_profit_price: number; multiple: number; client_id: string;
}

export const submitOrder = (f: SubmitForm) => call<Order>('/v1/api/forex/submit', { query: { ...f }, loading: true });
export const fetchDeals = (status: number, page: number) => call<DealPage>('/v1/api/forex/my_deal', { query: { status, page } });
export const closeOrder = (id: number) => call<Order>('/v1/api/forex/close', { query: { id }, loading: true, toastSuccess: true });
export const cancelOrder = (id: number) => call<Order>('/v1/api/forex/cancel_trade', { query: { id }, loading: true, toastSuccess: true });
export const setStops = (id: number, stop_loss_price: number, target_profit_price: number) =>
  call<Order>('/v1/api/forex/set_stop_price', { query: { id, stop_loss_price, target_profit_price }, loading: true, toastSuccess: true });
export const resetDemo = () => call<null>('/v1/api/main/user/resetForexDemoAccount', { loading: true, toastSuccess: true });
