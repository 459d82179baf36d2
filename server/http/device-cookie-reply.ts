import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult } from '../../core/wire/account.js';
import type { SignedIn } from '../accounts/account-service.js';
import { deviceCookieHeader, readDeviceCookie } from '../accounts/device-cookie.js';

/** The device cookie a login request carries (accounts/device-cookie.ts), if any. */
export const deviceCookieOf = (req: FastifyRequest): string | undefined => readDeviceCookie(req.headers.cookie);

/**
 * Sets the device cookie of a good login or registration and returns the answer's data. Secure when the request
 * came over https (req.protocol reads X-Forwarded-Proto behind a trusted proxy) or the site's public origin is https.
 */
export function withDeviceCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  signed: SignedIn,
  publicOrigin: string,
): LoginResult {
  const secure = req.protocol === 'https' || publicOrigin.startsWith('https:');
  void reply.header('set-cookie', deviceCookieHeader(signed.deviceCookie, secure));
  return signed.result;
}
