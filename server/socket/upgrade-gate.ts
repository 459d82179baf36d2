import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import type { HubHooks, HubLimits } from './hub-options.js';
import { SOCKET_PATH } from '../../core/wire/paths.js';

export interface UpgradeGate {
  limits: HubLimits;
  hooks: HubHooks;
  /** Open sockets per client IP on this instance (the hub counts them). */
  perIp: ReadonlyMap<string, number>;
  /** True once the hub is closing: no socket is accepted then. */
  closing(): boolean;
}

/** Answers 429 and closes the socket once the answer is written. */
function refuse(socket: Duplex): void {
  // The HTTP server allows half-open sockets, so a peer that never closes its side would otherwise keep this one
  // (and the server's close) open for ever.
  socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n', () => socket.destroy());
}

/**
 * Which upgrades become sockets: only /v1/ws, none while closing, at most `maxSocketsPerIp` per client address on
 * this instance and (many instances, hooks.admit) across them. An admitted socket is emitted on `wss` as
 * 'connection' with its IP; the cluster-wide slot is released when it closes.
 */
export function gateUpgrades(server: Server, wss: WebSocketServer, gate: UpgradeGate): void {
  const { limits, hooks, perIp } = gate;
  server.on('upgrade', (req: IncomingMessage, socket, head) => {
    const path = req.url ? new URL(req.url, 'http://x').pathname : '';
    const ip = hooks.clientIp?.(req) ?? req.socket.remoteAddress ?? '?';
    if (path !== SOCKET_PATH || gate.closing()) {
      socket.destroy();
      return;
    }
    if ((perIp.get(ip) ?? 0) >= limits.maxSocketsPerIp) {
      refuse(socket);
      return;
    }
    if (!hooks.admit) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, ip));
      return;
    }
    void hooks.admit(ip).then((release) => {
      if (!release) {
        refuse(socket);
        return;
      }
      if (gate.closing() || socket.destroyed) {
        release();
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        ws.once('close', release);
        wss.emit('connection', ws, ip);
      });
    });
  });
}
