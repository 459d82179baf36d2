import type { Db } from '../db/database.js';
import { OUTBOX_MAX_ATTEMPTS } from '../accounts/outbox-retrier.js';

/**
 * The mail outbox as an operator watches it: messages still to send or retry (the backlog), and those given up after
 * their last try. Both are the table's, so every instance reports the same figures.
 */
export async function outboxCounts(db: Db): Promise<{ backlog: number; failed: number }> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([w('status', 'in', ['queued', 'failed']), w('attempts', '<', OUTBOX_MAX_ATTEMPTS)]))
        .as('backlog'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([w('status', '=', 'failed'), w('attempts', '>=', OUTBOX_MAX_ATTEMPTS)]))
        .as('failed'),
    ])
    .where('status', 'in', ['queued', 'failed'])
    .executeTakeFirst();
  return { backlog: Number(rows?.backlog ?? 0), failed: Number(rows?.failed ?? 0) };
}
