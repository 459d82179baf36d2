import type { IncomingMessage } from 'node:http';
import type { TopicKind } from '../../core/protocol/topics.js';

/** What the instance around a socket hub sets: its limits, who may hold which topic, and its hooks. */

export interface HubLimits {
  /** A socket that sent nothing for this long is closed (docs/api/socket.md). */
  idleMs: number;
  /** Incoming frames per second per socket; more are dropped. */
  maxMessagesPerSecond: number;
  /** Open sockets per client IP; more are refused at the upgrade. */
  maxSocketsPerIp: number;
  /** Above this many queued bytes a client gets no more pushes until it drains (its queue stays bounded) ... */
  dropAboveBytes: number;
  /** ... and after this many pushes dropped in a row it is disconnected: it is not coming back soon. */
  closeAfterDrops: number;
  /** A client whose queue stays above dropAboveBytes this long is cut, even if it keeps pinging (ms). */
  slowCloseMs: number;
  /**
   * How often logged-in sockets' sessions are checked again (ms): a logout, password change or reset, idle expiry
   * or a disabled user ends the socket's private topics within this time, whichever process revoked it.
   */
  sessionCheckMs: number;
}

export const DEFAULT_HUB_LIMITS: HubLimits = {
  idleMs: 30_000,
  maxMessagesPerSecond: 10,
  maxSocketsPerIp: 50,
  dropAboveBytes: 256 * 1024,
  closeAfterDrops: 400,
  slowCloseMs: 30_000,
  sessionCheckMs: 1000,
};

/** Largest frame a client may send (bytes); a bigger one closes its socket. */
export const MAX_FRAME_BYTES = 4096;
/** Topics one socket may hold at once; more subs are ignored. */
export const MAX_TOPICS_PER_SOCKET = 64;

/**
 * What a hub tells (and asks) the instance around it. With many instances, a user's pushes come over the bus on a
 * channel of their own, which this instance listens to only while it holds one of their logged-in sockets.
 */
export interface HubHooks {
  /** The first logged-in socket of `userId` on this instance. */
  userOnline?(userId: number): void;
  /** Its last one closed or logged out. */
  userOffline?(userId: number): void;
  /** The client's address for the per-IP cap (the forwarded one behind a trusted proxy); the peer's by default. */
  clientIp?(req: IncomingMessage): string;
  /**
   * Many instances: the per-IP cap counted across them. Resolves to the socket's release, or null to refuse it.
   * Asked after this instance's own count has admitted the socket.
   */
  admit?(ip: string): Promise<(() => void) | null>;
  /** `frames` copies of a frame of `bytes` went out: a push on `topic`, or a protocol reply (null). For the metrics. */
  sent?(topic: string | null, frames: number, bytes: number): void;
}

/** Who may subscribe to what: public market topics for anyone, trading topics once logged in. */
export type TopicCheck = (topic: string) => TopicKind | null;
