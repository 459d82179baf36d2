import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { MarketService } from '../market/market-service.js';
import type { Tick } from '../market/price-feed.js';
import type { UserPublisher } from '../trading/trading-engine.js';
import type { PushSender } from '../push/push-sender.js';
import { Channels, type Bus } from '../cluster/bus.js';
import { transact } from '../db/on-commit.js';
import { readSettings } from '../content/settings-repository.js';
import {
  ALERT_COOLDOWN_MAX_SECONDS,
  ALERT_COOLDOWN_SECONDS,
  afterStep,
  alertStep,
} from '../../core/rules/price-alert.js';
import { AlertMode, type AlertDirection, type CodeOf } from '../../core/codes.js';
import type { AlertPush } from '../../core/wire/alerts.js';
import { AlertBooks } from './alert-books.js';
import { inUserLanes } from '../db/user-lanes.js';
import {
  activeAlerts,
  findAlert,
  markAlertFired,
  markAlertQuiet,
  markAlertRearmed,
  type AlertRow,
} from './alerts-repository.js';
import { insertAlertFire } from './alert-fires-repository.js';
import { alertWire } from './alert-wire.js';

/** Many instances: how often the engine re-reads the switched-on alerts as a backstop for the bus (ms). */
export const ALERT_POLL_MS = 30_000;

/**
 * Checks price alerts on ticks, where the order engine runs: with one instance always; with many, only
 * on the engine-role holder (activate/deactivate follow the lease, like TradingEngine). A tick asks the pair's alert
 * book (alert-books.ts) for the alerts it crosses, applies the rule (core/rules/price-alert.ts) in memory at once,
 * so the next tick sees the new state, and queues the write; a fire that its conditional write confirms (the alert
 * was not deleted meanwhile) is recorded in the user's firings (alert-fires-repository.ts) and pushed to the user's
 * sockets (PRICE_ALERT) and browsers (Web Push). An every-time alert that fired less than the operator's
 * `alert_every_time_cooldown_seconds` before (by the trades' times) is only disarmed, silently: that check is in the
 * fire's conditional write, against the last fire the row holds, so a new engine holder honours it too. Adds and
 * deletes made on any instance reach the books by the `alerts` bus channel (one instance: directly).
 */
export class AlertWatcher {
  readonly books: AlertBooks;
  readonly #db: Db;
  readonly #market: MarketService;
  readonly #bus: Bus | null;
  #pub: UserPublisher | null = null;
  #push: PushSender | null = null;
  #log: FastifyBaseLogger | null = null;
  #active = false;
  #queue: Promise<void> = Promise.resolve();
  #unfollow: (() => void) | null = null;
  #poll: ReturnType<typeof setInterval> | null = null;

  constructor(db: Db, market: MarketService, bus: Bus | null) {
    this.#db = db;
    this.#market = market;
    this.#bus = bus;
    this.books = new AlertBooks((pairId) => market.pair(pairId)?.price_precision ?? null);
  }

