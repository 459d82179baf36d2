import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config.js';
import { createHash } from 'node:crypto';
import { apiSourceFor } from './sibling-origins.js';
import { THEME_BOOT } from '../../core/theme/theme-boot.js';

/** The one inline script allowed: the theme's boot in index.html's head (vite.config.ts themeBoot). */
const THEME_BOOT_SOURCE = `'sha256-${createHash('sha256').update(THEME_BOOT).digest('base64')}'`;

/**
 * The security headers: the content security policy (helmet), and HSTS over https. Only a Host header of this site
 * (`isSite`) shapes them; anything else gets the same-origin policy.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  isSite: (host: string | undefined) => boolean,
): Promise<void> {
  const apiSource = (req: { headers: { host?: string } }) =>
    (isSite(req.headers.host) ? apiSourceFor(req.headers.host) : null) ?? "'self'";
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", THEME_BOOT_SOURCE],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The API may live on the sibling host api.<domain> (docs/api/README.md): its uploads and calls too.
        // https: news articles keep https pictures of any host (server/content/article-html.ts allows them).
        'img-src': ["'self'", 'data:', 'blob:', 'https:', apiSource],
        'connect-src': ["'self'", 'ws:', 'wss:', apiSource],
        'frame-src': ["'self'", 'https:'],
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, and only over https: over plain HTTP it means nothing and misleads.
    strictTransportSecurity: false,
  });
  const publicHttps = config.publicOrigin.startsWith('https:');
  app.addHook('onRequest', async (req, reply) => {
    // req.protocol reads X-Forwarded-Proto only when TRUST_PROXY is on.
    if (publicHttps || req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
