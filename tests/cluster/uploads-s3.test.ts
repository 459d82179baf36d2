import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startPair, type Pair } from './cluster-helpers.js';
import { realUser } from '../support/users.js';
import { upload } from '../support/funds.js';
import { PNG_8x6 } from '../server/funds/image-fixtures.js';
import type { S3Settings } from '../../server/config.js';

/** A local S3-compatible endpoint (s3rver keeps its objects in a folder), with s3rver's fixed development keys. */
const BUCKET = 'lotline-uploads';
let s3dir: string;
let s3server: S3rver;
let s3: S3Settings;
let p: Pair;

beforeAll(async () => {
  s3dir = mkdtempSync(join(tmpdir(), 'lotline-s3-'));
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3server.run();
  s3 = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'proofs/',
  };
  p = await startPair({ blobStore: 's3', s3, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await p?.stop();
  await s3server?.close();
  rmSync(s3dir, { recursive: true, force: true });
});

describe('uploads on many instances (BLOB_STORE=s3)', () => {
  it('serves through B a picture uploaded through A, kept in the bucket under the prefix, to its owner only', async () => {
    const u = await realUser(p.a, 's3-upload@example.com');
    const up = await upload(p.a, u.auth, PNG_8x6);
    expect(up.code).toBe(1);
    const name = String(up.data.url).split('/').pop()!;
    // In the bucket, as stored (metadata stripped): the same bytes A serves.
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `proofs/${name}` }));
    const inBucket = Buffer.from(await object.Body!.transformToByteArray());
    client.destroy();
    const fromA = Buffer.from(await (await fetch(p.a.url + up.data.url, { headers: u.auth })).arrayBuffer());
    expect(inBucket).toEqual(fromA);
    // B's data folder is its own: it has never seen the file, and fetches it from the bucket once.
    expect(existsSync(join(p.b.dataDir, 'uploads', name))).toBe(false);
    const res = await fetch(p.b.url + up.data.url, { headers: u.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(fromA);
    expect(existsSync(join(p.b.dataDir, 'uploads', name))).toBe(true);
    const stranger = await realUser(p.b, 's3-stranger@example.com');
    expect((await fetch(p.b.url + up.data.url, { headers: stranger.auth })).status).toBe(404);
  });

  it('answers 404 on B for a name the bucket does not hold', async () => {
    const u = await realUser(p.b, 's3-missing@example.com');
    const res = await fetch(`${p.b.url}/uploads/${'0'.repeat(32)}.png`, { headers: u.auth });
    expect(res.status).toBe(404);
  });
});
