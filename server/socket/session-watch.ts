import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { SESSION_IDLE_MS } from '../accounts/session-service.js';
import { liveSessionIds } from '../accounts/sessions-repository.js';

/** A socket as the session watch sees it: the session it logged in with, or null. */
export interface SessionHolder {
  sessionId: number | null;
}

/**
 * Sockets whose session is no longer live (revoked by a logout, a password change or reset, idle past
 * 30 days, or its user disabled) are handed to `ended` (the hub drops their private topics and tells them).
 * One indexed query per round for every logged-in socket, rather than a hook in each place that revokes:
 * it also sees revocations made by another process (the operator CLI, another instance). Returns the stop.
 */
export function watchSessions<C extends SessionHolder>(
  db: Db,
  log: FastifyBaseLogger,
  everyMs: number,
  sockets: () => Iterable<C>,
  ended: (c: C) => void,
): () => void {
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const bySession = new Map<number, C[]>();
      for (const c of sockets())
        if (c.sessionId !== null)
          (bySession.get(c.sessionId) ?? bySession.set(c.sessionId, []).get(c.sessionId)!).push(c);
      const live = await liveSessionIds(db, [...bySession.keys()], Date.now() - SESSION_IDLE_MS);
      for (const [id, list] of bySession) {
        if (live.has(id)) continue;
        // A socket that logged in again meanwhile holds another session id: only the ended one goes.
        for (const c of list) if (c.sessionId === id) ended(c);
      }
    } catch (err) {
      log.warn({ err }, 'ws: session check failed');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => {
    void check();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
