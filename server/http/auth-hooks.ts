import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { authenticate } from '../accounts/session-service.js';
import { AppError } from '../errors/app-error.js';
import { markAccess } from './route-access.js';
import { AccountKind } from '../../core/codes.js';

/** preHandler for calls that need a session: sets req.auth or answers code 999. */
export const requireUser = (db: Db) =>
  markAccess(async (req: FastifyRequest) => {
    req.auth = await authenticate(db, req.headers.authorization);
  }, 'user');

/**
 * preHandler for funds, verification, invitation and password calls: a demo user is refused with the
 * translated "please register or log in to a real account" (the app's block is a courtesy; this is the rule).
 */
export const requireRealUser = (db: Db) =>
  markAccess(async (req: FastifyRequest) => {
    req.auth = await authenticate(db, req.headers.authorization);
    if (req.auth.user.is_demo === AccountKind.Demo) throw new AppError('server.errors.demo_restricted');
  }, 'real user');

/** The session of a request that went through requireUser. */
export function authOf(req: FastifyRequest) {
  if (!req.auth) throw new Error('route is missing its requireUser hook');
  return req.auth;
}
