import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { authenticate } from '../accounts/session-service.js';
import { parseClientFrame, type ServerFrame } from '../../core/protocol/frames.js';
import {
  DEFAULT_HUB_LIMITS,
  MAX_FRAME_BYTES,
  MAX_TOPICS_PER_SOCKET,
  type HubHooks,
  type HubLimits,
  type TopicCheck,
} from './hub-options.js';
import { watchSessions } from './session-watch.js';
import { gateUpgrades } from './upgrade-gate.js';
import { UserSockets } from './user-sockets.js';

interface Client {
  ws: WebSocket;
  ip: string;
  userId: number | null;
  sessionId: number | null;
  topics: Set<string>;
  lastSeen: number;
  windowStart: number;
  windowCount: number;
  /** Pushes dropped in a row because the client's queue was full. */
  drops: number;
  /** Since when the queue has been seen above the limit (by the sweep); null while it is below. */
  overSince: number | null;
  /** Frames are handled one after another: a sub sent right after a login waits for the login to finish. */
  chain: Promise<void>;
}

export interface Hub {
  readonly clientCount: number;
  /** Sends one push to every subscriber of `topic`, serialised once. Returns how many got it. */
  publish(topic: string, data: unknown): number;
  /** How many sockets hold `topic`. */
  subscribers(topic: string): number;
  /** Sends one push on `topic` to the sockets of one user that subscribed to it. */
  publishToUser(userId: number, topic: string, data: unknown): number;
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
  const clients = new Set<Client>();
  const byTopic = new Map<string, Set<Client>>();
  const perIp = new Map<string, number>();
  let dropped = 0;
  const users = new UserSockets(hooks);
  const setUser = (c: Client, userId: number | null) => users.setUser(c, userId);
  /** Set by close(): from then on no socket is accepted, so a client that reconnects at once can't keep close() waiting. */
  let closing = false;

  gateUpgrades(server, wss, { limits, hooks, perIp, closing: () => closing });

  // A client over its queue limit gets no replies either (a pong would only grow the queue it isn't reading).
  const sendFrame = (c: Client, f: ServerFrame) => {
    if (c.ws.readyState === c.ws.OPEN && c.ws.bufferedAmount <= limits.dropAboveBytes) c.ws.send(JSON.stringify(f));
  };

  const unsubscribe = (c: Client, topic: string) => {
    c.topics.delete(topic);
    const set = byTopic.get(topic);
    if (set) {
      set.delete(c);
      if (set.size === 0) byTopic.delete(topic);
    }
  };

  /** Logged out on this socket: no user, no private topics (market topics stay). */
  const dropPrivate = (c: Client) => {
    setUser(c, null);
    c.sessionId = null;
    for (const topic of [...c.topics]) if (topicCheck(topic) === 'private') unsubscribe(c, topic);
  };

  // A session ended elsewhere (logout, password change, disabled user): private topics go, and the app is told.
  const stopSessionWatch = watchSessions(
    db,
    log,
    limits.sessionCheckMs,
    () => clients,
    (c) => {
      dropPrivate(c);
      sendFrame(c, { type: 'session_end' });
    },
  );

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

  wss.on('connection', (ws: WebSocket, ip: string) => {
    const now = Date.now();
    const c: Client = {
      ws,
      ip,
      userId: null,
      sessionId: null,
      topics: new Set(),
      lastSeen: now,
      windowStart: now,
      windowCount: 0,
      drops: 0,
      overSince: null,
      chain: Promise.resolve(),
    };
    clients.add(c);
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    ws.on('message', (data, isBinary) => {
      c.chain = c.chain.then(() => handle(data, isBinary)).catch((err) => log.debug({ err }, 'ws frame failed'));
    });
    const handle = async (data: import('ws').RawData, isBinary: boolean) => {
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
        log.debug({ ip }, 'ws: malformed frame ignored');
        return;
      }
      switch (frame.type) {
        case 'ping':
          sendFrame(c, { type: 'pong' });
          break;
        case 'unsub':
          unsubscribe(c, frame.topic);
          break;
        case 'sub': {
          const kind = topicCheck(frame.topic);
          if (!kind) {
            log.debug({ topic: frame.topic }, 'ws: unknown topic ignored');
            break;
          }
          if (kind === 'private' && c.userId === null) break;
          if (c.topics.size >= MAX_TOPICS_PER_SOCKET) break;
          c.topics.add(frame.topic);
          let set = byTopic.get(frame.topic);
          if (!set) byTopic.set(frame.topic, (set = new Set()));
          set.add(c);
          break;
        }
        case 'login':
          try {
            const a = await authenticate(db, frame.token);
            setUser(c, a.user.id);
            c.sessionId = a.sessionId;
            sendFrame(c, { type: 'login_result', code: 1 });
          } catch {
            dropPrivate(c);
            sendFrame(c, { type: 'login_result', code: 0, msg: 'session invalid' });
          }
      }
    };
    ws.on('close', () => {
      clients.delete(c);
      setUser(c, null);
      for (const topic of [...c.topics]) unsubscribe(c, topic);
      const n = (perIp.get(ip) ?? 1) - 1;
      if (n > 0) perIp.set(ip, n);
      else perIp.delete(ip);
    });
    ws.on('error', (err) => log.debug({ err }, 'ws error'));
  });

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

  const frame = (topic: string, data: unknown) => Buffer.from(JSON.stringify({ type: 'push', topic, data }));

  return {
    get clientCount() {
      return clients.size;
    },
    get dropped() {
      return dropped;
    },
    subscribers: (topic) => byTopic.get(topic)?.size ?? 0,
    online: (userId) => users.online(userId),
    publish(topic, data) {
      const set = byTopic.get(topic);
      if (!set || set.size === 0) return 0;
      const buf = frame(topic, data);
      let n = 0;
      for (const c of set) if (deliver(c, buf)) n++;
      return n;
    },
    publishToUser(userId, topic, data) {
      const set = byTopic.get(topic);
      if (!set) return 0;
      let buf: Buffer | null = null;
      let n = 0;
      for (const c of set) {
        if (c.userId !== userId) continue;
        buf ??= frame(topic, data);
        if (deliver(c, buf)) n++;
      }
      return n;
    },
    // A clean close handshake first; a peer that does not answer within a second is cut, so shutdown
    // (and the HTTP server's close, which waits for every socket) never hangs on a silent phone.
    close: () =>
      new Promise((resolve) => {
        closing = true;
        clearInterval(sweep);
        stopSessionWatch();
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
      }),
  };
}
