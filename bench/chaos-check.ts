// The chaos run's checks, on the database once the load has stopped: every acknowledged operation there exactly
// once, no trigger fired twice, every ledger adding up.
import type { Db } from '../server/db/database.js';
import { ledgerBreaks } from '../tests/server/ledger-check.js';
import { AlertMode, LedgerType, OrderStatus } from '../core/codes.js';

/** One acknowledged operation. */
export interface Ack {
  kind: 'open' | 'pending' | 'close' | 'cancel' | 'alert';
  user: number;
  id: number;
  clientId?: string;
}

export type Problem = (kind: 'lost' | 'duplicated' | 'invariantViolations', line: string) => void;

/** Everything acknowledged there once, no trigger twice, every ledger adding up. */
export async function checkChaos(db: Db, acks: Ack[], problem: Problem): Promise<void> {
  const orders = new Map(
    (await db.selectFrom('orders').select(['id', 'user_id', 'status', 'client_id']).execute()).map((o) => [o.id, o]),
  );
  const byClient = new Map<string, number>();
  for (const o of orders.values())
    if (o.client_id)
      byClient.set(`${o.user_id}:${o.client_id}`, (byClient.get(`${o.user_id}:${o.client_id}`) ?? 0) + 1);
  const ledger = await db.selectFrom('ledger').select(['user_id', 'type', 'memo']).where('memo', '!=', '').execute();
  const entries = new Map<string, number>();
  for (const l of ledger)
    entries.set(`${l.user_id}:${l.type}:${l.memo}`, (entries.get(`${l.user_id}:${l.type}:${l.memo}`) ?? 0) + 1);
  const count = (user: number, type: number, id: number) => entries.get(`${user}:${type}:#${id}`) ?? 0;
  const alerts = new Set((await db.selectFrom('price_alerts').select('id').execute()).map((a) => a.id));
  for (const a of acks) {
    const what = `${a.kind} #${a.id} of user ${a.user}`;
    if (a.kind === 'alert') {
      if (!alerts.has(a.id)) problem('lost', what);
      continue;
    }
    const o = orders.get(a.id);
    if (!o || o.user_id !== a.user) {
      problem('lost', what);
      continue;
    }
    if (a.clientId) {
      const n = byClient.get(`${a.user}:${a.clientId}`) ?? 0;
      if (n !== 1) problem(n > 1 ? 'duplicated' : 'lost', `${what}: ${n} orders with client_id ${a.clientId}`);
    }
    if (a.kind === 'close' && (o.status !== OrderStatus.Closed || count(a.user, LedgerType.PositionClosed, a.id) !== 1))
      problem('lost', `${what}: status ${o.status}, ${count(a.user, LedgerType.PositionClosed, a.id)} closes`);
    if (
      a.kind === 'cancel' &&
      (o.status !== OrderStatus.Cancelled || count(a.user, LedgerType.PendingCancelled, a.id) !== 1)
    )
      problem('lost', `${what}: status ${o.status}`);
  }
  // Whatever was acknowledged or not: no order opened, reserved, closed or cancelled twice (a trigger fired by
  // two holders would close twice), and no once-alert fired twice.
  const ONCE = [
    LedgerType.MarginOpened,
    LedgerType.TradingFee,
    LedgerType.PositionClosed,
    LedgerType.PendingReserved,
    LedgerType.PendingCancelled,
  ];
  for (const [key, n] of entries)
    if (n > 1 && ONCE.includes(Number(key.split(':')[1]))) problem('duplicated', `ledger ${key} x${n}`);
  const fires = await db
    .selectFrom('price_alert_fires')
    .select((eb) => ['alert_id', eb.fn.countAll<number>().as('n')])
    .where('mode', '=', AlertMode.Once)
    .groupBy('alert_id')
    .execute();
  for (const f of fires) if (Number(f.n) > 1) problem('duplicated', `alert #${f.alert_id} fired ${f.n} times`);
  for (const b of await ledgerBreaks(db)) problem('invariantViolations', JSON.stringify(b));
}
