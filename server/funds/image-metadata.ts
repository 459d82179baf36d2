import type { ImageHeader } from './image-header.js';

/**
 * The bytes of an upload without the metadata a phone writes into it (EXIF with GPS position, camera serial,
 * XMP, comments), so what is stored and served is only the picture. Nothing is decoded: segments and chunks
 * are copied or dropped whole. Null when the structure does not parse (the upload is then refused).
 *   JPEG: drops APP1..APP15 and COM except APP14 "Adobe" (it tells a decoder the colour transform); an EXIF
 *         orientation other than 1 survives as a minimal EXIF holding only that tag, so a photo stays upright.
 *   PNG:  drops tEXt, zTXt, iTXt and eXIf chunks.
 *   WebP: drops EXIF and "XMP " chunks, clears their VP8X flags and rewrites the RIFF size.
 * Anything after the end of the image (EOI, IEND, the RIFF size) is dropped too: it is where a file hides more.
 */
export function stripMetadata(b: Buffer, header: ImageHeader): Buffer | null {
  if (header.ext === 'jpg') return jpeg(b);
  if (header.ext === 'png') return png(b);
  return webp(b);
}

const PNG_DROP = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf']);

function png(b: Buffer): Buffer | null {
  const out: Buffer[] = [b.subarray(0, 8)];
  for (let i = 8; ;) {
    if (i + 12 > b.length) return null;
    const len = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    const end = i + 12 + len;
    if (end > b.length) return null;
    if (!PNG_DROP.has(type)) out.push(b.subarray(i, end));
    if (type === 'IEND') return Buffer.concat(out);
    i = end;
  }
}

const isApp = (m: number) => m >= 0xe1 && m <= 0xef;
const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;

function jpeg(b: Buffer): Buffer | null {
  const out: Buffer[] = [b.subarray(0, 2)]; // SOI
  let orientation = 1;
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    const m = b[i + 1];
    if (m === undefined) return null;
    if (m === 0xff) {
      i += 1;
      continue;
    } // fill byte
    if (m === 0xd9) {
      out.push(b.subarray(i, i + 2));
      break;
    } // EOI: the end, whatever follows it
    if (m === 0x01 || isRst(m)) {
      out.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const end = i + 2 + b.readUInt16BE(i + 2);
    if (end > b.length || end < i + 4) return null;
    const seg = b.subarray(i, end);
    const data = b.subarray(i + 4, end);
    if (m === 0xe1 && data.toString('latin1', 0, 6) === 'Exif\0\0')
      orientation = exifOrientation(data.subarray(6)) ?? orientation;
    const keep = !(isApp(m) || m === 0xfe) || (m === 0xee && data.toString('latin1', 0, 5) === 'Adobe');
    if (keep) out.push(seg);
    i = end;
    if (m === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 00 or a restart marker.
      let j = i;
      while (j + 1 < b.length && !(b[j] === 0xff && b[j + 1] !== 0 && !isRst(b[j + 1]!))) j++;
      if (j + 1 >= b.length) return null;
      out.push(b.subarray(i, j));
      i = j;
    }
  }
  if (out.length < 2) return null;
  // Right after SOI and APP0 (JFIF wants to be first): the orientation, the only EXIF a viewer needs.
  if (orientation !== 1) out.splice(out[1]![1] === 0xe0 ? 2 : 1, 0, orientationApp1(orientation));
  return Buffer.concat(out);
}

/**
 * The EXIF orientation (1..8) of a JPEG, read from its APP1 'Exif' segment before the first scan; 1 when it has
 * none. `b` may be only the start of the file: a stored upload keeps its orientation right after SOI and APP0.
 */
export function jpegOrientation(b: Buffer): number {
  for (let i = 2; i + 4 <= b.length;) {
    if (b[i] !== 0xff) return 1;
    const m = b[i + 1]!;
    if (m === 0xff) {
      i += 1;
      continue;
    }
    if (m === 0xda || m === 0xd9) return 1;
    const end = i + 2 + b.readUInt16BE(i + 2);
    if (end < i + 4) return 1;
    const data = b.subarray(i + 4, Math.min(end, b.length));
    if (m === 0xe1 && data.toString('latin1', 0, 6) === 'Exif\0\0') return exifOrientation(data.subarray(6)) ?? 1;
    i = end;
  }
  return 1;
}

/** The Orientation tag (0x0112) of IFD0 in a TIFF block, or null when absent or malformed. */
function exifOrientation(t: Buffer): number | null {
  if (t.length < 8) return null;
  const le = t.toString('latin1', 0, 2) === 'II';
  if (!le && t.toString('latin1', 0, 2) !== 'MM') return null;
  const u16 = (o: number) => (le ? t.readUInt16LE(o) : t.readUInt16BE(o));
  const ifd = le ? t.readUInt32LE(4) : t.readUInt32BE(4);
  if (ifd + 2 > t.length) return null;
  const n = u16(ifd);
  for (let k = 0; k < n; k++) {
    const e = ifd + 2 + k * 12;
    if (e + 12 > t.length) return null;
    if (u16(e) === 0x0112) {
      const v = u16(e + 8);
      return v >= 1 && v <= 8 ? v : null;
    }
  }
  return null;
}

/** APP1 'Exif' with one IFD0 entry: Orientation (SHORT, count 1), big-endian TIFF. 36 bytes. */
export function orientationApp1(orientation: number): Buffer {
  const b = Buffer.alloc(36);
  b.writeUInt16BE(0xffe1, 0);
  b.writeUInt16BE(34, 2); // length: itself + 'Exif\0\0' + 26 bytes of TIFF
  b.write('Exif\0\0', 4, 'latin1');
  b.write('MM', 10, 'latin1');
  b.writeUInt16BE(42, 12);
  b.writeUInt32BE(8, 14); // IFD0 right after the TIFF header
  b.writeUInt16BE(1, 18); // one entry
  b.writeUInt16BE(0x0112, 20);
  b.writeUInt16BE(3, 22); // SHORT
  b.writeUInt32BE(1, 24);
  b.writeUInt16BE(orientation, 28); // value, left-justified in the 4-byte field
  b.writeUInt32BE(0, 32); // no next IFD
  return b;
}

const WEBP_DROP = new Set(['EXIF', 'XMP ']);
/** VP8X flag bits of the chunks dropped here: EXIF (0x08) and XMP (0x04). */
const VP8X_META_FLAGS = 0x08 | 0x04;

function webp(b: Buffer): Buffer | null {
  const end = 8 + b.readUInt32LE(4);
  if (end > b.length || end < 12) return null;
  const out: Buffer[] = [];
  for (let i = 12; i < end;) {
    if (i + 8 > end) return null;
    const fourcc = b.toString('latin1', i, i + 4);
    const size = b.readUInt32LE(i + 4);
    const next = i + 8 + size + (size & 1); // chunks are padded to an even length
    if (i + 8 + size > end) return null;
    if (!WEBP_DROP.has(fourcc)) {
      const chunk = Buffer.from(b.subarray(i, Math.min(next, end)));
      if (fourcc === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~VP8X_META_FLAGS;
      out.push(chunk);
    }
    i = next;
  }
  const body = Buffer.concat(out);
  const head = Buffer.from(b.subarray(0, 12));
  head.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([head, body]);
}
