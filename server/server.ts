import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest, underStartupLock } from './db/migrate.js';
import { seed } from './db/seed.js';
import { buildApp } from './http/app.js';
import { createTranslator } from './i18n/translator.js';
import { attachHub, type Hub } from './socket/hub.js';
import { DEFAULT_HUB_LIMITS } from './socket/hub-options.js';
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
import { EditRelay } from './cluster/edit-relay.js';
import { Channels, type OrderWake } from './cluster/bus.js';
import { EdgeRisk } from './trading/edge-risk.js';
import { smtpDelivery } from './accounts/outbox-mailer.js';
import { OutboxRetrier } from './accounts/outbox-retrier.js';
import { LeaderboardWriter, StoredLeaderboard } from './content/leaderboard-board.js';
import { forgetSettings, readSettings } from './content/settings-repository.js';
import { AlertWatcher } from './alerts/alert-watcher.js';
import { AlertService } from './alerts/alert-service.js';
import { PushSender } from './push/push-sender.js';
import { PushingPublisher } from './push/pushing-publisher.js';
import { vapidKeys } from './push/vapid-keys.js';
import { AccountPusher } from './accounts/account-push.js';
import { listenToAccounts } from './accounts/account-changes.js';

/** The engine role's chores: null where not run (no SMTP_URL; one instance computes the leaderboard per call). */
export interface Chores {
  outbox: OutboxRetrier | null;
  leaderboard: LeaderboardWriter | null;
}

