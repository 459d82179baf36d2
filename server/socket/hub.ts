import type { Server } from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { authenticate } from '../accounts/session-service.js';
import { parseClientFrame, type ServerFrame } from '../../core/protocol/frames.js';
import { DEFAULT_HUB_LIMITS, MAX_FRAME_BYTES, type HubHooks, type HubLimits, type TopicCheck } from './hub-options.js';
import { watchSessions } from './session-watch.js';
import { gateUpgrades } from './upgrade-gate.js';
import { HubClients, type Client } from './hub-clients.js';
import { asPush, type Topic, type TopicPayload } from '../../core/protocol/topics.js';

export interface Hub {
  readonly clientCount: number;
  /** Sends one push to every subscriber of `topic`, serialised once. Returns how many got it. */
  publish<T extends Topic>(topic: T, data: TopicPayload<T>): number;
  /** How many sockets hold `topic`. */
  subscribers(topic: Topic): number;
  /** Sends one push on `topic` to the sockets of one user that subscribed to it. */
  publishToUser<T extends Topic>(userId: number, topic: T, data: TopicPayload<T>): number;
  /** Whether one of the user's logged-in sockets is open on this instance. */
  online(userId: number): boolean;
  /** Frames dropped for slow clients since start. */
  readonly dropped: number;
  close(): Promise<void>;
}

/**
 * The /v1/ws endpoint (docs/api/socket.md): login with the session token, sub/unsub, ping/pong,
 * idle close, per-socket message cap, per-IP socket cap, and back-pressure for slow clients.
 */
export function attachHub(
  server: Server,
  db: Db,
  log: FastifyBaseLogger,
  topicCheck: TopicCheck,
  limits: HubLimits = DEFAULT_HUB_LIMITS,
  hooks: HubHooks = {},
): Hub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  const clients = new HubClients(topicCheck, hooks);
  /** Set by close(): from then on no socket is accepted, so a client that reconnects at once can't keep close() waiting. */
  let closing = false;
  gateUpgrades(server, wss, { limits, hooks, perIp: clients.perIp, closing: () => closing });
  // A client over its queue limit gets no replies either (a pong would only grow the queue it isn't reading).
  const sendFrame = (c: Client, f: ServerFrame) => {
    if (c.ws.readyState !== c.ws.OPEN || c.ws.bufferedAmount > limits.dropAboveBytes) return;
    const text = JSON.stringify(f);
    c.ws.send(text);
    hooks.sent?.(null, 1, Buffer.byteLength(text));
  };
  // A session ended elsewhere (logout, password change, disabled user): private topics go, and the app is told.
  const stopSessionWatch = watchSessions(
    db,
    log,
    limits.sessionCheckMs,
    () => clients.all,
    (c) => {
      clients.dropPrivate(c);
      sendFrame(c, { type: 'session_end' });
    },
  );
  const handle = frameHandler({ db, log, limits, clients, sendFrame });
  wss.on('connection', (ws: WebSocket, ip: string) => {
    const c = clients.add(ws, ip);
    ws.on('message', (data, isBinary) => {
      c.chain = c.chain.then(() => handle(c, data, isBinary)).catch((err) => log.debug({ err }, 'ws frame failed'));
    });
    ws.on('close', () => clients.remove(c));
    ws.on('error', (err) => log.debug({ err }, 'ws error'));
  });
  const sweep = sweepClients(clients.all, limits);
  const publisher = publishing(clients, limits, hooks);
  return {
    get clientCount() {
      return clients.all.size;
    },
    get dropped() {
      return publisher.dropped;
    },
    subscribers: (topic) => clients.byTopic.get(topic)?.size ?? 0,
    online: (userId) => clients.users.online(userId),
    publish: publisher.publish,
    publishToUser: publisher.publishToUser,
    close: () => {
      closing = true;
      clearInterval(sweep);
      stopSessionWatch();
      return closeAll(wss, clients.all);
    },
  };
}

interface FrameContext {
  db: Db;
  log: FastifyBaseLogger;
  limits: HubLimits;
  clients: HubClients;
  sendFrame: (c: Client, f: ServerFrame) => void;
}

