import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestServer } from '../test-server.js';
import { startFundsServer } from '../../support/operators.js';
import { demoUser, realUser, type Real } from '../../support/users.js';
import { upload } from '../../support/funds.js';
import { pngDeclaring } from '../../support/images.js';
import { JPEG_8x6, PNG_8x6, WEBP_8x6 } from './image-fixtures.js';

/** JPEG_8x6 as stored: its ICC profile (APP2) is metadata and is dropped (see funds-uploads-private.test.ts). */
const app2At = 4 + JPEG_8x6.readUInt16BE(4);
const JPEG_STORED = Buffer.concat([
  JPEG_8x6.subarray(0, app2At),
  JPEG_8x6.subarray(app2At + 2 + JPEG_8x6.readUInt16BE(app2At + 2)),
]);

let s: TestServer;
let u: Real;
beforeAll(async () => {
  s = await startFundsServer();
  u = await realUser(s, 'uploader@example.com');
});
afterAll(async () => {
  await s.stop();
});

const stored = async () =>
  Number(
    (
      await s.db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const files = () => {
  try {
    return readdirSync(join(s.dataDir, 'uploads')).length;
  } catch {
    return 0;
  }
};

describe('image_upload accepts real images and serves them back safely', () => {
  it.each([
    ['PNG', PNG_8x6, 'a.png', 'image/png', 'png', PNG_8x6],
    ['JPEG', JPEG_8x6, 'a.jpg', 'image/jpeg', 'jpg', JPEG_STORED],
    ['WebP', WEBP_8x6, 'a.webp', 'image/webp', 'webp', WEBP_8x6],
  ])(
    '%s: stored under a random name, served to its owner with its type, nosniff and a CSP that allows nothing',
    async (_n, bytes, name, mime, ext, kept) => {
      const r = await upload(s, u.auth, bytes, name, mime);
      expect(r).toMatchObject({ code: 1, msg: 'Uploaded' });
      expect(r.data.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`));
      const res = await fetch(s.url + r.data.url, { headers: u.auth });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(mime);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
      expect(Buffer.from(await res.arrayBuffer()).equals(kept)).toBe(true);
      const row = await s.db
        .selectFrom('uploads')
        .selectAll()
        .where('name', '=', r.data.url.slice('/uploads/'.length))
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: u.id, mime, bytes: kept.length, width: 8, height: 6 });
    },
  );

  it('takes the type from the bytes, not the name or the declared type', async () => {
    const r = await upload(s, u.auth, PNG_8x6, 'holiday.jpg', 'image/jpeg');
    expect(r.data.url).toMatch(/\.png$/);
    expect((await fetch(s.url + r.data.url, { headers: u.auth })).headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for a name that was never uploaded, a bad name, or a path outside the folder', async () => {
    for (const path of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/nothing.html',
      '/uploads/..%2Fapp.sqlite',
      '/uploads/a/b',
    ]) {
      const res = await fetch(s.url + path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).code).toBe(404);
    }
  });
});

describe('image_upload refuses everything that is not a small real image, and stores nothing', () => {
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="8" height="6"/></svg>',
  );
  it.each([
    ['HTML named .jpg', html, 'cat.jpg', 'image/jpeg', 'Only JPEG, PNG or WebP pictures can be uploaded'],
    ['SVG renamed .png', svg, 'logo.png', 'image/png', 'Only JPEG, PNG or WebP pictures can be uploaded'],
    [
      'a PNG header declaring 50,000 x 50,000 pixels',
      pngDeclaring(50_000, 50_000),
      'big.png',
      'image/png',
      'The picture is larger than 24 megapixels',
    ],
    [
      'a PNG signature with no IHDR',
      PNG_8x6.subarray(0, 12),
      'cut.png',
      'image/png',
      'Only JPEG, PNG or WebP pictures can be uploaded',
    ],
    [
      'a JPEG cut before its frame header',
      JPEG_8x6.subarray(0, 20),
      'cut.jpg',
      'image/jpeg',
      'Only JPEG, PNG or WebP pictures can be uploaded',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', 'Please fill in the picture.'],
  ])('%s', async (_n, bytes, name, type, msg) => {
    const before = await stored();
    const r = await upload(s, u.auth, bytes, name, type);
    expect(r).toMatchObject({ code: 0, msg });
    expect(await stored()).toBe(before);
  });

  it('refuses 11 MB with HTTP 413 and a translated message, writing no file', async () => {
    const before = { rows: await stored(), files: files() };
    const big = Buffer.concat([PNG_8x6, Buffer.alloc(11 * 1024 * 1024)]);
    const r = await upload(s, { ...u.auth, lang: 'de' }, big, 'huge.png');
    expect(r).toMatchObject({ status: 413, code: 0, msg: 'Das Bild ist größer als 10 MB' });
    expect({ rows: await stored(), files: files() }).toEqual(before);
  });

  it('ignores a file sent under another field name', async () => {
    const r = await upload(s, u.auth, PNG_8x6, 'a.png', 'image/png', 'photo');
    expect(r).toMatchObject({ code: 0, msg: 'Please fill in the picture.' });
  });

  it('refuses a demo user and a visitor', async () => {
    const d = await demoUser(s, 'upload-demo');
    expect(await upload(s, d.auth, PNG_8x6)).toMatchObject({
      code: 0,
      msg: 'Please register or log in to a real account',
    });
    expect((await upload(s, {}, PNG_8x6)).code).toBe(999);
  });

  it('refuses a body that is not multipart', async () => {
    const r = await s.post('/api/common/image_upload', { file: 'x' }, u.auth);
    expect(r).toMatchObject({ code: 0, msg: 'Please fill in the picture.' });
  });
});
