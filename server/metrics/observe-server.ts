import type { OpenDatabase } from '../db/database.js';
import type { Services, Sockets } from '../server-services.js';
import { outboxCounts } from './outbox-counts.js';
import { probeBus } from './bus-probe.js';

/**
 * Points this instance's metrics at what they read (sizes and states at each scrape) and at what tells them as it
 * happens (publish passes, order results, Web Push). Returns the stop of what runs on its own (the bus probe).
 */
export function observeServer(s: Services, { hub }: Sockets, database: OpenDatabase): () => void {
  const { metrics, market, engine, alerts, push, cluster, db } = s;
  metrics.observe({
    socketsOpen: () => hub.clientCount,
    triggerBook: () => engine.positions.triggerCount,
    alertBook: () => alerts.books.size,
    // One instance runs the engine from the start (its lease is never taken: server-roles.ts runAlone).
    lease: () => ({ held: cluster.many ? cluster.lease.held : true, epoch: cluster.lease.epoch }),
    outbox: () => outboxCounts(db),
    pool: database.poolUse,
  });
  market.timing.observer = (durationMs, tickAgeMs) => {
    metrics.publishDuration.observe(durationMs / 1000);
    if (tickAgeMs !== null) metrics.tickToSend.observe(Math.max(0, tickAgeMs) / 1000);
  };
  engine.countOrders = (action, result, n) => metrics.order(action, result, n);
  push.counted = (sent, failed) => {
    if (sent) metrics.webPush.inc({ result: 'sent' }, sent);
    if (failed) metrics.webPush.inc({ result: 'failed' }, failed);
  };
  return cluster.many ? probeBus(cluster.bus, (ms) => metrics.busLag.observe(ms / 1000)) : () => {};
}
