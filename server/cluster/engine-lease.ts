import pg from 'pg';
import type { ClusterLog } from './cluster-log.js';

/**
 * The engine role (docs/operations.md, Many instances): at most one instance at a time runs the price feed,
 * candle persistence, the trigger books and stop-out. `held` says whether this one does; `epoch` grows with
 * every new holder, so a batch of ticks from a holder that lost the lease can be told apart and dropped.
 */
export interface EngineLease {
  readonly held: boolean;
  readonly epoch: number;
  /** Called with true when this instance takes the role and false when it loses it (never twice in a row). */
  onChange(listener: (held: boolean) => void): void;
  /** Starts holding (or trying to). */
  start(): Promise<void>;
  /** Gives the role up (if held) and stops trying. */
  close(): Promise<void>;
}

/** One instance: the role is always this process's, from start() on. */
export class AlwaysHeldLease implements EngineLease {
  #held = false;
  #listeners: ((held: boolean) => void)[] = [];
  get held() {
    return this.#held;
  }
  readonly epoch = 1;
  onChange(listener: (held: boolean) => void): void {
    this.#listeners.push(listener);
  }
  async start(): Promise<void> {
    this.#held = true;
    for (const l of this.#listeners) l(true);
  }
  async close(): Promise<void> {
    if (this.#held) {
      this.#held = false;
      for (const l of this.#listeners) l(false);
    }
  }
}

/** pg_advisory_lock key of the engine role; the startup lock (db/migrate.ts) is 5685463. */
export const ENGINE_LOCK = 5685464;
/** How often an instance without the role tries to take it, and a holder checks its connection. */
export const LEASE_RETRY_MS = 1000;
/**
 * How long a lease query may go unanswered before the connection counts as lost (ms). A paused or unreachable
 * PostgreSQL never answers and a socket that is cut without a word looks alive: waiting for ever, a holder would
 * go on believing in a session PostgreSQL may already have ended (and given the lock to another instance).
 */
export const LEASE_QUERY_TIMEOUT_MS = 3000;

/**
 * The role as a PostgreSQL session advisory lock on a connection of its own (not the pool's: the lock lives
 * as long as that session). PostgreSQL frees it when the session ends, a crashed holder's included, so the
 * next try of another instance takes it. A holder checks its connection every second and steps down as soon
 * as it fails or goes unanswered for LEASE_QUERY_TIMEOUT_MS (the lock may already be someone else's); closing
 * that connection ends the session, so the lock is freed as soon as PostgreSQL reads again. The epoch comes from a sequence, taken under the lock.
 */
export class PgLease implements EngineLease {
  readonly #url: string;
  readonly #log: ClusterLog;
  #client: pg.Client | null = null;
  #held = false;
  #epoch = 0;
  #closed = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #busy: Promise<void> = Promise.resolve();
  readonly #listeners: ((held: boolean) => void)[] = [];

  constructor(url: string, log: ClusterLog) {
    this.#url = url;
    this.#log = log;
  }

  get held() {
    return this.#held;
  }
  get epoch() {
    return this.#epoch;
  }
  /** The lease connection's server process id (tests end it with pg_terminate_backend to act out a crash). */
  get backendPid(): number | null {
    return (this.#client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  onChange(listener: (held: boolean) => void): void {
    this.#listeners.push(listener);
  }

  async start(): Promise<void> {
    await this.#round();
    this.#schedule();
  }

  #schedule(): void {
    if (this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#busy = this.#busy.then(() => this.#round()).finally(() => this.#schedule());
    }, LEASE_RETRY_MS);
    this.#timer.unref?.();
  }

  /** One try: connect if needed, then take the lock (not held) or prove the session is alive (held). */
  async #round(): Promise<void> {
    if (this.#closed) return;
    try {
      if (!this.#client) await this.#connect();
      const c = this.#client!;
      if (this.#held) {
        await c.query('select 1');
        return;
      }
      const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [ENGINE_LOCK]);
      if (!rows[0]?.ok) return;
      await c.query('create sequence if not exists lotline_engine_epoch');
      const e = await c.query<{ epoch: string }>("select nextval('lotline_engine_epoch') as epoch");
      this.#epoch = Number(e.rows[0]!.epoch);
      this.#set(true);
      this.#log.info(`engine lease taken (epoch ${this.#epoch})`);
    } catch (err) {
      this.#log.warn({ err }, 'engine lease: connection failed');
      this.#drop();
    }
  }

  async #connect(): Promise<void> {
    const c = new pg.Client({
      connectionString: this.#url,
      connectionTimeoutMillis: 3000,
      query_timeout: LEASE_QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    // A dropped session must never be an unhandled error: it means the lock is gone, so the role goes with it.
    c.on('error', (err) => {
      this.#log.warn({ err }, 'engine lease: connection lost');
      if (this.#client === c) this.#drop();
    });
    c.on('end', () => {
      if (this.#client === c) this.#drop();
    });
    this.#client = c;
    await c.connect();
  }

  /** The session is gone (or going): step down at once, and reconnect on the next round. */
  #drop(): void {
    const c = this.#client;
    this.#client = null;
    void c?.end().catch(() => {});
    if (this.#held) {
      this.#log.warn(`engine lease lost (epoch ${this.#epoch}): stepping down`);
      this.#set(false);
    }
  }

  #set(held: boolean): void {
    this.#held = held;
    for (const l of this.#listeners) {
      try {
        l(held);
      } catch (err) {
        this.#log.error({ err }, 'engine lease listener failed');
      }
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#busy.catch(() => {});
    const c = this.#client;
    this.#client = null;
    if (this.#held) this.#set(false);
    // Ending the session frees the lock: the next instance takes it on its next try (within LEASE_RETRY_MS).
    await c?.end().catch(() => {});
  }
}
