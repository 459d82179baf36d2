import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../core/wire/contract.js';

export type { Envelope };

/** A success envelope with a translated message (`server.messages.ok` unless a call has its own). */
export function ok<T>(req: FastifyRequest, data: T, key = 'server.messages.ok'): Envelope<T> {
  return { code: 1, msg: req.t(key), data };
}
