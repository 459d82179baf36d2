import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { MANIFEST_PATH } from '../../../core/wire/paths.js';
import { readSettings } from '../../content/settings-repository.js';
import { webManifest } from '../../content/web-manifest.js';

/**
 * The web app manifest at MANIFEST_PATH (index.html's <link rel="manifest"> names the same path), built from the
 * settings at each request (an operator's new title shows after the short cache below). It is a plain JSON file, not an envelope: browsers read it as the W3C format.
 */
export async function manifestRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get(MANIFEST_PATH, async (_req, reply) => {
    const manifest = webManifest(await readSettings(db));
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });
}
