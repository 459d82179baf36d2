import type { ClientFrame, ConnState, ServerFrame } from '../core/protocol/frames';

/** docs/product.md, Constants: connect timeout 5 s, ping every 5 s, reconnect after more than 2 missed pongs. */
export const CONNECT_TIMEOUT_MS = 5000;
export const PING_EVERY_MS = 5000;
export const MAX_MISSED_PONGS = 2;
export const BACKOFF_MIN_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/** The part of a WebSocket the connection uses (a real one in the worker, a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev?: unknown) => void) | null;
  onclose: ((ev?: unknown) => void) | null;
  onerror: ((ev?: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

/** Everything from the outside world, passed in so tests can drive time and sockets. */
export interface ConnectionDeps {
  createSocket(url: string): SocketLike;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  random(): number;
}

export interface ConnectionHandlers {
  onState(state: ConnState): void;
  onFrame(frame: ServerFrame): void;
  /** Called after a reconnect (not the first connect): what was missed must be fetched again. */
  onReconnected(): void;
}

/** The delay before reconnect attempt `n` (0-based): doubling from 1 s to 30 s, with jitter down to half. */
export function backoffDelay(n: number, random: () => number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** n);
  return Math.max(BACKOFF_MIN_MS, Math.round(base * (0.5 + 0.5 * random())));
}

const OPEN = 1;

/**
 * One logical connection to /v1/ws that survives drops: connect timeout, login with the token,
 * reference-counted topics re-subscribed after every reconnect, heartbeat, backoff with jitter.
 */
export class Connection {
  state: ConnState = 'connecting';
  /** Frames and characters received since the start (the perf overlay's socket figures; JSON is ASCII: chars ~ bytes). */
  frames = 0;
  chars = 0;
  readonly #url: string;
  readonly #d: ConnectionDeps;
  readonly #h: ConnectionHandlers;
  readonly #topics = new Map<string, number>();
  #token = '';
  #ws: SocketLike | null = null;
  #connectTimer: unknown = null;
  #retryTimer: unknown = null;
  #pingTimer: unknown = null;
  #missed = 0;
  #attempt = 0;
  #everOpened = false;
  #stopped = true;
  #offline = false;

  constructor(url: string, deps: ConnectionDeps, handlers: ConnectionHandlers) {
    this.#url = url;
    this.#d = deps;
    this.#h = handlers;
  }

  get topics(): ReadonlyMap<string, number> {
    return this.#topics;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    this.#teardown();
    this.#d.clearTimeout(this.#retryTimer);
  }

  /** Logs in (or, with '', out) on the live socket and on every later one. */
  setToken(token: string): void {
    if (token === this.#token) return;
    this.#token = token;
    this.#send({ type: 'login', token });
    // Topics for logged-in users were refused before this login: ask again (the server ignores repeats).
    for (const topic of this.#topics.keys()) this.#send({ type: 'sub', topic });
  }

  subscribe(topic: string): void {
    const n = (this.#topics.get(topic) ?? 0) + 1;
    this.#topics.set(topic, n);
    if (n === 1) this.#send({ type: 'sub', topic });
  }

  unsubscribe(topic: string): void {
    const n = (this.#topics.get(topic) ?? 0) - 1;
    if (n > 0) {
      this.#topics.set(topic, n);
      return;
    }
    if (!this.#topics.delete(topic)) return;
    this.#send({ type: 'unsub', topic });
  }

  /** The browser says the network is gone (or back): show 'offline', and retry at once when it returns. */
  setOnline(online: boolean): void {
    this.#offline = !online;
    if (!online) {
      this.#teardown();
      this.#setState('offline');
      return;
    }
    if (!this.#stopped && this.state !== 'open') {
      this.#d.clearTimeout(this.#retryTimer);
      this.#attempt = 0;
      this.#connect();
    }
  }

  #send(frame: ClientFrame): void {
    if (this.#ws && this.#ws.readyState === OPEN && this.state === 'open') this.#ws.send(JSON.stringify(frame));
  }

  #setState(s: ConnState): void {
    if (this.state === s) return;
    this.state = s;
    this.#h.onState(s);
  }

  #connect(): void {
    if (this.#stopped || this.#offline) return;
    this.#setState(this.#everOpened || this.#attempt > 0 ? 'reconnecting' : 'connecting');
    const ws = this.#d.createSocket(this.#url);
    this.#ws = ws;
    this.#connectTimer = this.#d.setTimeout(() => this.#drop(), CONNECT_TIMEOUT_MS);
    ws.onopen = () => {
      if (ws !== this.#ws) return;
      this.#d.clearTimeout(this.#connectTimer);
      const reconnected = this.#everOpened;
      this.#everOpened = true;
      this.#attempt = 0;
      this.#missed = 0;
      this.#setState('open');
      if (this.#token) this.#send({ type: 'login', token: this.#token });
      for (const topic of this.#topics.keys()) this.#send({ type: 'sub', topic });
      this.#pingTimer = this.#d.setInterval(() => this.#heartbeat(), PING_EVERY_MS);
      if (reconnected) this.#h.onReconnected();
    };
    ws.onmessage = (ev) => {
      if (ws !== this.#ws || typeof ev.data !== 'string') return;
      this.frames++;
      this.chars += ev.data.length;
      let frame: ServerFrame;
      try {
        frame = JSON.parse(ev.data) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'pong') {
        this.#missed = 0;
        return;
      }
      this.#h.onFrame(frame);
    };
    ws.onclose = () => {
      if (ws === this.#ws) this.#drop();
    };
    ws.onerror = () => {
      if (ws === this.#ws) this.#drop();
    };
  }

  /** Every 5 s: give up on a socket with more than 2 pings unanswered, else ping again. */
  #heartbeat(): void {
    if (this.#missed > MAX_MISSED_PONGS) {
      this.#drop();
      return;
    }
    this.#missed++;
    this.#ws?.send(JSON.stringify({ type: 'ping' } satisfies ClientFrame));
  }

  #teardown(): void {
    this.#d.clearTimeout(this.#connectTimer);
    this.#d.clearInterval(this.#pingTimer);
    const ws = this.#ws;
    this.#ws = null;
    if (ws) {
      ws.onopen = ws.onclose = ws.onerror = null;
      ws.onmessage = null;
      try {
        ws.close();
      } catch {
        /* already closed */
      }
    }
  }

  /** The socket is gone (closed, failed, timed out or silent): schedule the next attempt. */
  #drop(): void {
    this.#teardown();
    if (this.#stopped || this.#offline) return;
    this.#setState('reconnecting');
    const delay = backoffDelay(this.#attempt++, this.#d.random);
    this.#retryTimer = this.#d.setTimeout(() => this.#connect(), delay);
  }
}