  /** Listens to ticks; with one instance loads the alerts and runs at once, with many waits for activate(). */
  async start(pub: UserPublisher | null, push: PushSender | null, log: FastifyBaseLogger): Promise<void> {
    this.#pub = pub;
    this.#push = push;
    this.#log = log;
    this.#market.onTick((t) => this.onTick(t));
    if (!this.#bus) await this.#load();
  }

  /** Many instances: this instance took the engine role. Changes are followed before the load, so none is missed. */
  async activate(): Promise<void> {
    if (!this.#bus || this.#active) return;
    this.#unfollow = this.#bus.subscribe(Channels.alerts, (id) => {
      if (typeof id === 'number') void this.#enqueue(() => this.#reload(id));
    });
    await this.#enqueue(() => this.#load());
    // The bus delivers at most once: a slow backstop picks up an add or delete whose message was lost.
    this.#poll = setInterval(() => {
      void this.#enqueue(() => this.#reconcile());
    }, ALERT_POLL_MS);
    this.#poll.unref?.();
  }

  /**
   * Adds the switched-on alerts the books lack and drops those the table no longer holds switched on. An alert the
   * books hold keeps its in-memory state: its own writes are queued behind this job, so the table may lag it.
   */
  async #reconcile(): Promise<void> {
    if (!this.#active) return;
    const rows = await activeAlerts(this.#db);
    const ids = new Set(rows.map((r) => r.id));
    for (const r of rows) if (!this.books.get(r.id)) this.books.track(r);
    for (const id of this.books.ids()) if (!ids.has(id)) this.books.forget(id);
  }

  async deactivate(): Promise<void> {
    if (!this.#bus || !this.#active) return;
    this.#active = false;
    this.#unfollow?.();
    this.#unfollow = null;
    if (this.#poll) clearInterval(this.#poll);
    this.#poll = null;
    await this.#queue;
    this.books.clear();
  }

  async stop(): Promise<void> {
    await this.deactivate();
    await this.#queue;
  }

  async #load(): Promise<void> {
    for (const a of await activeAlerts(this.#db)) this.books.track(a);
    this.#active = true;
  }

  /**
   * An alert was added (`row`) or deleted (null) by alert-service.ts. One instance: the books take it at once, before
   * the call answers, so the next tick already sees it. Many: the engine (wherever it runs) re-reads it from the bus.
   */
  changed(id: number, row: AlertRow | null): void {
    if (this.#bus) this.#bus.publish(Channels.alerts, id);
    else if (row && this.#active) this.books.track(row);
    else this.books.forget(id);
  }

  async #reload(id: number): Promise<void> {
    if (!this.#active) return;
    const a = await findAlert(this.#db, id);
    if (a) this.books.track(a);
    else this.books.forget(id);
  }

  /** Waits for queued alert work (tests, shutdown). */
  idle(): Promise<void> {
    return this.#queue;
  }

  #enqueue(job: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(job);
    this.#queue = run.catch((err) => this.#log?.error({ err }, 'price alert work failed'));
    return this.#queue;
  }

  onTick(t: Tick): void {
    if (!this.#active) return;
    const hits = this.books.crossed(t.pairId, t.price);
    if (!hits.length) return;
    const precision = this.#market.pair(t.pairId)?.price_precision ?? 5;
    const writes: { row: AlertRow; step: 'fire' | 'rearm' }[] = [];
    for (const a of hits) {
      const mode = a.mode as CodeOf<typeof AlertMode>;
      const step = alertStep(
        a.direction as CodeOf<typeof AlertDirection>,
        mode,
        a.armed === 1,
        a.price,
        t.price,
        precision,
      );
      const next = afterStep(step, mode, a.armed === 1);
      // The fire's count and time are the write's (a fire may turn out quiet: the cool-down is checked there).
      const row: AlertRow = { ...a, armed: next.armed ? 1 : 0, active: next.active ? 1 : 0 };
      this.books.track(row);
      if (step === 'fire' || step === 'rearm') writes.push({ row, step });
    }
    if (!writes.length) return;
    // One job for the tick's writes, users side by side (server/db/user-lanes.ts): a dip through a crowd of alerts
    // must not make the last one wait for every other's commit.
    void this.#enqueue(() =>
      inUserLanes(
        writes,
        (w) => w.row.user_id,
        // One alert's failed write is logged; the others of the tick still go.
        ({ row, step }) =>
          (step === 'fire' ? this.#fire(row, t) : this.#rearm(row)).catch((err) =>
            this.#log?.error({ err }, 'price alert work failed'),
          ),
      ),
    );
  }

  /** A re-armed alert's write; one deleted meanwhile leaves the books. */
  async #rearm(row: AlertRow): Promise<void> {
    if (!(await markAlertRearmed(this.#db, row.id))) this.books.forget(row.id);
  }

  /** The every-time cool-down in ms: the setting as stored, held to its range (a bad stored value: the default). */
  async #cooldownMs(): Promise<number> {
    const s = Number((await readSettings(this.#db)).alert_every_time_cooldown_seconds);
    const seconds = Number.isFinite(s) ? Math.min(Math.max(s, 0), ALERT_COOLDOWN_MAX_SECONDS) : ALERT_COOLDOWN_SECONDS;
    return seconds * 1000;
  }

  async #fire(row: AlertRow, t: Tick): Promise<void> {
    const cooldownMs = row.mode === AlertMode.Every ? await this.#cooldownMs() : 0;
    const fired = await transact(this.#db, async (trx) => {
      const a = await markAlertFired(trx, row.id, row.active ? 1 : 0, t.timeMs, cooldownMs);
      if (a) await insertAlertFire(trx, a, t.price, t.timeMs);
      // Not fired: cooling down (it waits to cross back, as after a fire), or deleted meanwhile.
      else if (await markAlertQuiet(trx, row.id)) return 'quiet';
      return a ?? null;
    });
    if (fired === 'quiet') return;
    if (!fired) {
      this.books.forget(row.id);
      return;
    }
    const alert = alertWire(fired, this.#market.pair(fired.pair_id));
    this.#pub?.publishToUser(fired.user_id, 'PRICE_ALERT', { alert, price: t.price } satisfies AlertPush);
    this.#push?.notify(fired.user_id, { kind: 'alert', alert, price: t.price });
  }
}
