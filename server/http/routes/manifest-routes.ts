import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { readSettings } from '../../content/settings-repository.js';
import { webManifest } from '../../content/web-manifest.js';

/** Where the app's <link rel="manifest"> points: on the page origin (docs/api/content.md), not under /api/. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The web app manifest, built from the settings at each request (an operator's new title shows after the
 * short cache below). It is a plain JSON file, not an envelope: browsers read it as the W3C format.
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
