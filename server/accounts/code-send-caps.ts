import { rateLimited } from '../errors/app-error.js';

const HOUR_MS = 3600_000;
/** Above this many IPs tracked, a reserve also sweeps out the ones with nothing left in the window. */
const SWEEP_ABOVE_IPS = 10_000;

/** The hourly code-send caps: in memory with one instance (CodeSendCaps), on Redis with many (shared-throttles.ts). */
export interface CodeCaps {
  /** Counts one send for `ip` or throws code 429 past either cap; returns the refund for a send that did not happen. */
  reserve(ip: string, perIpMax: number, globalMax: number): (() => void) | Promise<() => void>;
}

/**
 * Hourly caps on code sends (e-mail and SMS) per client IP and for the whole site, on top of the per-address
 * limits of codes-service.ts: one IP mailing many different addresses, or many IPs together, can't turn the
 * server into a mail cannon. In memory, like the login throttles: one process owns the database.
 */
export class CodeSendCaps implements CodeCaps {
  readonly #perIp = new Map<string, number[]>();
  #all: number[] = [];

  #recent(list: number[], now: number) {
    return list.filter((t) => now - t < HOUR_MS);
  }

  /**
   * Counts one send for `ip` before any work is done (synchronously, so a burst can't all pass), throwing
   * code 429 past either cap. Returns the refund for a send that did not happen.
   */
  reserve(ip: string, perIpMax: number, globalMax: number, now = Date.now()): () => void {
    if (this.#perIp.size > SWEEP_ABOVE_IPS) {
      for (const [k, v] of this.#perIp) if (!this.#recent(v, now).length) this.#perIp.delete(k);
    }
    const mine = this.#recent(this.#perIp.get(ip) ?? [], now);
    this.#all = this.#recent(this.#all, now);
    if (mine.length >= perIpMax || this.#all.length >= globalMax) {
      if (mine.length) this.#perIp.set(ip, mine);
      else this.#perIp.delete(ip);
      throw rateLimited('server.errors.code_hourly');
    }
    mine.push(now);
    this.#all.push(now);
    this.#perIp.set(ip, mine);
    // The lists are replaced as they age, so the refund looks up the current ones.
    return () => {
      const cur = this.#perIp.get(ip) ?? [];
      const i = cur.lastIndexOf(now);
      if (i >= 0) cur.splice(i, 1);
      const j = this.#all.lastIndexOf(now);
      if (j >= 0) this.#all.splice(j, 1);
    };
  }
}
