import type { Db } from '../db/database.js';
import type { Deliver } from './outbox-mailer.js';

/** Tries of one e-mail in all (the first, at once, included); after the last failure it stays 'failed'. */
export const OUTBOX_MAX_ATTEMPTS = 6;
/** A 'queued' row older than this was never finished by the process that queued it (ms): longer than nodemailer takes to give up on a slow server, so a try still running is not started twice. */
export const QUEUED_GRACE_MS = 5 * 60_000;
/** How often the engine role looks for messages due (ms). */
export const OUTBOX_RETRY_EVERY_MS = 10_000;
/** Rows one pass tries at most: a mail server that is down is not hammered with the whole backlog. */
const BATCH = 20;

/** Wait after the `attempts`-th failed try (ms): 30 s, 1, 2, 4, 8 min… at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export interface OutboxRetrierLog {
  info(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

/**
 * Retries of e-mail the first try could not deliver (docs/operations.md, Mail), with backoff. Run by the engine
 * role only (one instance: always), so N instances do not send N copies. Each try first claims the row with a
 * conditional update of its attempt count, so even two holders overlapping during a failover send it once.
 */
export class OutboxRetrier {
  readonly #db: Db;
  readonly #deliver: Deliver;
  readonly #log: OutboxRetrierLog;
  #timer: ReturnType<typeof setInterval> | null = null;
  #running: Promise<number> | null = null;

  constructor(db: Db, deliver: Deliver, log: OutboxRetrierLog) {
    this.#db = db;
    this.#deliver = deliver;
    this.#log = log;
  }

  get active(): boolean {
    return this.#timer !== null;
  }

  start(everyMs = OUTBOX_RETRY_EVERY_MS): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      void this.runOnce().catch((err) => this.#log.error({ err }, 'outbox retry pass failed'));
    }, everyMs);
    this.#timer.unref?.();
    void this.runOnce().catch((err) => this.#log.error({ err }, 'outbox retry pass failed'));
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => 0);
  }

  /** One pass: tries the e-mails due at `now`; returns how many went out. Passes never overlap. */
  runOnce(now = Date.now()): Promise<number> {
    this.#running ??= this.#pass(now).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #pass(now: number): Promise<number> {
    const due = await this.#db
      .selectFrom('outbox')
      .select(['id', 'destination', 'subject', 'body', 'attempts'])
      .where('channel', '=', 'email')
      .where('status', 'in', ['queued', 'failed'])
      .where('attempts', '<', OUTBOX_MAX_ATTEMPTS)
      .where('next_attempt_ms', '<=', now)
      .orderBy('next_attempt_ms')
      .limit(BATCH)
      .execute();
    let sent = 0;
    for (const m of due) {
      const attempts = Number(m.attempts) + 1;
      const claimed = await this.#db
        .updateTable('outbox')
        .set({ attempts, next_attempt_ms: now + retryDelayMs(attempts) })
        .where('id', '=', m.id)
        .where('attempts', '=', m.attempts)
        .where('status', 'in', ['queued', 'failed'])
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue; // another holder took it meanwhile
      try {
        await this.#deliver({ to: m.destination, subject: m.subject, body: m.body });
        await this.#db.updateTable('outbox').set({ status: 'sent', error: null }).where('id', '=', m.id).execute();
        this.#log.info({ outbox: m.id, attempts }, 'outbox: delivered on retry');
        sent++;
      } catch (err) {
        const last = attempts >= OUTBOX_MAX_ATTEMPTS;
        this.#log.error(
          { err, outbox: m.id, attempts },
          last ? 'mail delivery failed for the last time' : 'mail delivery failed again (will be retried)',
        );
        await this.#db
          .updateTable('outbox')
          .set({ status: 'failed', error: String(err).slice(0, 500) })
          .where('id', '=', m.id)
          .execute();
      }
    }
    return sent;
  }
}
