import { call } from './client';

export type { ClosePartWire as ClosePart } from '../../core/wire/trading';

/**
 * Every close of one of the user's orders, partial or final, oldest first (close_parts). Its own file so only the
 * order page's chunk carries it, not the first load of / or /trade.
 */
export const fetchCloseParts = (id: number) => call('/v1/api/forex/close_parts', { query: { id } });
