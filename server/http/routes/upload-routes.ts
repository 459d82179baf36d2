import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { AppError } from '../../errors/app-error.js';
import { authOf, requireRealUser } from '../auth-hooks.js';
import { QUEUE_ROLES } from '../operator-auth.js';
import { authenticate } from '../../accounts/session-service.js';
import { authenticateOperator } from '../../admin/operator-session-service.js';
import { signatureValid } from '../../funds/upload-access.js';
import { uploadsDir } from '../../paths.js';
import { IMAGE_UPLOAD_PATH, UPLOAD_PREVIEWS_PREFIX, UPLOADS_PREFIX } from '../../../core/wire/paths.js';
import { MAX_UPLOAD_BYTES, previewOf, saveUpload, uploadToServe, uploadTooLarge } from '../../funds/uploads-service.js';
import { PreviewMaker } from '../../funds/preview-maker.js';
import { blobStoreOf } from '../../funds/blob-store.js';

/**
 * POST /api/common/image_upload (multipart field `file`, real users only), GET /uploads/<name> and
 * GET /uploads/preview/<name> (the reviewer's preview: a JPEG at most 1,024 px on its long side, made off the
 * event loop once and kept on disk, so the back office never makes a browser decode a 24 MP picture per row).
 * Images are served as what their bytes are (the type stored at upload), with nosniff and a CSP that
 * allows nothing, so even a crafted file can never run as a page. They are ID photos and bank proofs:
 * served only to their owner (the trader's session in `authorization`), to a reviewing operator (the
 * back-office session, or the short-lived signed link the review lists hand out), and to no one else
 * (404, as for a name that does not exist, so a url reveals nothing).
 */
export async function uploadRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  const dir = uploadsDir(config.dataDir);
  const previews = new PreviewMaker((line) => app.log.warn(line));
  const blobs = blobStoreOf(config, db);
  app.addHook('onClose', async () => {
    await blobs.close?.();
  });

  // Multipart parsing only in this scope: every other call keeps the form/JSON parsers and body limit.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });

    scope.post(IMAGE_UPLOAD_PATH, { preValidation: requireRealUser(db) }, async (req) => {
      if (!req.isMultipart()) throw new AppError('server.errors.missing_field', { field: 'file' });
      let bytes: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || bytes) {
            part.file.resume();
            continue;
          }
          bytes = await part.toBuffer();
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        // A second file (or a flood of parts) is not a size problem: say what is wrong.
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
          throw new AppError('server.errors.upload_one_file');
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge();
        if ((err as { statusCode?: number }).statusCode === 413) throw uploadTooLarge();
        throw err;
      }
      if (!bytes?.length) throw new AppError('server.errors.missing_field', { field: 'file' });
      const url = await saveUpload(db, dir, authOf(req).user.id, bytes, previews, blobs);
      return ok(req, { url }, 'server.messages.uploaded');
    });
  });

  /** Who may see an upload of `owner`: a valid signed link (to `signed`), the owner's session, or an operator's. */
  const mayView = async (
    req: FastifyRequest<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>,
    owner: number,
    signed: string,
  ) => {
    if (signatureValid(signed, req.query.exp, req.query.sig)) return 'signed';
    const header = req.headers.authorization;
    if (!header) return null;
    const trader = await authenticate(db, header).catch(() => null);
    if (trader) return trader.user.id === owner ? 'owner' : null;
    const op = await authenticateOperator(db, header).catch(() => null);
    return op && QUEUE_ROLES.includes(op.role) ? 'operator' : null;
  };

  type Get = { Params: { '*': string }; Querystring: { exp?: string; sig?: string } };
  /** Serves upload `name` (or, with `preview`, its preview) to who may see it; 404 to anyone else. */
  const serve = async (req: FastifyRequest<Get>, reply: FastifyReply, preview: boolean) => {
    const name = req.params['*'];
    const upload = await uploadToServe(db, dir, name, blobs);
    // Access first: nobody else can make the server decode a picture.
    const who = upload && (await mayView(req, upload.userId, preview ? `preview/${name}` : name));
    const file = who ? (preview ? await previewOf(dir, name, upload, previews) : upload) : null;
    if (!file) throw new AppError('server.errors.not_found', {}, 404, 404);
    return (
      reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        // The app may live on www.<domain> and the API on api.<domain> (docs/api/README.md): same site, not same origin.
        .header('cross-origin-resource-policy', 'same-site')
        // A signed link is its own key and expires; an answer to a session header must not outlive the session.
        .header('cache-control', who === 'signed' ? 'private, max-age=900' : 'private, no-store')
        .send(createReadStream(file.path))
    );
  };

  app.get<Get>(`${UPLOADS_PREFIX}*`, (req, reply) => serve(req, reply, false));
  // Who may see the original may see its preview; a preview's signed link is signed apart ('preview/<name>').
  app.get<Get>(`${UPLOAD_PREVIEWS_PREFIX}*`, (req, reply) => serve(req, reply, true));
}
