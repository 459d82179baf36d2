import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { renderPreview } from './render-preview.js';

/** Longest side of a reviewer's preview, in pixels: sharp in a lightbox, cheap as a thumbnail. */
export const PREVIEW_SIDE = 1024;
const PREVIEW_QUALITY = 80;
/**
 * jpeg-js refuses to decode past these (a header may lie about the size): just above the 24 MP upload cap,
 * and memory for its component planes plus 4 bytes a pixel.
 */
const MAX_DECODE_MP = 25;
const MAX_DECODE_MB = 1024;

/** Where the preview of upload `name` is kept: a `previews` folder beside the uploads, `<hex>.jpg`. */
export const previewFile = (dir: string, name: string) => join(dir, 'previews', `${name.replace(/\.\w+$/, '')}.jpg`);

const require = createRequire(import.meta.url);
/**
 * The worker's program. renderPreview is self-contained, so its compiled text runs there as it is; the codecs are
 * required by absolute path, since an eval'd worker resolves modules from the working directory, not from here.
 * The worker reads the upload and writes the preview itself (to a temporary name, then renamed, so a reader never
 * sees half a file): the main thread only waits.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync, writeFileSync, renameSync } = require('node:fs');
const jpeg = require(workerData.jpegJs);
const { PNG } = require(workerData.pngjs);
const renderPreview = ${renderPreview.toString()};
const { inflateSync } = require('node:zlib');
// pngjs fills missing rows with zeros: a PNG whose pixel data ends early (a 24 MP header over 1 kB of pixels) would
// "decode" to a black picture. Refuse it, as a picture that does not decode: the inflated data must hold every row
// (non-interlaced: a filter byte plus the row's bytes; an interlaced one is left to the decoder).
const pngComplete = (buf) => {
  const w = buf.readUInt32BE(16), h = buf.readUInt32BE(20), depth = buf[24], type = buf[25], interlace = buf[28];
  if (interlace) return;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[type] || 4;
  const idat = [];
  for (let at = 8; at + 8 <= buf.length;) {
    const len = buf.readUInt32BE(at), kind = buf.toString('latin1', at + 4, at + 8);
    if (kind === 'IDAT') idat.push(buf.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  const need = h * (1 + Math.ceil((w * channels * depth) / 8));
  if (inflateSync(Buffer.concat(idat)).length < need) throw new Error('preview: the pixel data ends early');
};
const codecs = {
  decodeJpeg: (b) => jpeg.decode(b, { formatAsRGBA: true, tolerantDecoding: true, maxResolutionInMP: ${MAX_DECODE_MP}, maxMemoryUsageInMB: ${MAX_DECODE_MB} }),
  decodePng: (b) => {
    const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    pngComplete(buf);
    return PNG.sync.read(buf);
  },
  encodeJpeg: (img, q) => jpeg.encode(img, q).data,
};
parentPort.on('message', (job) => {
  try {
    const out = renderPreview({ ...job, bytes: readFileSync(job.src), side: ${PREVIEW_SIDE}, quality: ${PREVIEW_QUALITY} }, codecs);
    writeFileSync(job.dst + '.part', out, { mode: 0o640 });
    renameSync(job.dst + '.part', job.dst);
    parentPort.postMessage({ ok: true });
  } catch (err) {
    parentPort.postMessage({ ok: false, error: String((err && err.message) || err) });
  }
});
`;

interface Job {
  src: string;
  dst: string;
  kind: 'jpg' | 'png';
  orientation: number;
}

/**
 * Makes reviewers' previews off the event loop, one at a time (a 24 MP decode holds about 200 MB), each in a
 * fresh worker thread that ends with its job, so no memory stays behind. A preview is made once, right after its
 * upload or on its first request (an upload from before previews existed), and kept on disk; a picture that fails
 * to decode is not tried again until a restart. The worker is unref'd: a shutdown never waits for a preview.
 */
export class PreviewMaker {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly failed = new Set<string>();

  constructor(private readonly log: (msg: string) => void = () => {}) {}

  /** Resolves true once the preview file of `job.dst` exists, false when the picture cannot be previewed. */
  ensure(job: Job): Promise<boolean> {
    if (existsSync(job.dst)) return Promise.resolve(true);
    if (this.failed.has(job.dst)) return Promise.resolve(false);
    let p = this.pending.get(job.dst);
    if (!p) {
      p = this.queue
        .then(() => this.run(job))
        .catch((err: Error) => {
          this.log(`preview of ${job.src} failed: ${err.message}`);
          return false;
        })
        .finally(() => this.pending.delete(job.dst));
      this.pending.set(job.dst, p);
      this.queue = p;
    }
    return p;
  }

  private async run(job: Job): Promise<boolean> {
    if (existsSync(job.dst)) return true;
    await mkdir(join(job.dst, '..'), { recursive: true });
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { jpegJs: require.resolve('jpeg-js'), pngjs: require.resolve('pngjs') },
    });
    worker.unref();
    try {
      const r = await new Promise<{ ok: boolean; error?: string }>((resolve) => {
        worker.once('message', resolve);
        worker.once('error', (err) => resolve({ ok: false, error: err.message }));
        worker.once('exit', () => resolve({ ok: false, error: 'worker exited' }));
        worker.postMessage(job);
      });
      if (!r.ok) {
        this.failed.add(job.dst);
        this.log(`preview of ${job.src} failed: ${r.error}`);
      }
      return r.ok;
    } finally {
      void worker.terminate();
    }
  }
}
