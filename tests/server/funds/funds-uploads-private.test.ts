import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { ids, opAuth, pngChunk, pngDeclaring, realUser, startFundsServer, upload, type Real } from './funds-helpers.js';
import { JPEG_8x6, PNG_8x6, WEBP_8x6 } from './image-fixtures.js';
import { signUploadUrl } from '../../../server/funds/upload-access.js';
import { readImageHeader } from '../../../server/funds/image-header.js';
import { stripMetadata } from '../../../server/funds/image-metadata.js';

// A decoded-size cap a reviewer's browser survives, metadata stripped from what is stored,
// uploads private to their owner and the operators, and a clear message for two files in one upload.
let s: TestServer;
let u: Real;
let other: Real;
beforeAll(async () => {
  s = await startFundsServer();
  u = await realUser(s, 'private-owner@example.com');
  other = await realUser(s, 'private-other@example.com');
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
const fetchAs = (url: string, headers: Record<string, string> = {}) => fetch(s.url + url, { headers });
/** The bytes stored for an upload, fetched back by its owner. */
const storedBytes = async (url: string) => Buffer.from(await (await fetchAs(url, u.auth)).arrayBuffer());

/** A JPEG segment: marker, big-endian length (itself included), data. */
const seg = (marker: number, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};
/** A RIFF chunk, padded to an even length. */
const riff = (fourcc: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length & 1)]);
};
/** A big-endian EXIF block: IFD0 with Orientation and a GPS pointer, and a GPS IFD with a latitude ref. */
function exif(orientation: number): Buffer {
  const t = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 2 + 12 + 4);
  t.write('MM', 0, 'latin1');
  t.writeUInt16BE(42, 2);
  t.writeUInt32BE(8, 4);
  t.writeUInt16BE(2, 8);
  t.writeUInt16BE(0x0112, 10);
  t.writeUInt16BE(3, 12);
  t.writeUInt32BE(1, 14);
  t.writeUInt16BE(orientation, 18);
  t.writeUInt16BE(0x8825, 22);
  t.writeUInt16BE(4, 24);
  t.writeUInt32BE(1, 26);
  t.writeUInt32BE(38, 30);
  t.writeUInt16BE(1, 38);
  t.writeUInt16BE(1, 40);
  t.writeUInt16BE(2, 42);
  t.writeUInt32BE(2, 44);
  t.write('N\0', 48, 'latin1');
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), t]);
}
// JPEG_8x6 is SOI, APP0 (JFIF), APP2 (ICC profile), then the tables, frame and scan.
const SOI = JPEG_8x6.subarray(0, 2);
const APP0 = JPEG_8x6.subarray(2, 4 + JPEG_8x6.readUInt16BE(4));
const APP2_END = APP0.length + 2 + 2 + JPEG_8x6.readUInt16BE(APP0.length + 4);
const JPEG_REST = JPEG_8x6.subarray(APP2_END);

describe('uploads are capped at 24 megapixels', () => {
  it('refuses a 36-megapixel PNG that is only a few hundred bytes on the wire', async () => {
    const before = await stored();
    expect(await upload(s, u.auth, pngDeclaring(6000, 6000))).toMatchObject({
      code: 0,
      msg: 'The picture is larger than 24 megapixels',
    });
    expect(await stored()).toBe(before);
  });
  it('accepts 6000 x 4000 but not one row more', async () => {
    expect((await upload(s, u.auth, pngDeclaring(6000, 4000))).code).toBe(1);
    expect((await upload(s, u.auth, pngDeclaring(6000, 4001))).msg).toBe('The picture is larger than 24 megapixels');
  });
});

