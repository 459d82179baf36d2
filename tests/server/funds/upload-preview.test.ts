import { existsSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { ids, opAuth, pngDeclaring, realUser, startFundsServer, upload, type Real } from './funds-helpers.js';
import { WEBP_8x6 } from './image-fixtures.js';
import { readImageHeader } from '../../../server/funds/image-header.js';
import { orientationApp1 } from '../../../server/funds/image-metadata.js';
import { previewFile } from '../../../server/funds/preview-maker.js';
import { uploadsDir } from '../../../server/paths.js';

// The back office shows a bounded preview (a JPEG at most 1,024 px on its long side) made by the
// server once, off the event loop, instead of having every reviewer's browser decode a picture of up to 24 MP.
let s: TestServer;
let u: Real;
let other: Real;
beforeAll(async () => {
  s = await startFundsServer();
  u = await realUser(s, 'preview-owner@example.com');
  other = await realUser(s, 'preview-other@example.com');
});
afterAll(async () => {
  await s.stop();
});

const RED = [220, 30, 30];
const BLUE = [30, 30, 220];
/** RGBA pixels, the left half red and the right half blue. */
function halves(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = x < width / 2 ? RED : BLUE;
      data.set([r!, g!, b!, 255], (y * width + x) * 4);
    }
  }
  return data;
}
const pngOf = (width: number, height: number) => {
  const png = new PNG({ width, height });
  png.data = halves(width, height);
  return PNG.sync.write(png);
};
const jpegOf = (width: number, height: number) => jpeg.encode({ width, height, data: halves(width, height) }, 85).data;
/** A JPEG with an EXIF orientation, placed after SOI and APP0 as a phone writes it. */
function withOrientation(b: Buffer, orientation: number): Buffer {
  const app0End = 4 + b.readUInt16BE(4);
  return Buffer.concat([b.subarray(0, app0End), orientationApp1(orientation), b.subarray(app0End)]);
}

const fetchAs = (url: string, headers: Record<string, string> = {}) => fetch(s.url + url, { headers });
const previewUrl = (url: string) => url.replace('/uploads/', '/uploads/preview/');
/** The colour of a pixel of a decoded preview. */
const at = (img: { width: number; data: Uint8Array }, x: number, y: number) => [
  ...img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 3),
];
const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) <= 24);

/** Fetches a preview as `headers` and checks it is a valid JPEG; returns its decoded pixels. */
async function preview(url: string, headers: Record<string, string>) {
  const res = await fetchAs(previewUrl(url), headers);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(readImageHeader(bytes)?.mime).toBe('image/jpeg');
  return jpeg.decode(bytes, { formatAsRGBA: true });
}

