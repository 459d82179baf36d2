import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { MANIFEST_PATH } from '../../core/wire/paths.js';
import { isApiPath } from './api-paths.js';

/** The path as the router reads it (percent-decoded, no query); the raw text when it does not decode. */
function decodedPath(url: string): string {
  const path = url.split('?')[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The built app: its files, and its shell for any other non-API GET (the client router decides); everything else
 * unknown gets `notFound`.
 */
export async function serveAppShell(
  app: FastifyInstance,
  config: Config,
  notFound: (req: FastifyRequest, reply: FastifyReply) => FastifyReply,
): Promise<void> {
  const indexHtml = join(config.appDir, 'index.html');
  const haveApp = existsSync(indexHtml);
  if (haveApp) {
    // Hashed assets are immutable; index.html must always be revalidated so a deploy is picked up.
    await app.register(fastifyStatic, {
      root: config.appDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The manifest is built from the settings (manifest-routes.ts): a file of that name in the build must not
      // claim its route (with wildcard false every file becomes a route, and a second one would fail the start).
      // The build's source maps (vite.config.ts, `sourcemap: 'hidden'`) are the tester's, never served: they would
      // hand out the whole source.
      globIgnore: [MANIFEST_PATH.slice(1), `${MANIFEST_PATH.slice(1)}.{br,gz}`, '**/*.map'],
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const html = haveApp ? readFileSync(indexHtml) : null;
  // The operator back office is its own page and bundle (admin.html): nothing of it reaches traders.
  const adminHtmlPath = join(config.appDir, 'admin.html');
  const adminHtml = existsSync(adminHtmlPath) ? readFileSync(adminHtmlPath) : null;

  // Unknown paths are counted by the request limit (request-limit.ts), like API calls.
  app.setNotFoundHandler((req, reply) => {
    const path = decodedPath(req.url);
    // A source map is a 404 like any missing file, not the app shell (which would answer it with 200).
    if (!isApiPath(path) && html && !path.endsWith('.map') && (req.method === 'GET' || req.method === 'HEAD')) {
      // The app routes by path: any non-API GET gets the shell and the client router decides.
      const page = adminHtml && (path === '/admin' || path.startsWith('/admin/')) ? adminHtml : html;
      return reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    return notFound(req, reply);
  });
}
