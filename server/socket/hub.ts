import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { authenticate, SESSION_IDLE_MS } from '../accounts/session-service.js';
import { parseClientFrame, type ServerFrame } from '../../core/protocol/frames.js';
import { UserStatus } from '../../core/codes.js';

export interface HubLimits {
  /** A socket that sent nothing for this long is closed (docs/api/socket.md). */
  idleMs: number;
  /** Incoming frames per second per socket; more are dropped. */
  maxMessagesPerSecond: number;
  /** Open sockets per client IP; more are refused at the upgrade. */
  maxSocketsPerIp: number;
  /** Above this many queued bytes a client gets no more pushes until it drains (its queue stays bounded) ... */
  dropAboveBytes: number;
  /** ... and after this many pushes dropped in a row it is disconnected: it is not coming back soon. */
  closeAfterDrops: number;
  /** A client whose queue stays above dropAboveBytes this long is cut, even if it keeps pinging (ms). */
  slowCloseMs: number;
  /**
   * How often logged-in sockets' sessions are checked again (ms): a logout, password change or reset, idle expiry
   * or a disabled user ends the socket's private topics within this time, whichever process revoked it.
   */
  sessionCheckMs: number;
}

export const DEFAULT_HUB_LIMITS: HubLimits = {
  idleMs: 30_000, maxMessagesPerSecond: 10, maxSocketsPerIp: 50, dropAboveBytes: 256 * 1024, closeAfterDrops: 400, slowCloseMs: 30_000,
  sessionCheckMs: 1000,
};

const MAX_FRAME_BYTES = 4096;
const MAX_TOPICS_PER_SOCKET = 64;

interface Client {
  ws: WebSocket; ip: string; userId: number | null; sessionId: number | null; topics: Set<string>; lastSeen: number;
  windowStart: number; windowCount: number;
  /** Pushes dropped in a row because the client's queue was full. */
  drops: number;
  /** Since when the queue has been seen above the limit (by the sweep); null while it is below. */
  overSince: number | null;
  /** Frames are handled one after another: a sub sent right after a login waits for the login to finish. */
  chain: Promise<void>;
}

/**
 * What a hub tells (and asks) the instance around it. With many instances, a user's pushes come over the bus on a
 * channel of their own, which this instance listens to only while it holds one of their logged-in sockets.
 */
export interface HubHooks {
  /** The first logged-in socket of `userId` on this instance. */
  userOnline?(userId: number): void;
  /** Its last one closed or logged out. */
  userOffline?(userId: number): void;
  /** The client's address for the per-IP cap (the forwarded one behind a trusted proxy); the peer's by default. */
  clientIp?(req: IncomingMessage): string;
  /**
   * Many instances: the per-IP cap counted across them. Resolves to the socket's release, or null to refuse it.
   * Asked after this instance's own count has admitted the socket.
   */
  admit?(ip: string): Promise<(() => void) | null>;
}

/** Who may subscribe to what: public market topics for anyone, trading topics once logged in. */
export type TopicCheck = (topic: string) => 'public' | 'private' | null;

export interface Hub {
  readonly clientCount: number;
  /** Sends one push to every subscriber of `topic`, serialised once. Returns how many got it. */
  publish(topic: string, data: unknown): number;
  /** How many sockets hold `topic`. */
  subscribers(topic: string): number;
  /** Sends one push on `topic` to the sockets of one user that subscribed to it. */
  publishToUser(userId: number, topic: string, data: unknown): number;
  /** Frames dropped for slow clients since start. */
  readonly dropped: number;
  close(): Promise<void>;
}

/**
 * The /v1/ws endpoint (docs/api/socket.md): login with the session token, sub/unsub, ping/pong,
 * idle close, per-socket message cap, per-IP socket cap, and back-pressure for slow clients.
 */
