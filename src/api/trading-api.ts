import { call } from './client';
import type { DealQuery, SubmitQuery } from '../../core/wire/trading';

/** The orders the trading calls answer with, as core/wire/trading.ts declares them for both sides. */
export type { OrderWire as Order, DealPage } from '../../core/wire/trading';

/** What the order form submits: the server's SubmitQuery, every field the form always sends. */
export type SubmitForm = Required<Omit<SubmitQuery, 't'>>;

export const submitOrder = (f: SubmitForm) => call('/v1/api/forex/submit', { query: { ...f }, loading: true });
export const fetchDeals = (status: DealQuery['status'], page: number) =>
  call('/v1/api/forex/my_deal', { query: { status, page } });
/** Closes all of a holding order, or `lots` of it (partial close). */
export const closeOrder = (id: number, lots?: string) =>
  call('/v1/api/forex/close', {
    query: lots === undefined ? { id } : { id, close_lots: lots },
    loading: true,
    toastSuccess: true,
  });
export const cancelOrder = (id: number) =>
  call('/v1/api/forex/cancel_trade', { query: { id }, loading: true, toastSuccess: true });
/** Sets stop-loss, take-profit and trailing distance (0 clears each). */
export const setStops = (id: number, stop_loss_price: number, target_profit_price: number, trailing_stop = 0) =>
  call('/v1/api/forex/set_stop_price', {
    query: { id, stop_loss_price, target_profit_price, trailing_stop },
    loading: true,
    toastSuccess: true,
  });
export const resetDemo = () => call('/v1/api/main/user/resetForexDemoAccount', { loading: true, toastSuccess: true });
