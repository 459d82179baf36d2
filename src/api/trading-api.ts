import { call } from './client';
import type { DealPage, OrderWire, SubmitQuery } from '../../core/wire/trading';

/** The orders the trading calls answer with, as core/wire/trading.ts declares them for both sides. */
export type { OrderWire as Order, DealPage } from '../../core/wire/trading';

/** What the order form submits: the server's SubmitQuery, every field the form always sends. */
export type SubmitForm = Required<Omit<SubmitQuery, 't'>>;

export const submitOrder = (f: SubmitForm) => call<OrderWire>('/v1/api/forex/submit', { query: { ...f }, loading: true });
export const fetchDeals = (status: number, page: number) => call<DealPage>('/v1/api/forex/my_deal', { query: { status, page } });
export const closeOrder = (id: number) => call<OrderWire>('/v1/api/forex/close', { query: { id }, loading: true, toastSuccess: true });
export const cancelOrder = (id: number) => call<OrderWire>('/v1/api/forex/cancel_trade', { query: { id }, loading: true, toastSuccess: true });
export const setStops = (id: number, stop_loss_price: number, target_profit_price: number) =>
  call<OrderWire>('/v1/api/forex/set_stop_price', { query: { id, stop_loss_price, target_profit_price }, loading: true, toastSuccess: true });
export const resetDemo = () => call<null>('/v1/api/main/user/resetForexDemoAccount', { loading: true, toastSuccess: true });
