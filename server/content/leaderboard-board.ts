import type { Db } from '../db/database.js';
import { computeLeaderboard, type LeaderboardEntry } from './leaderboard-service.js';

/** Where follow/list gets its rows. */
export interface LeaderboardSource {
  rows(): Promise<LeaderboardEntry[]>;
}

/**
 * How long one computation (one instance) or one stored snapshot (many) serves every caller, and how often the
 * engine role recomputes (ms): the ranking sums weeks of closed orders, so a crowd or a script costs one query.
 */
export const LEADERBOARD_TTL_MS = 30_000;

/** One instance: computed on the first call after the last one expired, in this process (which is the engine). */
export class ComputedLeaderboard implements LeaderboardSource {
  readonly #db: Db;
  #board: { at: number; rows: Promise<LeaderboardEntry[]> } | null = null;
  constructor(db: Db) {
    this.#db = db;
  }

  rows(): Promise<LeaderboardEntry[]> {
    const now = Date.now();
    if (!this.#board || now - this.#board.at >= LEADERBOARD_TTL_MS) {
      const rows = computeLeaderboard(this.#db, now);
      const board = { at: now, rows };
      this.#board = board;
      // A failed computation is not kept: the next caller tries again.
      rows.catch(() => {
        if (this.#board === board) this.#board = null;
      });
    }
    return this.#board.rows;
  }
}

/**
 * Many instances: the rows the engine role stored (LeaderboardWriter), re-read at most once a second per
 * instance. Before the first snapshot (a deployment's first seconds) the list is empty.
 */
export class StoredLeaderboard implements LeaderboardSource {
  readonly #db: Db;
  #read: { at: number; rows: Promise<LeaderboardEntry[]> } | null = null;
  constructor(db: Db) {
    this.#db = db;
  }

  rows(): Promise<LeaderboardEntry[]> {
    const now = Date.now();
    if (!this.#read || now - this.#read.at >= 1000) {
      const rows = this.#db
        .selectFrom('leaderboard_snapshots')
        .select('rows')
        .where('id', '=', 1)
        .executeTakeFirst()
        .then((r) => (r ? (JSON.parse(r.rows) as LeaderboardEntry[]) : []));
      const read = { at: now, rows };
      this.#read = read;
      rows.catch(() => {
        if (this.#read === read) this.#read = null;
      });
    }
    return this.#read.rows;
  }
}

export interface LeaderboardWriterLog {
  error(obj: unknown, msg: string): void;
}

/** Many instances: the engine role computes the leaderboard every LEADERBOARD_TTL_MS and stores it for every instance. */
export class LeaderboardWriter {
  readonly #db: Db;
  readonly #log: LeaderboardWriterLog;
  #timer: ReturnType<typeof setInterval> | null = null;
  #running: Promise<void> | null = null;
  constructor(db: Db, log: LeaderboardWriterLog) {
    this.#db = db;
    this.#log = log;
  }

  get active(): boolean {
    return this.#timer !== null;
  }

  start(everyMs = LEADERBOARD_TTL_MS): void {
    if (this.#timer) return;
    const run = () => {
      void this.runOnce().catch((err) => this.#log.error({ err }, 'leaderboard recompute failed'));
    };
    this.#timer = setInterval(run, everyMs);
    this.#timer.unref?.();
    run();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => undefined);
  }

  /** Computes and stores the leaderboard now. */
  runOnce(): Promise<void> {
    this.#running ??= (async () => {
      const now = Date.now();
      const rows = JSON.stringify(await computeLeaderboard(this.#db, now));
      await this.#db
        .insertInto('leaderboard_snapshots')
        .values({ id: 1, computed_ms: now, rows })
        .onConflict((oc) => oc.column('id').doUpdateSet({ computed_ms: now, rows }))
        .execute();
    })().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }
}