export interface Running {
  app: FastifyInstance;
  db: Db;
  hub: Hub;
  market: MarketService;
  engine: TradingEngine;
  url: string;
  /** Price alerts' engine side, and Web Push. */
  alerts: AlertWatcher;
  push: PushSender;
  /** The ACCOUNT pushes: every committed change of a user's orders, balance or alerts, to all of their sessions. */
  account: AccountPusher;
  /** The bus and the engine lease (one instance: in-process, always held). */
  cluster: Cluster;
  /** What only the engine role runs besides the market and the books. */
  chores: Chores;
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
  const market = new MarketService(db, {
    seed: config.simSeed,
    tickMs: config.tickMs,
    ticksPerSecond: config.ticksPerSecond,
    historyCandles: config.historyCandles,
    now: config.marketClock,
    marketHours: config.marketHours,
  });
  const engine = new TradingEngine(db, market, cluster.many ? cluster.bus : null);
  const alerts = new AlertWatcher(db, market, cluster.many ? cluster.bus : null);
  let appLog: FastifyBaseLogger | null = null;
  const push = new PushSender({
    db,
    t,
    keys: await vapidKeys(db),
    network: config.pushNetwork,
    log: () => appLog,
    // The VAPID contact: the site's origin when it is public, else the support address the operator set.
    subject: async () =>
      config.publicOrigin.startsWith('https:')
        ? config.publicOrigin
        : `mailto:${(await readSettings(db)).support_email}`,
  });
  // One instance: pushes go straight to this hub. Many: over the bus, to whichever instance holds the socket.
  const pushes = new LatePublisher();
  const userBus = cluster.many ? new BusUserPublisher(cluster.bus) : null;
  // Every committed change of an account (orders, balance, alerts), from any path, to all of the user's sessions.
  // One instance: only for users with a socket here (the hub, attached below). Many: on the bus, whoever holds it.
  let local: Hub | null = null;
  const account = new AccountPusher(
    db,
    pushes,
    (o) => engine.wire(o),
    () => appLog,
    cluster.many ? null : (userId) => local?.online(userId) ?? false,
  );
  const unlisten = listenToAccounts(db, account.changed);
  const shared = cluster.redis ? { redis: cluster.redis, prefix: cluster.prefix } : null;
  const readiness = cluster.redis
    ? async () => ({ redis: cluster.redis!.ping(), engine: cluster.lease.held })
    : undefined;
  // Many instances: an operator's edit on one reaches every other's caches (catalogue, settings) over the bus.
  const edits = cluster.many
    ? new EditRelay(
        cluster.bus,
        { pairs: () => market.reloadPairsHere(), settings: () => forgetSettings(db) },
        clusterLog,
      )
    : null;
  const announceSettings = edits ? () => edits.announce('settings') : undefined;
  const leaderboard = cluster.many ? new StoredLeaderboard(db) : undefined;
  const app = await buildApp({
    config,
    db,
    t,
    market,
    engine,
    pushes,
    shared,
    readiness,
    announceSettings,
    leaderboard,
    alerts: new AlertService(db, market, alerts),
    push,
  });
  appLog = app.log;
  // The engine role's chores: e-mail retries (with SMTP_URL) and, with many instances, the stored leaderboard.
  const deliver = smtpDelivery(config.smtpUrl, config.mailFrom);
  const chores: Chores = {
    outbox: deliver ? new OutboxRetrier(db, deliver, app.log) : null,
    leaderboard: cluster.many ? new LeaderboardWriter(db, app.log) : null,
  };
  clusterLog.bind(app.log);
  // warn, not info: the generated password must reach an operator who runs with LOG_LEVEL=warn too.
  for (const line of firstOperatorLines) app.log.warn(line);
  // Many instances starting at once: one back-fills a first start's history, the others then find it.
  await (cluster.many ? underStartupLock(db, () => market.init(app.log)) : market.init(app.log));
  // Many instances: WS_MAX_PER_IP counts the address's sockets on every instance.
  const slots = cluster.redis ? new SocketSlots(cluster.redis, cluster.prefix) : null;
  // Many instances: FOREX_TRADE is computed here, for the users whose sockets this instance holds (edge-risk.ts).
  const edgeRisk = cluster.many
    ? new EdgeRisk(db, market, { publishToUser: (u, topic, data) => hub.publishToUser(u, topic, data) }, app.log)
    : null;
  const userHooks =
    userBus && edgeRisk
      ? {
          userOnline: (id: number) => {
            userBus.hooks.userOnline!(id);
            edgeRisk.userOnline(id);
          },
          userOffline: (id: number) => {
            userBus.hooks.userOffline!(id);
            edgeRisk.userOffline(id);
          },
        }
      : {};
  const hub = attachHub(
    app.server,
    db,
    app.log,
    market.topicKind,
    { ...DEFAULT_HUB_LIMITS, maxSocketsPerIp: config.wsMaxPerIp },
    {
      ...userHooks,
      clientIp: (req) => clientIpOf(req, config.trustProxy),
      admit: slots ? (ip) => slots.take(ip, config.wsMaxPerIp) : undefined,
    },
  );
  local = hub;
  let relay: TickRelay | null = null;
  if (!cluster.many) {
    pushes.bind(hub);
    market.start(hub);
    // The engine's closes and fills, and fired alerts, also go out as Web Push (push/pushing-publisher.ts).
    const told = new PushingPublisher(hub, db, market, push);
    await engine.start(told, app.log);
    await alerts.start(hub, push, app.log);
    chores.outbox?.start();
  } else {
    // A push reaching a user here (a close, a fill, a balance) also means their figures changed.
    userBus!.bind({
      publishToUser: (u, topic, data) => {
        edgeRisk!.changed(u);
        return hub.publishToUser(u, topic, data);
      },
    });
    pushes.bind(userBus);
    cluster.bus.subscribe(Channels.orders, (m) => {
      if (Array.isArray(m)) for (const u of m as OrderWake) edgeRisk!.changed(u);
    });
    edgeRisk!.start();
    relay = new TickRelay(cluster.bus, cluster.lease);
    relay.listen((t) => market.applyTick(t));
    market.routeTicks(relay.send);
    // A catalogue edit on any instance (tradable, hours, lots, a new pair) reloads the pairs on every one.
    market.announceEdit = () => edits!.announce('pairs');
    market.startEdge(hub);
    // Only the engine-role holder closes, fills and fires alerts; it tells the users' browsers too.
    await engine.start(new PushingPublisher(userBus!, db, market, push), app.log);
    await alerts.start(userBus, push, app.log);
    // The engine role: the feed, candle writes and the books run where the lease is held, and stop when it is lost.
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
    app,
    db,
    hub,
    market,
    engine,
    url,
    cluster,
    chores,
    alerts,
    push,
    account,
    close: () =>
      (closing ??= (async () => {
        await market.stop();
        await chores.outbox?.stop();
        await chores.leaderboard?.stop();
        edgeRisk?.stop();
        await engine.stop();
        await alerts.stop();
        await push.idle();
        // The last changes go out before the hub closes (the engine and the market are stopped; a request still in
        // flight is not told: its sockets are closing).
        unlisten();
        await account.settle();
        // The role goes first (another instance takes it within a second); Redis last, after the hub's closing
        // sockets gave their slots back and in-flight requests (limits, throttles) finished.
        await cluster.lease.close();
        relay?.close();
        edits?.close();
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
      })()),
  };
}
