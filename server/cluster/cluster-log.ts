import type { FastifyBaseLogger } from 'fastify';

/** What the bus and the lease log: they start before the HTTP app (and its logger) exists. */
export type ClusterLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A log that forwards to the app's logger once `bind` gave it one; lines before that go to stderr as warnings. */
export class LateLog implements ClusterLog {
  #target: ClusterLog | null = null;
  bind(target: ClusterLog): void {
    this.#target = target;
  }
  info: ClusterLog['info'] = (...args: Parameters<ClusterLog['info']>) => {
    this.#target?.info(...args);
  };
  warn: ClusterLog['warn'] = (...args: Parameters<ClusterLog['warn']>) => {
    if (this.#target) this.#target.warn(...args);
    else console.warn(...args);
  };
  error: ClusterLog['error'] = (...args: Parameters<ClusterLog['error']>) => {
    if (this.#target) this.#target.error(...args);
    else console.error(...args);
  };
}
