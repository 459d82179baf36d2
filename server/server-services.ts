import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { buildApp } from './http/app.js';
import { createTranslator, type Translate } from './i18n/translator.js';
import { attachHub, type Hub } from './socket/hub.js';
import { DEFAULT_HUB_LIMITS } from './socket/hub-options.js';
import { MarketService } from './market/market-service.js';
import { TradingEngine } from './trading/trading-engine.js';
import { LOCALES_DIR } from './paths.js';
import { LatePublisher } from './socket/late-publisher.js';
import { clientIpOf } from './socket/client-ip.js';
import type { Cluster } from './cluster/cluster.js';
import type { LateLog } from './cluster/cluster-log.js';
import { SocketSlots } from './cluster/socket-slots.js';
import { BusUserPublisher } from './cluster/bus-user-publisher.js';
import { EditRelay } from './cluster/edit-relay.js';
import { EdgeRisk } from './trading/edge-risk.js';
import { smtpDelivery } from './accounts/outbox-mailer.js';
import { OutboxRetrier } from './accounts/outbox-retrier.js';
import { LeaderboardWriter, StoredLeaderboard } from './content/leaderboard-board.js';
import { forgetSettings, readSettings } from './content/settings-repository.js';
import { AlertWatcher } from './alerts/alert-watcher.js';
import { AlertService } from './alerts/alert-service.js';
import { PushSender } from './push/push-sender.js';
import { vapidKeys } from './push/vapid-keys.js';
import { AccountPusher } from './accounts/account-push.js';
import { listenToAccounts } from './accounts/account-changes.js';
import { ServerMetrics } from './metrics/server-metrics.js';

/** The engine role's chores: null where not run (no SMTP_URL; one instance computes the leaderboard per call). */
export interface Chores {
  outbox: OutboxRetrier | null;
  leaderboard: LeaderboardWriter | null;
}

/** What the server runs besides the app and the hub, built from the migrated database. */
export interface Services {
  config: Config;
  db: Db;
  t: Translate;
  cluster: Cluster;
  market: MarketService;
  engine: TradingEngine;
  alerts: AlertWatcher;
  push: PushSender;
  /** Per-user socket pushes: bound to this hub (one instance) or to the bus (many). */
  pushes: LatePublisher;
  /** Many instances: the bus that carries a user's pushes to the instance holding their socket. */
  userBus: BusUserPublisher | null;
  account: AccountPusher;
  /** Stops listening to account changes. */
  unlisten: () => void;
  /** Many instances: an operator's edit on one reaches every other's caches (catalogue, settings) over the bus. */
  edits: EditRelay | null;
  /** This instance's Prometheus metrics (metrics/server-metrics.ts), served at /metrics. */
  metrics: ServerMetrics;
  /** The app's logger and this instance's hub, once they exist: services built before them read them late. */
  late: { log: FastifyBaseLogger | null; hub: Hub | null };
}

export async function buildServices(config: Config, db: Db, cluster: Cluster, clusterLog: LateLog): Promise<Services> {
  const late: Services['late'] = { log: null, hub: null };
  const t = createTranslator(LOCALES_DIR);
  const market = new MarketService(db, {
    seed: config.simSeed,
    tickMs: config.tickMs,
    ticksPerSecond: config.ticksPerSecond,
    historyCandles: config.historyCandles,
    now: config.marketClock,
    marketHours: config.marketHours,
  });
  const bus = cluster.many ? cluster.bus : null;
  const engine = new TradingEngine(db, market, bus);
  // One instance: pushes go straight to this hub. Many: over the bus, to whichever instance holds the socket.
  const pushes = new LatePublisher();
  // Every committed change of an account (orders, balance, alerts), from any path, to all of the user's sessions.
  // One instance: only for users with a socket here (the hub, attached later). Many: on the bus, whoever holds it.
  const account = new AccountPusher(
    db,
    pushes,
    (o) => engine.wire(o),
    () => late.log,
    cluster.many ? null : (userId) => late.hub?.online(userId) ?? false,
  );
  return {
    ...{ config, db, t, cluster, market, engine, pushes, account, late },
    metrics: new ServerMetrics(),
    alerts: new AlertWatcher(db, market, bus),
    push: await pushSender(config, db, t, late),
    userBus: cluster.many ? new BusUserPublisher(cluster.bus) : null,
    unlisten: listenToAccounts(db, account.changed),
    edits: cluster.many
      ? new EditRelay(
          cluster.bus,
          { pairs: () => market.reloadPairsHere(), settings: () => forgetSettings(db) },
          clusterLog,
        )
      : null,
  };
}

async function pushSender(config: Config, db: Db, t: Translate, late: Services['late']): Promise<PushSender> {
  return new PushSender({
    db,
    t,
    keys: await vapidKeys(db),
    network: config.pushNetwork,
    log: () => late.log,
    // The VAPID contact: the site's origin when it is public, else the support address the operator set.
    subject: async () =>
      config.publicOrigin.startsWith('https:')
        ? config.publicOrigin
        : `mailto:${(await readSettings(db)).support_email}`,
  });
}

/** The HTTP app over the services, and the engine role's chores (which log through it). */
export async function buildHttp(s: Services): Promise<{ app: FastifyInstance; chores: Chores }> {
  const { config, db, cluster, edits } = s;
  const app = await buildApp({
    config,
    db,
    t: s.t,
    market: s.market,
    engine: s.engine,
    pushes: s.pushes,
    shared: cluster.redis ? { redis: cluster.redis, prefix: cluster.prefix } : null,
    readiness: cluster.redis ? async () => ({ redis: cluster.redis!.ping(), engine: cluster.lease.held }) : undefined,
    announceSettings: edits ? () => edits.announce('settings') : undefined,
    leaderboard: cluster.many ? new StoredLeaderboard(db) : undefined,
    alerts: new AlertService(db, s.market, s.alerts),
    push: s.push,
    metrics: s.metrics,
  });
  s.late.log = app.log;
  // The engine role's chores: e-mail retries (with SMTP_URL) and, with many instances, the stored leaderboard.
  const deliver = smtpDelivery(config.smtpUrl, config.mailFrom);
  const chores: Chores = {
    outbox: deliver ? new OutboxRetrier(db, deliver, app.log) : null,
    leaderboard: cluster.many ? new LeaderboardWriter(db, app.log) : null,
  };
  return { app, chores };
}

/** The hub on the app's server, and with many instances what it shares with them (socket slots, edge risk). */
export interface Sockets {
  hub: Hub;
  /** Many instances: WS_MAX_PER_IP counts the address's sockets on every instance. */
  slots: SocketSlots | null;
  /** Many instances: FOREX_TRADE is computed here, for the users whose sockets this instance holds (edge-risk.ts). */
  edgeRisk: EdgeRisk | null;
}

export function attachSockets(s: Services, app: FastifyInstance): Sockets {
  const { config, db, cluster, market, userBus, late } = s;
  const slots = cluster.redis ? new SocketSlots(cluster.redis, cluster.prefix) : null;
  const edgeRisk = cluster.many
    ? new EdgeRisk(db, market, { publishToUser: (u, topic, data) => late.hub!.publishToUser(u, topic, data) }, app.log)
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
      sent: (topic, frames, bytes) =>
        s.metrics.sent(topic === null ? 'control' : (market.topicKind(topic) ?? 'control'), frames, bytes),
      admit: slots ? (ip) => slots.take(ip, config.wsMaxPerIp) : undefined,
    },
  );
  late.hub = hub;
  return { hub, slots, edgeRisk };
}