// Big pictures decoded: 90 s, not the default 30, on a loaded CI machine.
describe('the reviewer preview of an upload', { timeout: 90_000 }, () => {
  it('of a 12 MP PNG is a JPEG of 1,024 x 683 that shows the same picture', async () => {
    const r = await upload(s, u.auth, pngOf(4000, 2667));
    expect(r.code).toBe(1);
    const img = await preview(r.data.url, opAuth());
    expect([img.width, img.height]).toEqual([1024, 683]);
    expect(near(at(img, 100, 300), RED)).toBe(true);
    expect(near(at(img, 900, 300), BLUE)).toBe(true);
  });

  it('of a large JPEG is bounded too, and turned upright by its EXIF orientation', async () => {
    const plain = await upload(s, u.auth, jpegOf(3000, 1500), 'a.jpg', 'image/jpeg');
    const img = await preview(plain.data.url, u.auth);
    expect([img.width, img.height]).toEqual([1024, 512]);
    // Orientation 6 (rotate 90 degrees clockwise): the left half (red) becomes the top.
    const turned = await upload(s, u.auth, withOrientation(jpegOf(3000, 1500), 6), 'b.jpg', 'image/jpeg');
    const up = await preview(turned.data.url, u.auth);
    expect([up.width, up.height]).toEqual([512, 1024]);
    expect(near(at(up, 256, 100), RED)).toBe(true);
    expect(near(at(up, 256, 900), BLUE)).toBe(true);
  });

  it('is made after the upload without anyone asking for it, and kept on disk', async () => {
    const r = await upload(s, u.auth, pngOf(2000, 1500));
    const file = previewFile(uploadsDir(s.dataDir), r.data.url.slice('/uploads/'.length));
    for (let i = 0; i < 300 && !existsSync(file); i++) await new Promise((ok) => setTimeout(ok, 50));
    expect(existsSync(file)).toBe(true);
    expect(file.startsWith(join(s.dataDir, 'uploads', 'previews'))).toBe(true);
  });

  it('is served to the owner and operators only: a visitor and another trader get the 404 envelope', async () => {
    const r = await upload(s, u.auth, pngOf(1600, 1200));
    for (const headers of [{}, other.auth, { authorization: 'not-a-session-token-at-all-0000' }]) {
      const res = await fetchAs(previewUrl(r.data.url), headers);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 404, data: null });
    }
    expect((await fetchAs(previewUrl(r.data.url), u.auth)).status).toBe(200);
    expect((await fetchAs(previewUrl(r.data.url), opAuth())).status).toBe(200);
  });

  it('the review queues link the preview for the list and the original to open, each signed on its own', async () => {
    const front = (await upload(s, u.auth, pngOf(3000, 2000))).data.url;
    const back = (await upload(s, u.auth, jpegOf(2000, 3000), 'b.jpg', 'image/jpeg')).data.url;
    expect(
      (
        await s.post(
          '/api/user_real/real_name',
          { name: 'Pat Owner', card_id: 'AB123456', front_pic: front, reverse_pic: back },
          u.auth,
        )
      ).code,
    ).toBe(1);
    const { usdBank } = await ids(s);
    expect(
      (
        await s.post(
          '/api/quickCharge/wire_submit',
          { number: '50', proofImg: front, wire_id: usdBank.account.id },
          u.auth,
        )
      ).code,
    ).toBe(1);
    const v = (await s.get('/admin/api/verifications', { status: 1 }, opAuth())).data.data.find(
      (x: { user_id: number }) => x.user_id === u.id,
    );
    const d = (await s.get('/admin/api/deposits', { status: 0 }, opAuth())).data.data.find(
      (x: { user_id: number }) => x.user_id === u.id,
    );
    for (const [link, plain] of [
      [v.front_preview, front],
      [v.reverse_preview, back],
      [d.proof_preview, front],
    ]) {
      expect(link).toMatch(new RegExp(`^${previewUrl(plain).replace('.', '\\.')}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
      const res = await fetchAs(link);
      expect(res.status).toBe(200);
      const h = readImageHeader(Buffer.from(await res.arrayBuffer()))!;
      expect(h.mime).toBe('image/jpeg');
      expect(Math.max(h.width, h.height)).toBe(1024);
    }
    expect((await fetchAs(v.front_pic)).status).toBe(200);
    // The original's signature does not open the preview, nor the preview's the original.
    expect((await fetchAs(`${previewUrl(front)}?${v.front_pic.split('?')[1]}`)).status).toBe(404);
    expect((await fetchAs(`${front}?${v.front_preview.split('?')[1]}`)).status).toBe(404);
  });

  it('of a picture that does not decode is a 404, and the server keeps answering', async () => {
    // Declares 24 MP (accepted) but holds 1 kB of pixels.
    const r = await upload(s, u.auth, pngDeclaring(6000, 4000));
    expect(r.code).toBe(1);
    expect((await fetchAs(previewUrl(r.data.url), u.auth)).status).toBe(404);
    expect((await fetchAs(r.data.url, u.auth)).status).toBe(200);
  });

  it('of a WebP is the WebP itself, which is why a WebP is capped at 4 MP', async () => {
    const r = await upload(s, u.auth, WEBP_8x6, 'a.webp', 'image/webp');
    const res = await fetchAs(previewUrl(r.data.url), u.auth);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer()).equals(WEBP_8x6)).toBe(true);
    // The same file with its VP8X canvas (width - 1, height - 1, 24-bit little-endian) raised to 2001 x 2000.
    const big = Buffer.from(WEBP_8x6);
    big.writeUIntLE(2000, 24, 3);
    big.writeUIntLE(1999, 27, 3);
    expect(await upload(s, u.auth, big, 'b.webp', 'image/webp')).toMatchObject({
      code: 0,
      msg: 'The picture is larger than 4 megapixels',
    });
  });
});
