import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startPair, type Pair } from './cluster-helpers.js';
import { realUser } from '../support/users.js';
import { upload } from '../support/funds.js';
import { PNG_8x6 } from '../server/funds/image-fixtures.js';

let p: Pair;
beforeAll(async () => {
  p = await startPair({ blobStore: 'postgres', rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await p.stop();
});

describe('uploads on many instances (BLOB_STORE=postgres)', () => {
  it('serves through B a picture uploaded through A, to its owner only', async () => {
    const u = await realUser(p.a, 'cluster-upload@example.com');
    const up = await upload(p.a, u.auth, PNG_8x6);
    expect(up.code).toBe(1);
    const name = String(up.data.url).split('/').pop()!;
    // B's data folder is its own: it has never seen the file.
    expect(existsSync(join(p.b.dataDir, 'uploads', name))).toBe(false);
    const fromA = Buffer.from(await (await fetch(p.a.url + up.data.url, { headers: u.auth })).arrayBuffer());
    const res = await fetch(p.b.url + up.data.url, { headers: u.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(fromA);
    const stranger = await realUser(p.b, 'cluster-stranger@example.com');
    expect((await fetch(p.b.url + up.data.url, { headers: stranger.auth })).status).toBe(404);
  });
});