export function attachHub(server: Server, db: Db, log: FastifyBaseLogger, topicCheck: TopicCheck, limits: HubLimits = DEFAULT_HUB_LIMITS, hooks: HubHooks = {}): Hub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  const clients = new Set<Client>();
  const byTopic = new Map<string, Set<Client>>();
  const perIp = new Map<string, number>();
  let dropped = 0;
  /** Logged-in sockets per user, for hooks.userOnline / userOffline. */
  const perUser = new Map<number, number>();
  const setUser = (c: Client, userId: number | null) => {
    if (c.userId === userId) return;
    if (c.userId !== null) {
      const n = (perUser.get(c.userId) ?? 1) - 1;
      if (n > 0) perUser.set(c.userId, n); else { perUser.delete(c.userId); hooks.userOffline?.(c.userId); }
    }
    c.userId = userId;
    if (userId !== null) {
      const n = (perUser.get(userId) ?? 0) + 1;
      perUser.set(userId, n);
      if (n === 1) hooks.userOnline?.(userId);
    }
  };
  /** Set by close(): from then on no socket is accepted, so a client that reconnects at once can't keep close() waiting. */
  let closing = false;

  const refuse = (socket: Duplex) => {
    // Destroyed once the answer is written: the HTTP server allows half-open sockets, so a peer that never
    // closes its side would otherwise keep this one (and the server's close) open for ever.
    socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n', () => socket.destroy());
  };

  server.on('upgrade', (req: IncomingMessage, socket, head) => {
    const path = req.url ? new URL(req.url, 'http://x').pathname : '';
    const ip = hooks.clientIp?.(req) ?? req.socket.remoteAddress ?? '?';
    if (path !== '/v1/ws' || closing) { socket.destroy(); return; }
    if ((perIp.get(ip) ?? 0) >= limits.maxSocketsPerIp) {
      refuse(socket);
      return;
    }
    if (!hooks.admit) { wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, ip)); return; }
    void hooks.admit(ip).then((release) => {
      if (!release) { refuse(socket); return; }
      if (closing || socket.destroyed) { release(); socket.destroy(); return; }
      wss.handleUpgrade(req, socket, head, (ws) => { ws.once('close', release); wss.emit('connection', ws, ip); });
    });
  });

  // A client over its queue limit gets no replies either (a pong would only grow the queue it isn't reading).
  const sendFrame = (c: Client, f: ServerFrame) => {
    if (c.ws.readyState === c.ws.OPEN && c.ws.bufferedAmount <= limits.dropAboveBytes) c.ws.send(JSON.stringify(f));
  };

  const unsubscribe = (c: Client, topic: string) => {
    c.topics.delete(topic);
    const set = byTopic.get(topic);
    if (set) { set.delete(c); if (set.size === 0) byTopic.delete(topic); }
  };

  /** Logged out on this socket: no user, no private topics (market topics stay). */
  const dropPrivate = (c: Client) => {
    setUser(c, null);
    c.sessionId = null;
    for (const topic of [...c.topics]) if (topicCheck(topic) === 'private') unsubscribe(c, topic);
  };

  /**
   * Sockets whose session is no longer live (revoked by a logout, a password change or reset, idle past
   * 30 days, or its user disabled) lose their private topics and are told, so the app goes to login.
   * One indexed query per round for every logged-in socket, rather than a hook in each place that revokes:
   * it also sees revocations made by another process (the operator CLI, another instance).
   */
  let checking = false;
  const checkSessions = async () => {
    if (checking) return;
    checking = true;
    try {
      const bySession = new Map<number, Client[]>();
      for (const c of clients) if (c.sessionId !== null) (bySession.get(c.sessionId) ?? bySession.set(c.sessionId, []).get(c.sessionId)!).push(c);
      const ids = [...bySession.keys()];
      const live = new Set<number>();
      const since = Date.now() - SESSION_IDLE_MS;
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.id')
          .where('sessions.id', 'in', ids.slice(i, i + 500)).where('sessions.revoked_ms', 'is', null)
          .where('sessions.last_seen_ms', '>', since).where('users.status', '=', UserStatus.Active).execute();
        for (const r of rows) live.add(r.id);
      }
      for (const [id, list] of bySession) {
        if (live.has(id)) continue;
        // A socket that logged in again meanwhile holds another session id: only the ended one goes.
        for (const c of list) if (c.sessionId === id) { dropPrivate(c); sendFrame(c, { type: 'session_end' }); }
      }
    } catch (err) {
      log.warn({ err }, 'ws: session check failed');
    } finally {
      checking = false;
    }
  };
  const sessionTimer = setInterval(() => { void checkSessions(); }, limits.sessionCheckMs);
  sessionTimer.unref();

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
    const c: Client = { ws, ip, userId: null, sessionId: null, topics: new Set(), lastSeen: now, windowStart: now, windowCount: 0, drops: 0, overSince: null, chain: Promise.resolve() };
    clients.add(c);
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    ws.on('message', (data, isBinary) => { c.chain = c.chain.then(() => handle(data, isBinary)).catch((err) => log.debug({ err }, 'ws frame failed')); });
    const handle = async (data: import('ws').RawData, isBinary: boolean) => {
      const t = Date.now();
      c.lastSeen = t;
      if (t - c.windowStart >= 1000) { c.windowStart = t; c.windowCount = 0; }
      if (++c.windowCount > limits.maxMessagesPerSecond) return;
      if (isBinary) return;
      const frame = parseClientFrame(data.toString());
      if (!frame) { log.debug({ ip }, 'ws: malformed frame ignored'); return; }
      switch (frame.type) {
        case 'ping': sendFrame(c, { type: 'pong' }); break;
        case 'unsub': unsubscribe(c, frame.topic); break;
        case 'sub': {
          const kind = topicCheck(frame.topic);
          if (!kind) { log.debug({ topic: frame.topic }, 'ws: unknown topic ignored'); break; }
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
      if (n > 0) perIp.set(ip, n); else perIp.delete(ip);
    });
    ws.on('error', (err) => log.debug({ err }, 'ws error'));
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const c of clients) {
      if (now - c.lastSeen > limits.idleMs) { c.ws.close(4000, 'idle'); continue; }
      // Pings keep a socket from being idle, and a queue that never drains would grow without end.
      if (c.ws.bufferedAmount <= limits.dropAboveBytes) c.overSince = null;
      else if ((c.overSince ??= now) <= now - limits.slowCloseMs) c.ws.terminate();
    }
  }, Math.min(5000, limits.idleMs / 2, limits.slowCloseMs / 2));
  sweep.unref();

  const frame = (topic: string, data: unknown) => Buffer.from(JSON.stringify({ type: 'push', topic, data }));

  return {
    get clientCount() { return clients.size; },
    get dropped() { return dropped; },
    subscribers: (topic) => byTopic.get(topic)?.size ?? 0,
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
    close: () => new Promise((resolve) => {
      closing = true;
      clearInterval(sweep);
      clearInterval(sessionTimer);
      for (const c of clients) c.ws.close(1001, 'server shutting down');
      const cut = setTimeout(() => { for (const c of clients) c.ws.terminate(); }, 1000);
      const done = () => { clearTimeout(cut); wss.close(() => resolve()); };
      if (clients.size === 0) { done(); return; }
      const check = setInterval(() => { if (clients.size === 0) { clearInterval(check); done(); } }, 20);
    }),
  };
}
