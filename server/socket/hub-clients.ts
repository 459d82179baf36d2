import type { WebSocket } from 'ws';
import { MAX_TOPICS_PER_SOCKET, type HubHooks, type TopicCheck } from './hub-options.js';
import { UserSockets } from './user-sockets.js';

/** One open socket of the hub, with what it holds and the counters its limits read. */
export interface Client {
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

/**
 * The hub's open sockets: by topic (for publishing), by address (the per-IP cap the upgrade gate reads) and by
 * user (who is online). A socket's topics and user go with it.
 */
export class HubClients {
  readonly all = new Set<Client>();
  readonly byTopic = new Map<string, Set<Client>>();
  readonly perIp = new Map<string, number>();
  readonly users: UserSockets;

  constructor(
    private readonly topicCheck: TopicCheck,
    hooks: HubHooks,
  ) {
    this.users = new UserSockets(hooks);
  }

  add(ws: WebSocket, ip: string): Client {
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
    this.all.add(c);
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    return c;
  }

  remove(c: Client): void {
    this.all.delete(c);
    this.users.setUser(c, null);
    for (const topic of [...c.topics]) this.unsubscribe(c, topic);
    const n = (this.perIp.get(c.ip) ?? 1) - 1;
    if (n > 0) this.perIp.set(c.ip, n);
    else this.perIp.delete(c.ip);
  }

  /** Logged in on this socket as `userId` with session `sessionId`. */
  login(c: Client, userId: number, sessionId: number): void {
    this.users.setUser(c, userId);
    c.sessionId = sessionId;
  }

  /** Logged out on this socket: no user, no private topics (market topics stay). */
  dropPrivate(c: Client): void {
    this.users.setUser(c, null);
    c.sessionId = null;
    for (const topic of [...c.topics]) if (this.topicCheck(topic) === 'private') this.unsubscribe(c, topic);
  }

  /**
   * Adds `topic`: a private one only once logged in, and none past the cap. Returns whether the topic exists (the
   * caller logs an unknown one); a refused sub is silent.
   */
  subscribe(c: Client, topic: string): boolean {
    const kind = this.topicCheck(topic);
    if (!kind) return false;
    if ((kind === 'private' && c.userId === null) || c.topics.size >= MAX_TOPICS_PER_SOCKET) return true;
    c.topics.add(topic);
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(c);
    return true;
  }

  unsubscribe(c: Client, topic: string): void {
    c.topics.delete(topic);
    const set = this.byTopic.get(topic);
    if (set) {
      set.delete(c);
      if (set.size === 0) this.byTopic.delete(topic);
    }
  }
}
