/** Decoded pixels as jpeg-js and pngjs give them: RGBA, 4 bytes a pixel, rows top to bottom. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The decoders and the encoder, passed in: this function also runs as the source text of a worker thread. */
export interface PreviewCodecs {
  decodeJpeg(bytes: Uint8Array): Rgba;
  decodePng(bytes: Uint8Array): Rgba;
  encodeJpeg(image: Rgba, quality: number): Uint8Array;
}

export interface PreviewJob {
  bytes: Uint8Array;
  kind: 'jpg' | 'png';
  /** EXIF orientation (1..8) of a JPEG, applied so the reviewer sees the photo upright; 1 for a PNG. */
  orientation: number;
  /** Longest side of the preview, in pixels. */
  side: number;
  /** JPEG quality, 1..100. */
  quality: number;
}

/**
 * A reviewer's preview of an uploaded picture: decoded, shrunk by area averaging so its longest side is at most
 * `job.side`, turned upright, transparency laid on white, and encoded as a JPEG. Pure and self-contained (no
 * imports, no outer names): preview-maker.ts runs its source text in a worker thread, since decoding a 24 MP
 * picture takes seconds that the event loop of a trading server does not have. Throws on a picture that does not
 * decode.
 */
export function renderPreview(job: PreviewJob, codecs: PreviewCodecs): Uint8Array {
  const src = job.kind === 'jpg' ? codecs.decodeJpeg(job.bytes) : codecs.decodePng(job.bytes);
  const { width: w, height: h, data } = src;
  if (!(w > 0 && h > 0) || data.length < w * h * 4) throw new Error('preview: the picture did not decode');
  const scale = Math.min(1, job.side / Math.max(w, h));
  const dw = Math.max(1, Math.round(w * scale));
  const dh = Math.max(1, Math.round(h * scale));

  // Area averaging, one source row at a time: every source pixel adds into the preview pixel it falls in.
  const small = new Uint8Array(dw * dh * 3);
  const sum = new Float64Array(dw * 3);
  const count = new Float64Array(dw);
  const column = new Int32Array(w);
  for (let x = 0; x < w; x++) column[x] = Math.min(dw - 1, Math.floor((x * dw) / w));
  const flush = (dy: number) => {
    for (let x = 0; x < dw; x++) {
      const n = count[x] || 1;
      const o = (dy * dw + x) * 3;
      small[o] = Math.round(sum[x * 3]! / n);
      small[o + 1] = Math.round(sum[x * 3 + 1]! / n);
      small[o + 2] = Math.round(sum[x * 3 + 2]! / n);
    }
    sum.fill(0);
    count.fill(0);
  };
  let row = 0;
  for (let y = 0; y < h; y++) {
    const dy = Math.min(dh - 1, Math.floor((y * dh) / h));
    if (dy !== row) {
      flush(row);
      row = dy;
    }
    for (let x = 0, i = y * w * 4; x < w; x++, i += 4) {
      const a = data[i + 3]!;
      const white = 255 - a; // transparent pixels over a white ground, as the app's uploader does
      const d = column[x]! * 3;
      sum[d]! += (data[i]! * a) / 255 + white;
      sum[d + 1]! += (data[i + 1]! * a) / 255 + white;
      sum[d + 2]! += (data[i + 2]! * a) / 255 + white;
      count[column[x]!]! += 1;
    }
  }
  flush(row);

  // EXIF orientation: 5..8 swap the sides. For a preview pixel (x, y), the shrunk pixel (sx, sy) it shows.
  const o = job.orientation >= 2 && job.orientation <= 8 ? job.orientation : 1;
  const swap = o >= 5;
  const ow = swap ? dh : dw;
  const oh = swap ? dw : dh;
  const out = new Uint8Array(ow * oh * 4);
  for (let y = 0; y < oh; y++) {
    for (let x = 0; x < ow; x++) {
      let sx = x;
      let sy = y;
      if (o === 2) {
        sx = dw - 1 - x;
      } else if (o === 3) {
        sx = dw - 1 - x;
        sy = dh - 1 - y;
      } else if (o === 4) {
        sy = dh - 1 - y;
      } else if (o === 5) {
        sx = y;
        sy = x;
      } else if (o === 6) {
        sx = y;
        sy = dh - 1 - x;
      } else if (o === 7) {
        sx = dw - 1 - y;
        sy = dh - 1 - x;
      } else if (o === 8) {
        sx = dw - 1 - y;
        sy = x;
      }
      const s = (sy * dw + sx) * 3;
      const t = (y * ow + x) * 4;
      out[t] = small[s]!;
      out[t + 1] = small[s + 1]!;
      out[t + 2] = small[s + 2]!;
      out[t + 3] = 255;
    }
  }
  return codecs.encodeJpeg({ width: ow, height: oh, data: out }, job.quality);
}
