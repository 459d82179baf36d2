import { ensureSocket } from './socket-client';
import type { SocketStats } from '../../workers/socket-core-api';

export type { SocketStats };

/**
 * The socket layer's running totals (frames and bytes received, batches sent to this thread), for the perf overlay.
 * A module of its own: only the overlay's chunk imports it.
 */
export async function socketStats(): Promise<SocketStats> {
  const c = await ensureSocket();
  return c.stats();
}
