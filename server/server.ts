import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest, underStartupLock } from './db/migrate.js';
import { seed } from './db/seed.js';
import { buildApp } from './http/app.js';
import { createTranslator } from './http/translator.js';
import { attachHub, DEFAULT_HUB_LIMITS, type Hub } from './socket/hub.js';
import { MarketService } from './market/market-service.js';
import { TradingEngine } from './trading/trading-engine.js';
import { LOCALES_DIR } from './paths.js';
import { ensureFirstOperator } from './admin/first-operator.js';
import { LatePublisher } from './socket/late-publisher.js';
import { clientIpOf } from './socket/client-ip.js';
import { openCluster, type Cluster } from './cluster/cluster.js';
import { LateLog } from './cluster/cluster-log.js';
import { TickRelay } from './cluster/tick-relay.js';
import { SocketSlots } from './cluster/socket-slots.js';
import { BusUserPublisher } from './cluster/bus-user-publisher.js';
import { Channels, type ChangeMessage } from './cluster/bus.js';
import { AlertWatcher } from './alerts/alert-watcher.js';
import { AlertService } from './alerts/alert-service.js';
import { PushSender } from './push/push-sender.js';
import { PushingPublisher } from './push/pushing-publisher.js';
import { vapidKeys } from './push/vapid-keys.js';
import { readSettings } from './content/settings-repository.js';

export interface Running {
  app: FastifyInstance; db: Db; hub: Hub; market: MarketService; engine: TradingEngine; url: string;
  /** Price alerts' engine side, and Web Push (issue 18). */
  alerts: AlertWatcher; push: PushSender;
  /** The bus and the engine lease (one instance: in-process, always held). */
  cluster: Cluster;
  close(): Promise<void>;
}


/**
 * Opens the database, migrates, seeds, builds the HTTP app and the socket hub, and listens.
 * Tests call it with a temporary DATA_DIR and port 0.
 */
