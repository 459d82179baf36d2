import { batch, signal } from '@preact/signals-react';
import type { Order } from '../api/trading-api';
import { holdTopic, onResync } from '../socket/socket-client';
import { liveOf } from './orders';
import { setUser, user } from './session';
import { refreshUser } from './session-actions';
import { resyncHoldings } from './orders-actions';
import type { AccountPush } from '../../core/protocol/frames';
import { OrderStatus } from '../../core/codes';

/**
 * The account as the server last pushed it (ACCOUNT, docs/api/socket.md): whatever changed it (this phone, another
 * one, the engine, an operator), every screen shows it. The screen is a view of the account, never a copy of it.
 */

/** An order's state as a push showed it (null: it no longer exists), and when the push came (ms, this clock). */
export interface OrderChange {
  o: Order | null;
  at: number;
}

/** A closed or cancelled order stays so: a push showing it open again is older (two instances sent them). */
export const isFinal = (status: number) => status === OrderStatus.Closed || status === OrderStatus.Cancelled;

/** The orders changed since /order last read its list, each in its newest state. */
export const orderChanges = signal<ReadonlyMap<number, OrderChange>>(new Map());
/** Counts the changes of the price alerts (and reconnects, which may have missed one): the alerts list reads them. */
export const alertsChanged = signal(0);

/** One ACCOUNT push: the balances into the stored user, the orders into orderChanges and the rows' live figures. */
export function applyAccount(d: AccountPush): void {
  const at = Date.now();
  const next = new Map(orderChanges.value);
  batch(() => {
    for (const o of d.orders) {
      const was = next.get(o.Id)?.o;
      if (was && isFinal(was.Status) && !isFinal(o.Status)) continue;
      next.set(o.Id, { o, at });
      // The row's live texts (a stop moved, a realised P/L once closed) follow at once; ticks move them after.
      const l = liveOf(o);
      l.sl.value = o.TargetLossPrice;
      l.price.value = o.UpdatePrice;
      l.profit.value = o.FactProfits;
    }
    for (const id of d.removed) next.set(id, { o: null, at });
    orderChanges.value = next;
    const u = user.value;
    if (d.balance && u) setUser({ ...u, balance: d.balance.balance, lock_balance: d.balance.lock_balance });
    if (d.alerts) alertsChanged.value++;
  });
  // The worker's profit and risk (the totals, the form's margin level) take the new lots, margins and positions.
  resyncHoldings(d.orders, d.removed);
}

/** Forgets the changes that came before `at`: a list read that started then already shows them. */
export function forgetOrderChanges(at: number): void {
  const kept = [...orderChanges.value].filter(([, c]) => c.at >= at);
  if (kept.length !== orderChanges.value.size) orderChanges.value = new Map(kept);
}

let holders = 0;
let release: (() => void) | null = null;

/**
 * Holds ACCOUNT while the returned function is not called: the app shell for the session, and each screen that shows
 * the account (so it follows from its first frame). After a reconnect (pushes missed meanwhile) the balance and the
 * alerts are read again; /order reads its lists again itself.
 */
export function holdAccount(): () => void {
  if (holders++ === 0) {
    const off = holdTopic('ACCOUNT', applyAccount);
    const again = onResync(() => {
      void refreshUser();
      alertsChanged.value++;
    });
    release = () => {
      off();
      again();
    };
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holders === 0) {
      release?.();
      release = null;
      orderChanges.value = new Map();
    }
  };
}
