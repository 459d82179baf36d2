import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { authenticate } from '../accounts/session-service.js';
import { parseClientFrame, type ServerFrame } from '../../workers/protocol.js';

/** A socket that sent nothing for this long is closed (server.md section 6). */
export const IDLE_CLOSE_MS = 30_000;
const MAX_FRAME_BYTES = 4096;

interface Client { ws: WebSocket; userId: number | null; topics: Set<string>; lastSeen: number }

export interface Hub { clients: ReadonlySet<Client>; close(): Promise<void> }

/**
 * The /v1/ws endpoint: login with the session token, sub/unsub, ping/pong, idle close.
 * Market and trading topics are published through it by the feed and the engine.
 */
export function attachHub(server: Server, db: Db, log: FastifyBaseLogger): Hub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const clients = new Set<Client>();

  server.on('upgrade', (req: IncomingMessage, socket, head) => {
    if (!req.url || new URL(req.url, 'http://x').pathname !== '/v1/ws') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const send = (c: Client, f: ServerFrame) => { if (c.ws.readyState === c.ws.OPEN) c.ws.send(JSON.stringify(f)); };

  wss.on('connection', (ws) => {
    const c: Client = { ws, userId: null, topics: new Set(), lastSeen: Date.now() };
    clients.add(c);
    ws.on('message', async (data, isBinary) => {
      c.lastSeen = Date.now();
      if (isBinary) return;
      const frame = parseClientFrame(data.toString());
      if (!frame) { log.debug('ws: malformed frame ignored'); return; }
      switch (frame.type) {
        case 'ping': send(c, { type: 'pong' }); break;
        case 'sub': if (c.topics.size < 64) c.topics.add(frame.topic); break;
        case 'unsub': c.topics.delete(frame.topic); break;
        case 'login':
          try {
            c.userId = (await authenticate(db, frame.token)).user.id;
            send(c, { type: 'login_result', code: 1 });
          } catch {
            c.userId = null;
            send(c, { type: 'login_result', code: 0, msg: 'session invalid' });
          }
      }
    });
    ws.on('close', () => clients.delete(c));
    ws.on('error', (err) => log.debug({ err }, 'ws error'));
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const c of clients) if (now - c.lastSeen > IDLE_CLOSE_MS) c.ws.close(4000, 'idle');
  }, 5000);
  sweep.unref();

  return {
    clients,
    close: () => new Promise((resolve) => {
      clearInterval(sweep);
      for (const c of clients) c.ws.close(1001, 'server shutting down');
      wss.close(() => resolve());
    }),
  };
}
