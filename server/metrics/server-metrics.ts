import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OrderAction, OrderResult } from '../trading/order-counts.js';

/** How a socket frame's topic is classed: market data, a user's own data, or the protocol's replies. */
export type FrameKind = 'public' | 'private' | 'control';

/** What is read at each scrape rather than counted as it happens (sizes and states). */
export interface MetricSources {
  socketsOpen?: () => number;
  triggerBook?: () => number;
  alertBook?: () => number;
  lease?: () => { held: boolean; epoch: number };
  outbox?: () => Promise<{ backlog: number; failed: number }>;
  pool?: () => { total: number; idle: number; waiting: number };
}

/** Seconds: a request or a publish pass is a few ms; a slow one (a full table, a GC) up to seconds. */
const FAST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Seconds: a tick reaches the socket within the 100 ms publish period, later on a busy or remote instance. */
const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2];

/**
 * One instance's Prometheus metrics (docs/operations.md, Metrics), in a registry of its own: tests run several
 * servers in one process, and each must expose only its own figures. Names start with `lotline_`; the process
 * defaults (CPU, memory, event-loop lag, GC) keep prom-client's names.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'lotline_http_request_duration_seconds',
    help: 'HTTP request duration by route template, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: FAST_BUCKETS,
    registers: [this.registry],
  });
  readonly framesSent = new Counter({
    name: 'lotline_socket_frames_sent_total',
    help: 'Socket frames sent, by topic kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly bytesSent = new Counter({
    name: 'lotline_socket_bytes_sent_total',
    help: 'Socket bytes sent, by topic kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly publishDuration = new Histogram({
    name: 'lotline_publish_loop_seconds',
    help: 'Duration of one market publish pass (DAY_MARKET and KLINE frames)',
    buckets: FAST_BUCKETS,
    registers: [this.registry],
  });
  readonly tickToSend = new Histogram({
    name: 'lotline_tick_to_send_seconds',
    help: 'From a trade (its time stamp) to the publish pass that sends it to the sockets',
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });
  readonly orders = new Counter({
    name: 'lotline_orders_total',
    help: 'Order submits, closes and trigger fires, by result',
    labelNames: ['action', 'result'] as const,
    registers: [this.registry],
  });
  readonly busLag = new Histogram({
    name: 'lotline_redis_bus_lag_seconds',
    help: 'Round trip of a message over the Redis bus, from publish to delivery back to this instance',
    buckets: FAST_BUCKETS,
    registers: [this.registry],
  });
  readonly webPush = new Counter({
    name: 'lotline_web_push_total',
    help: 'Web Push messages, by result (sent, failed)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  #sources: MetricSources = {};

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Touched once so every series a dashboard names exists from the first scrape, at zero.
    for (const kind of ['public', 'private', 'control'] as const) {
      this.framesSent.inc({ kind }, 0);
      this.bytesSent.inc({ kind }, 0);
    }
    for (const action of ['submit', 'close', 'trigger'] as const)
      for (const result of ['ok', 'refused', 'error'] as const) this.orders.inc({ action, result }, 0);
    for (const result of ['sent', 'failed'] as const) this.webPush.inc({ result }, 0);
    this.#gauges();
  }

  /** Where the sizes and states come from; read at each scrape. */
  observe(sources: MetricSources): void {
    this.#sources = { ...this.#sources, ...sources };
  }

  /** One order call or fire, timed by nothing: a rate and a result. */
  order(action: OrderAction, result: OrderResult, n = 1): void {
    this.orders.inc({ action, result }, n);
  }

  /** A frame (or `frames` copies of one) of `bytes` each went out. */
  sent(kind: FrameKind, frames: number, bytes: number): void {
    this.framesSent.inc({ kind }, frames);
    this.bytesSent.inc({ kind }, frames * bytes);
  }

  /** The text a scraper reads. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  #gauges(): void {
    const gauge = (name: string, help: string, read: () => number | undefined | Promise<number | undefined>) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set((await read()) ?? 0);
        },
      });
    const s = () => this.#sources;
    gauge('lotline_sockets_open', 'Sockets open on this instance', () => s().socketsOpen?.());
    gauge('lotline_trigger_book_size', 'Stops, take-profits and pending orders in the trigger books', () =>
      s().triggerBook?.(),
    );
    gauge('lotline_alert_book_size', 'Armed price alerts in the alert book', () => s().alertBook?.());
    gauge('lotline_engine_lease_held', '1 while this instance holds the engine role', () =>
      s().lease?.().held ? 1 : 0,
    );
    gauge('lotline_engine_lease_epoch', 'Epoch of the engine lease this instance last took', () => s().lease?.().epoch);
    gauge(
      'lotline_mail_outbox_backlog',
      'E-mails waiting to be sent or retried',
      async () => (await s().outbox?.())?.backlog,
    );
    gauge(
      'lotline_mail_outbox_failed',
      'E-mails given up after their last try',
      async () => (await s().outbox?.())?.failed,
    );
    gauge('lotline_db_pool_in_use', 'Database connections in use (PostgreSQL pool)', () => {
      const p = s().pool?.();
      return p ? p.total - p.idle : undefined;
    });
    gauge('lotline_db_pool_waiting', 'Queries waiting for a database connection', () => s().pool?.().waiting);
  }
}
