import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest, underStartupLock } from './db/migrate.js';
import { seed } from './db/seed.js';
import type { Hub } from './socket/hub.js';
import type { MarketService } from './market/market-service.js';
import type { TradingEngine } from './trading/trading-engine.js';
import { ensureFirstOperator } from './admin/first-operator.js';
import { openCluster, type Cluster } from './cluster/cluster.js';
import { LateLog } from './cluster/cluster-log.js';
import type { TickRelay } from './cluster/tick-relay.js';
import type { AlertWatcher } from './alerts/alert-watcher.js';
import type { PushSender } from './push/push-sender.js';
import type { AccountPusher } from './accounts/account-push.js';
import {
  attachSockets,
  buildHttp,
  buildServices,
  type Chores,
  type Services,
  type Sockets,
} from './server-services.js';
import { runAlone, runMany } from './server-roles.js';
import { observeServer } from './metrics/observe-server.js';

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
  const firstOperatorLines = await prepareDatabase(db, config);
  const s = await buildServices(config, db, cluster, clusterLog);
  const { app, chores } = await buildHttp(s);
  clusterLog.bind(app.log);
  // warn, not info: the generated password must reach an operator who runs with LOG_LEVEL=warn too.
  for (const line of firstOperatorLines) app.log.warn(line);
  // Many instances starting at once: one back-fills a first start's history, the others then find it.
  await (cluster.many ? underStartupLock(db, () => s.market.init(app.log)) : s.market.init(app.log));
  // From here on a query PostgreSQL leaves unanswered fails (the request answers 503) instead of hanging.
  database.boundQueries(config.databaseQueryTimeoutMs);
  const sockets = attachSockets(s, app);
  const stopObserving = observeServer(s, sockets, database);
  let relay: TickRelay | null = null;
  if (cluster.many) relay = await runMany(s, sockets, app, chores);
  else await runAlone(s, sockets, app, chores);
  const connections = trackConnections(app);
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
  let closing: Promise<void> | null = null;
  const { market, engine, alerts, push, account } = s;
  return {
    ...{ app, db, hub: sockets.hub, market, engine, url, cluster, chores, alerts, push, account },
    close: () => {
      stopObserving();
      return (closing ??= shutdown({ s, app, chores, sockets, relay, connections, database }));
    },
  };
}

/** Migrates and seeds (one instance at a time); returns the first operator's lines, for the app's logger. */
async function prepareDatabase(db: Db, config: Config): Promise<string[]> {
  const lines: string[] = [];
  await underStartupLock(db, async (conn) => {
    await migrateToLatest(conn);
    await seed(conn);
    await ensureFirstOperator(conn, config, (line) => lines.push(line));
  });
  return lines;
}

/**
 * Every TCP connection, upgraded or half-open ones included (closeAllConnections only knows HTTP ones), so the
 * end of the grace period can cut them all: server.close() waits for each, and a peer that never closes would
 * keep it (and the process) waiting for ever.
 */
function trackConnections(app: FastifyInstance): Set<Socket> {
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

interface Open {
  s: Services;
  app: FastifyInstance;
  chores: Chores;
  sockets: Sockets;
  relay: TickRelay | null;
  connections: Set<Socket>;
  database: { close(): Promise<void> };
}

async function shutdown({ s, app, chores, sockets, relay, connections, database }: Open): Promise<void> {
  const { market, engine, alerts, push, account, cluster, config } = s;
  await market.stop();
  await chores.outbox?.stop();
  await chores.leaderboard?.stop();
  sockets.edgeRisk?.stop();
  await engine.stop();
  await alerts.stop();
  await push.idle();
  // The last changes go out before the hub closes (the engine and the market are stopped; a request still in
  // flight is not told: its sockets are closing).
  s.unlisten();
  await account.settle();
  // The role goes first (another instance takes it within a second); Redis last, after the hub's closing
  // sockets gave their slots back and in-flight requests (limits, throttles) finished.
  await cluster.lease.close();
  relay?.close();
  s.edits?.close();
  s.pushes.bind(null);
  await sockets.hub.close();
  sockets.slots?.close();
  // In-flight requests get a grace period; then sockets that never finish a request (browsers'
  // speculative preconnects) are cut, or close() would wait for Node's 60 s header timeout.
  const cut = setTimeout(() => {
    app.server.closeAllConnections();
    for (const socket of connections) socket.destroy();
  }, config.shutdownGraceMs);
  await app.close();
  clearTimeout(cut);
  await cluster.close();
  await database.close();
}
