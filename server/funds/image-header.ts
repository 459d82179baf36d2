/** What an image's own bytes say it is. */
export interface ImageHeader {
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  ext: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (b: Buffer, at: number, len: number) => b.toString('latin1', at, at + len);

/**
 * Reads the type and pixel size from an upload's header: PNG (IHDR), JPEG (the first SOFn frame
 * header) or WebP (VP8, VP8L or VP8X). Null for anything else or a header that does not parse, whatever
 * the file is called: HTML, SVG or a renamed text file never passes, and the size needs no decoder.
 */
export function readImageHeader(b: Buffer): ImageHeader | null {
  if (b.length >= 24 && PNG_MAGIC.every((v, i) => b[i] === v)) return png(b);
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return webp(b);
  return null;
}

const sized = (h: Omit<ImageHeader, 'width' | 'height'>, width: number, height: number): ImageHeader | null =>
  width > 0 && height > 0 ? { ...h, width, height } : null;

function png(b: Buffer): ImageHeader | null {
  // The first chunk must be IHDR (length 13): width and height are big-endian 32-bit.
  if (b.readUInt32BE(8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return null;
  return sized({ mime: 'image/png', ext: 'png' }, b.readUInt32BE(16), b.readUInt32BE(20));
}

/** SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame header with the image size. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(b: Buffer): ImageHeader | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    } // fill byte
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    } // no length
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const len = b.readUInt16BE(i + 2);
    if (len < 2) return null;
    if (isSof(marker)) {
      if (i + 9 > b.length || len < 7) return null;
      return sized({ mime: 'image/jpeg', ext: 'jpg' }, b.readUInt16BE(i + 7), b.readUInt16BE(i + 5));
    }
    i += 2 + len;
  }
  return null;
}

function webp(b: Buffer): ImageHeader | null {
  const h = { mime: 'image/webp', ext: 'webp' } as const;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') {
    // Key frame: 3-byte tag, start code 9D 01 2A, then 14-bit width and height (little-endian).
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return sized(h, b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return sized(h, (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    // Canvas width and height minus one, 24-bit little-endian.
    return sized(h, b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  }
  return null;
}
