import type { IncomingMessage } from 'node:http';

/**
 * The address a socket counts against in the per-IP cap. Behind a trusted reverse proxy (TRUST_PROXY) every peer
 * is the proxy, so the client is the first X-Forwarded-For entry, as Fastify's req.ip reads it with trustProxy
 * true; otherwise the peer. Not trusted, the header is ignored: a client could name any address in it.
 */
export function clientIpOf(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? '?';
}