/** One client frame: counted against the per-second cap, then ping, sub, unsub or login. */
function frameHandler({ db, log, limits, clients, sendFrame }: FrameContext) {
  return async (c: Client, data: RawData, isBinary: boolean) => {
    const t = Date.now();
    c.lastSeen = t;
    if (t - c.windowStart >= 1000) {
      c.windowStart = t;
      c.windowCount = 0;
    }
    if (++c.windowCount > limits.maxMessagesPerSecond) return;
    if (isBinary) return;
    const frame = parseClientFrame(data.toString());
    if (!frame) {
      log.debug({ ip: c.ip }, 'ws: malformed frame ignored');
      return;
    }
    switch (frame.type) {
      case 'ping':
        sendFrame(c, { type: 'pong' });
        break;
      case 'unsub':
        clients.unsubscribe(c, frame.topic);
        break;
      case 'sub':
        if (!clients.subscribe(c, frame.topic)) log.debug({ topic: frame.topic }, 'ws: unknown topic ignored');
        break;
      case 'login':
        try {
          const a = await authenticate(db, frame.token);
          clients.login(c, a.user.id, a.sessionId);
          sendFrame(c, { type: 'login_result', code: 1 });
        } catch {
          clients.dropPrivate(c);
          sendFrame(c, { type: 'login_result', code: 0, msg: 'session invalid' });
        }
    }
  };
}

/** Closes idle sockets, and those whose queue stayed over the limit past slowCloseMs. Returns the timer. */
function sweepClients(clients: Set<Client>, limits: HubLimits): ReturnType<typeof setInterval> {
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const c of clients) {
        if (now - c.lastSeen > limits.idleMs) {
          c.ws.close(4000, 'idle');
          continue;
        }
        // Pings keep a socket from being idle, and a queue that never drains would grow without end.
        if (c.ws.bufferedAmount <= limits.dropAboveBytes) c.overSince = null;
        else if ((c.overSince ??= now) <= now - limits.slowCloseMs) c.ws.terminate();
      }
    },
    Math.min(5000, limits.idleMs / 2, limits.slowCloseMs / 2),
  );
  sweep.unref();
  return sweep;
}

/** Pushes to a topic's subscribers, serialised once, minding each client's queue; counts what it dropped. */
function publishing({ byTopic }: HubClients, limits: HubLimits, hooks: HubHooks) {
  let dropped = 0;
  const frame = <T extends Topic>(topic: T, data: TopicPayload<T>) =>
    Buffer.from(JSON.stringify({ type: 'push', ...asPush(topic, data) } satisfies ServerFrame));
  /** Sends a pre-serialised text frame, minding the client's queue. */
  const deliver = (c: Client, buf: Buffer): boolean => {
    if (c.ws.readyState !== c.ws.OPEN) return false;
    if (c.ws.bufferedAmount > limits.dropAboveBytes) {
      dropped++;
      if (++c.drops >= limits.closeAfterDrops) c.ws.terminate();
      return false;
    }
    c.drops = 0;
    c.ws.send(buf, { binary: false });
    return true;
  };
  return {
    get dropped() {
      return dropped;
    },
    publish<T extends Topic>(topic: T, data: TopicPayload<T>): number {
      const set = byTopic.get(topic);
      if (!set || set.size === 0) return 0;
      const buf = frame(topic, data);
      let n = 0;
      for (const c of set) if (deliver(c, buf)) n++;
      hooks.sent?.(topic, n, buf.length);
      return n;
    },
    publishToUser<T extends Topic>(userId: number, topic: T, data: TopicPayload<T>): number {
      const set = byTopic.get(topic);
      if (!set) return 0;
      let buf: Buffer | null = null;
      let n = 0;
      for (const c of set) {
        if (c.userId !== userId) continue;
        buf ??= frame(topic, data);
        if (deliver(c, buf)) n++;
      }
      if (buf) hooks.sent?.(topic, n, buf.length);
      return n;
    },
  };
}

/**
 * A clean close handshake first; a peer that does not answer within a second is cut, so shutdown (and the HTTP
 * server's close, which waits for every socket) never hangs on a silent phone.
 */
function closeAll(wss: WebSocketServer, clients: Set<Client>): Promise<void> {
  return new Promise((resolve) => {
    for (const c of clients) c.ws.close(1001, 'server shutting down');
    const cut = setTimeout(() => {
      for (const c of clients) c.ws.terminate();
    }, 1000);
    const done = () => {
      clearTimeout(cut);
      wss.close(() => resolve());
    };
    if (clients.size === 0) {
      done();
      return;
    }
    const check = setInterval(() => {
      if (clients.size === 0) {
        clearInterval(check);
        done();
      }
    }, 20);
  });
}
