import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { LoginThrottle } from '../accounts/login-throttle.js';
import { AppError } from './app-error.js';

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Compares in constant time (over fixed-length digests, so the length leaks nothing either). */
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * preHandler for the operator calls: HTTP Basic with ADMIN_EMAIL / ADMIN_PASSWORD. Refused (HTTP 403,
 * code 0) when either is unset or the pair is wrong; 10 wrong tries per IP in 15 minutes lock that IP
 * out (429), since these paths sit outside the API's request limit. A trader's token never counts here.
 */
export function requireOperator(config: Pick<Config, 'adminEmail' | 'adminPassword'>) {
  const throttle = new LoginThrottle(10, 15 * 60_000);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const key = `op:${req.ip}`;
    throttle.check(key);
    const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(req.headers.authorization ?? '');
    const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const user = colon >= 0 ? decoded.slice(0, colon) : '';
    const pass = colon >= 0 ? decoded.slice(colon + 1) : '';
    const configured = config.adminEmail !== '' && config.adminPassword !== '';
    // Both comparisons always run, so timing does not tell which half was wrong.
    const good = same(user.toLowerCase(), config.adminEmail.toLowerCase()) && same(pass, config.adminPassword);
    if (!configured || !good) {
      if (m) throttle.fail(key);
      reply.header('www-authenticate', 'Basic realm="Lotline operator", charset="UTF-8"');
      throw new AppError('server.errors.operator_denied', {}, 0, 403);
    }
  };
}
