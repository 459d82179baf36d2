import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, Executor } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { lockUser } from '../db/row-locks.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { UPLOADS_PREFIX } from '../../core/wire/paths.js';
import { readImageHeader } from './image-header.js';
import { jpegOrientation, stripMetadata } from './image-metadata.js';
import { previewFile, type PreviewMaker } from './preview-maker.js';
import { countUploadsSince, findUpload, insertUpload } from './uploads-repository.js';
import type { BlobStore } from './blob-store.js';

/** Largest upload in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Largest image in pixels (24 megapixels, a 6000 x 4000 phone photo): a small file may declare a huge canvas
 * (36 MP from 103 kB was accepted at 40) that every reviewer's browser would then decode at 4 bytes a pixel.
 */
export const MAX_UPLOAD_PIXELS = 24_000_000;
/**
 * Largest WebP in pixels (4 MP). Reviewers see a server-made preview of a JPEG or PNG, but no WebP decoder is
 * installed, so a WebP is its own preview and must stay cheap to decode. The app never sends more: it re-encodes
 * any photo over 1,600 px as JPEG before uploading (src/components/shrink-image.ts).
 */
export const MAX_WEBP_PIXELS = 4_000_000;
/** Uploads per user per 24 hours: a proof and two ID photos need few; this bounds what one account can store. */
export const MAX_UPLOADS_PER_DAY = 50;

/** A stored name: 128 random bits as hex plus the sniffed type's extension. */
const NAME_RE = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;
/** An upload url as image_upload returns it, optionally with the API origin in front. */
const URL_RE = /^(?:https?:\/\/[^/\s]+)?\/uploads\/([0-9a-f]{32}\.(?:jpg|png|webp))$/;

/**
 * Stores an image a user uploaded and returns its url ('/uploads/<name>'). The type and pixel size come
 * from the bytes (never the client's name or content type); the name is random and unguessable.
 */
export async function saveUpload(
  db: Db,
  dir: string,
  userId: number,
  bytes: Buffer,
  previews?: PreviewMaker,
  blobs?: BlobStore,
): Promise<string> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  const header = readImageHeader(bytes);
  if (!header) throw new AppError('server.errors.upload_not_image');
  const maxPixels = header.ext === 'webp' ? MAX_WEBP_PIXELS : MAX_UPLOAD_PIXELS;
  if (header.width * header.height > maxPixels)
    throw new AppError('server.errors.upload_too_many_pixels', { max: maxPixels / 1_000_000 });
  // What is stored (and served) is the picture only: no EXIF/GPS, XMP or comments (see image-metadata.ts).
  const clean = stripMetadata(bytes, header);
  if (!clean) throw new AppError('server.errors.upload_not_image');
  const now = Date.now();
  const since = formatUtc(now - 24 * 3600_000);
  const quota = () => new AppError('server.errors.upload_quota', {}, 429);
  // A cheap refusal before the file is written; the count that decides is the locked one below.
  if ((await countUploadsSince(db, userId, since)) >= MAX_UPLOADS_PER_DAY) throw quota();
  const name = `${randomBytes(16).toString('hex')}.${header.ext}`;
  await mkdir(dir, { recursive: true });
  const path = join(dir, name);
  await writeFile(path, clean, { flag: 'wx', mode: 0o640 });
  try {
    await db.transaction().execute(async (trx) => {
      // Uploads at once must not all pass a count taken before any of them is stored: count under the user's lock.
      await lockUser(trx, userId);
      if ((await countUploadsSince(trx, userId, since)) >= MAX_UPLOADS_PER_DAY) throw quota();
      await insertUpload(trx, {
        name,
        user_id: userId,
        mime: header.mime,
        bytes: clean.length,
        width: header.width,
        height: header.height,
        created_at: formatUtc(now),
      });
      await blobs?.put(trx, name, clean);
    });
  } catch (err) {
    await unlink(path).catch(() => {});
    throw err;
  }
  // The reviewer's preview is made now, in the background, so the back office never waits for a decode.
  if (previews && header.ext !== 'webp') {
    void previews.ensure({
      src: path,
      dst: previewFile(dir, name),
      kind: header.ext,
      orientation: header.ext === 'jpg' ? jpegOrientation(clean) : 1,
    });
  }
  return `${UPLOADS_PREFIX}${name}`;
}

/** HTTP 413 with code 0 and a message naming the limit. */
export const uploadTooLarge = () =>
  new AppError('server.errors.upload_too_large', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }, 0, 413);

/** A stored upload to serve: its file, type and owner, or null for a name that is not one. */
export async function uploadToServe(
  db: Db,
  dir: string,
  name: string,
  blobs?: BlobStore,
): Promise<{ path: string; mime: string; userId: number } | null> {
  if (!NAME_RE.test(name)) return null;
  const row = await findUpload(db, name);
  if (!row) return null;
  const path = join(dir, row.name);
  // Uploaded through another instance: its bytes come from the shared store into this one's folder.
  if (blobs && !(await blobs.fetch(row.name, path))) return null;
  return { path, mime: row.mime, userId: row.user_id };
}

/**
 * The reviewer's preview of stored upload `name` (as uploadToServe found it): a JPEG at most PREVIEW_SIDE pixels
 * on its long side, made once (after the upload, or now for an older one) and then read from disk; a WebP (capped
 * at MAX_WEBP_PIXELS) is its own preview. Null for a picture that does not decode.
 */
export async function previewOf(
  dir: string,
  name: string,
  upload: { path: string; mime: string },
  previews: PreviewMaker,
): Promise<{ path: string; mime: string } | null> {
  if (upload.mime === 'image/webp') return upload;
  const dst = previewFile(dir, name);
  if (!existsSync(dst)) {
    const kind = upload.mime === 'image/png' ? 'png' : 'jpg';
    const orientation = kind === 'jpg' ? jpegOrientation(await readStart(upload.path, 64 * 1024)) : 1;
    if (!(await previews.ensure({ src: upload.path, dst, kind, orientation }))) return null;
  }
  return { path: dst, mime: 'image/jpeg' };
}

/** The first `n` bytes of a file (fewer when it is shorter). */
async function readStart(path: string, n: number): Promise<Buffer> {
  const f = await open(path, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await f.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await f.close();
  }
}

/**
 * The canonical url of an image the user attached (a deposit proof, an ID photo), checked to be one of
 * that same user's uploads. `missingKey` is the message when nothing is attached.
 */
export async function ownUpload(
  db: Executor,
  userId: number,
  url: string | undefined,
  missingKey: string,
  params: Record<string, string> = {},
): Promise<string> {
  const text = (url ?? '').trim();
  if (!text) throw new AppError(missingKey, params);
  const name = URL_RE.exec(text)?.[1];
  const row = name ? await findUpload(db, name) : undefined;
  if (!row || row.user_id !== userId) throw new AppError('server.errors.proof_not_yours');
  return `${UPLOADS_PREFIX}${row.name}`;
}
