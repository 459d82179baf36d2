import type { FastifyInstance } from 'fastify';
import { TickRelay } from './cluster/tick-relay.js';
import { Channels, type OrderWake } from './cluster/bus.js';
import { PushingPublisher } from './push/pushing-publisher.js';
import type { Chores, Services, Sockets } from './server-services.js';

/**
 * One instance: it holds every socket and the engine role. Pushes go straight to the hub; the engine's closes and
 * fills, and fired alerts, also go out as Web Push (push/pushing-publisher.ts).
 */
export async function runAlone(s: Services, { hub }: Sockets, app: FastifyInstance, chores: Chores): Promise<void> {
  s.pushes.bind(hub);
  s.market.start(hub);
  await s.engine.start(new PushingPublisher(hub, s.db, s.market, s.push), app.log);
  await s.alerts.start(hub, s.push, app.log);
  chores.outbox?.start();
}

/**
 * Many instances: this one serves its sockets at the edge, and runs the engine role only while it holds the lease.
 * Returns the tick relay, closed on shutdown.
 */
export async function runMany(
  s: Services,
  { hub, edgeRisk }: Sockets,
  app: FastifyInstance,
  chores: Chores,
): Promise<TickRelay> {
  const { cluster, market, userBus } = s;
  // A push reaching a user here (a close, a fill, a balance) also means their figures changed.
  userBus!.bind({
    publishToUser: (u, topic, data) => {
      edgeRisk!.changed(u);
      return hub.publishToUser(u, topic, data);
    },
  });
  s.pushes.bind(userBus);
  cluster.bus.subscribe(Channels.orders, (m) => {
    if (Array.isArray(m)) for (const u of m as OrderWake) edgeRisk!.changed(u);
  });
  edgeRisk!.start();
  const relay = new TickRelay(cluster.bus, cluster.lease);
  relay.listen((t) => market.applyTick(t));
  market.routeTicks(relay.send);
  // A catalogue edit on any instance (tradable, hours, lots, a new pair) reloads the pairs on every one.
  market.announceEdit = () => s.edits!.announce('pairs');
  market.startEdge(hub);
  // Only the engine-role holder closes, fills and fires alerts; it tells the users' browsers too.
  await s.engine.start(new PushingPublisher(userBus!, s.db, market, s.push), app.log);
  await s.alerts.start(userBus, s.push, app.log);
  await followLease(s, app, chores);
  return relay;
}

/** The engine role: the feed, candle writes and the books run where the lease is held, and stop when it is lost. */
async function followLease({ cluster, engine, alerts, market }: Services, app: FastifyInstance, chores: Chores) {
  let role: Promise<void> = Promise.resolve();
  cluster.lease.onChange((held) => {
    role = role
      .then(async () => {
        if (held) {
          await engine.activate();
          await alerts.activate();
          market.startEngine();
          chores.outbox?.start();
          chores.leaderboard?.start();
        } else {
          await chores.outbox?.stop();
          await chores.leaderboard?.stop();
          await market.stopEngine();
          await engine.deactivate();
          await alerts.deactivate();
        }
      })
      .catch((err) => app.log.error({ err }, 'engine role change failed'));
  });
  await cluster.lease.start();
  await role;
}
