import { describe, expect, it } from 'vitest';
import { readImageHeader } from '../../../server/funds/image-header.js';
import { JPEG_8x6, PNG_8x6, WEBP_8x6 } from './image-fixtures.js';
import { pngDeclaring } from '../../support/images.js';

const riff = (chunk: string, data: number[]) => {
  const b = Buffer.alloc(30 + 16);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(b.length - 8, 4);
  b.write('WEBP', 8, 'latin1');
  b.write(chunk, 12, 'latin1');
  b.writeUInt32LE(b.length - 20, 16);
  Buffer.from(data).copy(b, 20);
  return b;
};

describe('readImageHeader', () => {
  it('reads type and size of real PNG, JPEG and WebP (VP8X) files', () => {
    expect(readImageHeader(PNG_8x6)).toEqual({ mime: 'image/png', ext: 'png', width: 8, height: 6 });
    expect(readImageHeader(JPEG_8x6)).toEqual({ mime: 'image/jpeg', ext: 'jpg', width: 8, height: 6 });
    expect(readImageHeader(WEBP_8x6)).toEqual({ mime: 'image/webp', ext: 'webp', width: 8, height: 6 });
  });

  it('reads lossy VP8 and lossless VP8L WebP headers', () => {
    // VP8: frame tag, start code 9D 01 2A, 14-bit width 640 and height 480 (little-endian).
    expect(readImageHeader(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]))).toMatchObject({
      width: 640,
      height: 480,
    });
    // VP8L: signature 0x2F, then width-1 (14 bits) and height-1 (14 bits): 100 x 50.
    const bits = (100 - 1) | ((50 - 1) << 14);
    expect(
      readImageHeader(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff])),
    ).toMatchObject({ width: 100, height: 50 });
  });

  it('reads the declared size of a huge PNG without decoding it', () => {
    expect(readImageHeader(pngDeclaring(50_000, 50_000))).toMatchObject({ width: 50_000, height: 50_000 });
  });

  it.each([
    ['HTML', Buffer.from('<html><body>hi</body></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['GIF', Buffer.from('GIF89a\x08\x00\x06\x00\x00\x00\x00', 'latin1')],
    ['a zero-width PNG', pngDeclaring(0, 10)],
    ['a truncated PNG', PNG_8x6.subarray(0, 20)],
    ['a JPEG with no frame before the scan', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 0, 0, 0, 0, 0, 0])],
    [
      'a RIFF that is not WebP',
      Buffer.concat([Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(30)]),
    ],
  ])('refuses %s', (_n, b) => {
    expect(readImageHeader(b)).toBeNull();
  });
});
