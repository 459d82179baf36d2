import type { Executor } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { formatMicro } from '../../core/rules/money.js';
import type { ClosePartWire } from '../../core/wire/trading.js';
import { findOwnOrder } from './orders-repository.js';
import { closePartsOf } from './close-parts-repository.js';

/**
 * `close_parts`: every close of the user's order `orderId`, oldest first, as the server realised it. Another user's
 * order, like one that does not exist, is not found (so ids tell nobody whose orders exist).
 */
export async function closeParts(db: Executor, userId: number, orderId: number): Promise<ClosePartWire[]> {
  if (!(await findOwnOrder(db, userId, orderId))) throw new AppError('server.errors.order_not_found');
  return (await closePartsOf(db, userId, orderId)).map((p) => ({
    Quantity: p.lots,
    Price: p.price,
    FactProfits: formatMicro(p.profit),
    CloseReason: p.reason,
    CompleteTimeHandler: formatUtc(p.closed_ms),
  }));
}
