// The probe after each failover of the chaos run (bench/chaos-run.ts): a stop-loss and a price alert armed on the
// new engine holder, then a dip below both; each must fire exactly once within the run's trigger window.
import { AlertDirection, AlertMode, OrderStatus } from '../core/codes.js';
import type { Instance } from './chaos-instances.js';
import { until } from './chaos-phone.js';
import type { Run } from './chaos-run.js';

/** A stop-loss and an alert armed after the failover, on the new holder; a dip must fire both (once). */
export async function probeAfterFailover(run: Run, node: Instance): Promise<void> {
  const level = run.round(run.base * 0.97);
  const o = await node.must(
    'GET',
    '/v1/api/forex/submit',
    { type: 1, status: 1, cont: '0.05', multiple: 10, forex_id: run.pair, stop_loss_price: level },
    run.prober.token,
  );
  const a = await node.must(
    'GET',
    '/v1/api/forex/alert/add',
    { forex_id: run.pair, price: level, direction: AlertDirection.Below, mode: AlertMode.Once },
    run.prober.token,
  );
  const dip = run.round(run.base * 0.965);
  // A trigger armed while the new holder was still loading its books may miss one tick: the dip is sent again
  // until both fired (as a live feed keeps trading there).
  let state = '';
  const t0 = Date.now();
  const dips: string[] = [];
  const fired = until(
    async () => {
      const order = await run.db.selectFrom('orders').select('status').where('id', '=', o.Id).executeTakeFirst();
      const alert = await run.db
        .selectFrom('price_alerts')
        .select('fired_count')
        .where('id', '=', a.Id)
        .executeTakeFirst();
      state = `order #${o.Id} status ${order?.status}, alert #${a.Id} fired ${alert?.fired_count} times`;
      return order?.status === OrderStatus.Closed && alert?.fired_count === 1;
    },
    run.triggerWindowMs,
    () => `stop-loss and alert fired after the failover (${state})`,
    async () => {
      const h = await run.holder();
      if (h) await run.feed.tick(h.epoch, run.pair, dip);
      if (h) dips.push(`${h.node.name}@${h.epoch}`);
      else dips.push('none');
    },
  );
  const missed = await fired.then(
    () => null,
    async (err: Error) => {
      // Counted, with what the holder's engine showed (its trigger counts and books, the order's events), and
      // the run goes on: the bench prints every figure, the test fails on the count.
      const metrics = await fetch(`${node.base}/metrics`)
        .then((r) => r.text())
        .catch(() => '');
      const lines = metrics.split('\n').filter((l) => /^lotline_(orders_total\{action="trigger|trigger_book)/.test(l));
      const events = await run.db.selectFrom('order_events').select('id').where('order_id', '=', o.Id).execute();
      return `${err.message}; ${lines.join(', ')}; order events ${events.map((e) => e.id).join(',')}; dips sent to ${[...new Set(dips)].join(' ')}`;
    },
  );
  if (missed) {
    run.result.missedTriggers++;
    run.result.problems.push(`missed trigger: ${missed}`);
  } else run.result.probeMs.push(Date.now() - t0);
  run.load.acks.push({ kind: 'open', user: run.prober.id, id: o.Id }, { kind: 'alert', user: run.prober.id, id: a.Id });
  await run.drive(run.base);
}