export async function startServer(config: Config): Promise<Running> {
  const database = await openDatabase(config);
  const { db } = database;
  const clusterLog = new LateLog();
  const cluster = await openCluster(config, clusterLog);
  // The first operator's lines wait for the app's logger, which needs the migrated database.
  const firstOperatorLines: string[] = [];
  await underStartupLock(db, async (conn) => {
    await migrateToLatest(conn);
    await seed(conn);
    await ensureFirstOperator(conn, config, (line) => firstOperatorLines.push(line));
  });
  const t = createTranslator(LOCALES_DIR);
  const market = new MarketService(db, { seed: config.simSeed, tickMs: config.tickMs, ticksPerSecond: config.ticksPerSecond, historyCandles: config.historyCandles, now: config.marketClock });
  const engine = new TradingEngine(db, market, cluster.many ? cluster.bus : null);
  const alerts = new AlertWatcher(db, market, cluster.many ? cluster.bus : null);
  let appLog: FastifyBaseLogger | null = null;
  const push = new PushSender({
    db, t, keys: await vapidKeys(db), agent: config.pushAgent, log: () => appLog,
    // The VAPID contact: the site's origin when it is public, else the support address the operator set.
    subject: async () => (config.publicOrigin.startsWith('https:') ? config.publicOrigin : `mailto:${(await readSettings(db)).support_email}`),
  });
  // One instance: pushes go straight to this hub. Many: over the bus, to whichever instance holds the socket.
  const pushes = new LatePublisher();
  const userBus = cluster.many ? new BusUserPublisher(cluster.bus) : null;
  const shared = cluster.redis ? { redis: cluster.redis, prefix: cluster.prefix } : null;
  const readiness = cluster.redis
    ? async () => ({ redis: cluster.redis!.ping(), engine: cluster.lease.held })
    : undefined;
  const app = await buildApp({ config, db, t, market, engine, pushes, shared, readiness, alerts: new AlertService(db, market, alerts), push });
  appLog = app.log;
  clusterLog.bind(app.log);
  // warn, not info: the generated password must reach an operator who runs with LOG_LEVEL=warn too.
  for (const line of firstOperatorLines) app.log.warn(line);
  // Many instances starting at once: one back-fills a first start's history, the others then find it.
  await (cluster.many ? underStartupLock(db, () => market.init(app.log)) : market.init(app.log));
  // Many instances: WS_MAX_PER_IP counts the address's sockets on every instance.
  const slots = cluster.redis ? new SocketSlots(cluster.redis, cluster.prefix) : null;
  const hub = attachHub(app.server, db, app.log, market.topicKind, { ...DEFAULT_HUB_LIMITS, maxSocketsPerIp: config.wsMaxPerIp },
    { ...userBus?.hooks, clientIp: (req) => clientIpOf(req, config.trustProxy), admit: slots ? (ip) => slots.take(ip, config.wsMaxPerIp) : undefined });
  let relay: TickRelay | null = null;
  if (!cluster.many) {
    pushes.bind(hub);
    market.start(hub);
    // The engine's closes and fills, and fired alerts, also go out as Web Push (push/pushing-publisher.ts).
    const told = new PushingPublisher(hub, db, market, push);
    await engine.start(told, app.log);
    await alerts.start(hub, push, app.log);
  } else {
    userBus!.bind(hub);
    pushes.bind(userBus);
    relay = new TickRelay(cluster.bus, cluster.lease);
    relay.listen((t) => market.applyTick(t));
    market.routeTicks(relay.send);
    // A catalogue edit on any instance (tradable, hours, lots, a new pair) reloads the pairs on every one.
    const self = randomUUID();
    market.announceEdit = () => cluster.bus.publish(Channels.changes, { kind: 'pairs', from: self } satisfies ChangeMessage);
    cluster.bus.subscribe(Channels.changes, (m) => {
      const change = m as ChangeMessage;
      if (change.from !== self && change.kind === 'pairs') void market.reloadPairsHere().catch((err) => app.log.error({ err }, 'catalogue reload failed'));
    });
    market.startEdge(hub);
    // Only the engine-role holder closes, fills and fires alerts; it tells the users' browsers too.
    await engine.start(new PushingPublisher(userBus!, db, market, push), app.log);
    await alerts.start(userBus, push, app.log);
    // The engine role: the feed, candle writes and the books run where the lease is held, and stop when it is lost.
    let role: Promise<void> = Promise.resolve();
    cluster.lease.onChange((held) => {
      role = role.then(async () => {
        if (held) { await engine.activate(); await alerts.activate(); market.startEngine(); } else { await market.stopEngine(); await engine.deactivate(); await alerts.deactivate(); }
      }).catch((err) => app.log.error({ err }, 'engine role change failed'));
    });
    await cluster.lease.start();
    await role;
  }
  // Every TCP connection, upgraded or half-open ones included (closeAllConnections only knows HTTP ones), so the
  // end of the grace period can cut them all: server.close() waits for each, and a peer that never closes would
  // keep it (and the process) waiting for ever.
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
  let closing: Promise<void> | null = null;
  return {
    app, db, hub, market, engine, url, cluster, alerts, push,
    close: () => closing ??= (async () => {
      await market.stop();
      await engine.stop();
      await alerts.stop();
      await push.idle();
      // The role goes first (another instance takes it within a second); Redis last, after the hub's closing
      // sockets gave their slots back and in-flight requests (limits, throttles) finished.
      await cluster.lease.close();
      relay?.close();
      pushes.bind(null);
      await hub.close();
      slots?.close();
      // In-flight requests get a grace period; then sockets that never finish a request (browsers'
      // speculative preconnects) are cut, or close() would wait for Node's 60 s header timeout.
      const cut = setTimeout(() => {
        app.server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }, config.shutdownGraceMs);
      await app.close();
      clearTimeout(cut);
      await cluster.close();
      await database.close();
    })(),
  };
}
