import { OrderStatus } from '../../../core/codes';

/** my_deal's status: holding, pending, and history (Closed stands for closed and cancelled orders there). */
export const TABS = [
  { type: OrderStatus.Holding, key: 'order.holding' },
  { type: OrderStatus.Pending, key: 'order.pending' },
  { type: OrderStatus.Closed, key: 'order.history' },
] as const;

export type OrderTab = (typeof TABS)[number]['type'];

/** The tab that ?type= names. Number(null) is 0 (pending): a missing or unknown type means holding. */
export const tabOf = (raw: string | null): OrderTab =>
  TABS.find((tab) => raw !== null && String(tab.type) === raw)?.type ?? OrderStatus.Holding;