describe('what is stored is the picture without its metadata', () => {
  it('JPEG: EXIF (GPS), XMP, Photoshop and comment segments and the ICC profile are dropped; APP0 and the orientation stay', async () => {
    const xmp = seg(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS 48.85,2.35</x:xmpmeta>', 'latin1'));
    const sent = Buffer.concat([
      SOI,
      APP0,
      seg(0xe1, exif(6)),
      xmp,
      JPEG_8x6.subarray(APP0.length + 2, APP2_END),
      seg(0xed, Buffer.from('Photoshop 3.0\0 8BIM location', 'latin1')),
      seg(0xfe, Buffer.from('shot at home', 'latin1')),
      JPEG_REST,
      Buffer.from('trailing data after EOI', 'latin1'),
    ]);
    const r = await upload(s, u.auth, sent, 'a.jpg', 'image/jpeg');
    expect(r.code).toBe(1);
    // APP1 'Exif' with one big-endian IFD0 entry: Orientation (0x0112), SHORT, count 1, value 6.
    const orientationOnly = Buffer.from(
      'ffe10022457869660000' + '4d4d002a00000008' + '0001' + '011200030000000100060000' + '00000000',
      'hex',
    );
    expect((await storedBytes(r.data.url)).equals(Buffer.concat([SOI, APP0, orientationOnly, JPEG_REST]))).toBe(true);
    const row = await s.db
      .selectFrom('uploads')
      .select('bytes')
      .where('name', '=', r.data.url.slice(9))
      .executeTakeFirstOrThrow();
    expect(row.bytes).toBe(SOI.length + APP0.length + orientationOnly.length + JPEG_REST.length);
  });

  it('JPEG: an upright photo keeps no EXIF at all', async () => {
    const r = await upload(s, u.auth, Buffer.concat([SOI, APP0, seg(0xe1, exif(1)), JPEG_REST]), 'a.jpg', 'image/jpeg');
    expect((await storedBytes(r.data.url)).equals(Buffer.concat([SOI, APP0, JPEG_REST]))).toBe(true);
  });

  it('PNG: tEXt, zTXt, iTXt and eXIf chunks are dropped, every other chunk is kept byte for byte', async () => {
    const ihdrEnd = 8 + 12 + 13;
    const sent = Buffer.concat([
      PNG_8x6.subarray(0, ihdrEnd),
      pngChunk('tEXt', Buffer.from('Comment\0taken at 48.85N 2.35E', 'latin1')),
      pngChunk('eXIf', exif(6).subarray(6)),
      pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x/>', 'latin1')),
      pngChunk('zTXt', Buffer.from('Author\0\0x', 'latin1')),
      PNG_8x6.subarray(ihdrEnd),
      Buffer.from('after IEND'),
    ]);
    const r = await upload(s, u.auth, sent);
    expect(r.code).toBe(1);
    expect((await storedBytes(r.data.url)).equals(PNG_8x6)).toBe(true);
  });

  it('WebP: EXIF and XMP chunks are dropped, their VP8X flags cleared and the RIFF size rewritten', async () => {
    // WEBP_8x6 is RIFF, VP8X (flags 0x20: ICC), ICCP, VP8. Add EXIF (odd length: padded) and XMP, flag them.
    const vp8x = Buffer.from(WEBP_8x6.subarray(12, 30));
    vp8x[8] = vp8x[8]! | 0x08 | 0x04;
    const body = Buffer.concat([
      vp8x,
      WEBP_8x6.subarray(30),
      riff('EXIF', exif(6).subarray(6, 45)),
      riff('XMP ', Buffer.from('<x:xmpmeta>GPS</x:xmpmeta>')),
    ]);
    const head = Buffer.from(WEBP_8x6.subarray(0, 12));
    head.writeUInt32LE(4 + body.length, 4);
    const r = await upload(s, u.auth, Buffer.concat([head, body]), 'a.webp', 'image/webp');
    expect(r.code).toBe(1);
    expect((await storedBytes(r.data.url)).equals(WEBP_8x6)).toBe(true);
  });
});

describe('stripping never throws on a cut or corrupted file (it refuses it or keeps it whole)', () => {
  it('every cut and every single-byte change of the three fixtures', () => {
    for (const f of [JPEG_8x6, PNG_8x6, WEBP_8x6]) {
      const variants: Buffer[] = [];
      for (let n = 0; n < f.length; n++) variants.push(f.subarray(0, n));
      for (let i = 0; i < f.length; i++)
        for (const v of [0x00, 0xff]) {
          const b = Buffer.from(f);
          b[i] = v;
          variants.push(b);
        }
      for (const b of variants) {
        const h = readImageHeader(b);
        if (h) expect(() => stripMetadata(b, h)).not.toThrow();
      }
    }
  });
});

describe('uploads are served to their owner and to operators only', () => {
  let url = '';
  beforeAll(async () => {
    url = (await upload(s, u.auth, PNG_8x6)).data.url;
  });

  it('the owner gets the picture with the session header; a visitor and another trader get a 404 envelope', async () => {
    expect((await fetchAs(url, u.auth)).status).toBe(200);
    for (const headers of [{}, other.auth, { authorization: 'not-a-session-token-at-all-0000' }]) {
      const res = await fetchAs(url, headers);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 404, data: null });
    }
  });

  it('an operator gets it with the back-office session', async () => {
    const res = await fetchAs(url, opAuth());
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_8x6)).toBe(true);
  });

  it('the review queues hand out signed links that work without a header; a forged or expired one does not', async () => {
    const { usdBank } = await ids(s);
    const front = (await upload(s, u.auth, PNG_8x6)).data.url;
    const back = (await upload(s, u.auth, JPEG_8x6, 'b.jpg', 'image/jpeg')).data.url;
    expect(
      (
        await s.post(
          '/api/user_real/real_name',
          { name: 'Pat Owner', card_id: 'AB123456', front_pic: front, reverse_pic: back },
          u.auth,
        )
      ).code,
    ).toBe(1);
    expect(
      (
        await s.post(
          '/api/quickCharge/wire_submit',
          { number: '50', proofImg: url, wire_id: usdBank.account.id },
          u.auth,
        )
      ).code,
    ).toBe(1);

    const queue = await s.get('/admin/api/verifications', { status: 1 }, opAuth());
    const v = queue.data.data.find((x: { user_id: number }) => x.user_id === u.id);
    const deposits = await s.get('/admin/api/deposits', { status: 0 }, opAuth());
    const d = deposits.data.data.find((x: { user_id: number }) => x.user_id === u.id);
    for (const [link, plain] of [
      [v.front_pic, front],
      [v.reverse_pic, back],
      [d.proof_img, url],
    ]) {
      expect(link).toMatch(new RegExp(`^${plain.replace('.', '\\.')}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
      expect((await fetchAs(link)).status).toBe(200);
    }
    const forged = v.front_pic.replace(/sig=./, (m: string) => `sig=${m.endsWith('0') ? '1' : '0'}`);
    expect((await fetchAs(forged)).status).toBe(404);
    // A link for another picture does not open this one.
    expect((await fetchAs(`${back}?${v.front_pic.split('?')[1]}`)).status).toBe(404);
    expect((await fetchAs(signUploadUrl(front, Date.now() - 16 * 60_000))).status).toBe(404);
  });
});

describe('two files in one upload', () => {
  it('are refused with "one picture at a time", translated, and nothing is stored', async () => {
    const before = await stored();
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(PNG_8x6)], { type: 'image/png' }), 'a.png');
    body.append('file', new Blob([new Uint8Array(PNG_8x6)], { type: 'image/png' }), 'b.png');
    const send = async (lang: string) =>
      (await fetch(`${s.url}/api/common/image_upload`, { method: 'POST', headers: { ...u.auth, lang }, body })).json();
    expect(await send('en')).toMatchObject({ code: 0, msg: 'Please upload one picture at a time' });
    expect(await send('de')).toMatchObject({ code: 0, msg: 'Bitte jeweils nur ein Bild hochladen' });
    expect(await stored()).toBe(before);
  });
});
