import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { AppError } from '../app-error.js';
import { authOf, requireRealUser } from '../auth-hooks.js';
import { uploadsDir } from '../../paths.js';
import { MAX_UPLOAD_BYTES, saveUpload, uploadToServe, uploadTooLarge } from '../../funds/uploads-service.js';

/**
 * POST /api/common/image_upload (multipart field `file`, real users only) and GET /uploads/<name>.
 * Images are served as what their bytes are (the type stored at upload), with nosniff and a CSP that
 * allows nothing, so even a crafted file can never run as a page.
 */
export async function uploadRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  const dir = uploadsDir(config.dataDir);

  // Multipart parsing only in this scope: every other call keeps the form/JSON parsers and body limit.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });

    scope.post('/api/common/image_upload', { preValidation: requireRealUser(db) }, async (req) => {
      if (!req.isMultipart()) throw new AppError('server.errors.missing_field', { field: 'file' });
      let bytes: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || bytes) { part.file.resume(); continue; }
          bytes = await part.toBuffer();
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge();
        if ((err as { statusCode?: number }).statusCode === 413) throw uploadTooLarge();
        throw err;
      }
      if (!bytes?.length) throw new AppError('server.errors.missing_field', { field: 'file' });
      const url = await saveUpload(db, dir, authOf(req).user.id, bytes);
      return ok(req, { url }, 'server.messages.uploaded');
    });
  });

  app.get<{ Params: { '*': string } }>('/uploads/*', async (req, reply) => {
    const found = await uploadToServe(db, dir, req.params['*']);
    if (!found) throw new AppError('server.errors.not_found', {}, 404, 404);
    return reply
      .header('content-type', found.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      // The app may live on www.<domain> and the API on api.<domain> (product.md section 7): same site, not same origin.
      .header('cross-origin-resource-policy', 'same-site')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(createReadStream(found.path));
  });
}
