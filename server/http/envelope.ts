import type { FastifyRequest } from 'fastify';

/** The one response shape (docs/api/README.md). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A success envelope with a translated message (`server.messages.ok` unless a call has its own). */
export function ok<T>(req: FastifyRequest, data: T, key = 'server.messages.ok'): Envelope<T> {
  return { code: 1, msg: req.t(key), data };
}
