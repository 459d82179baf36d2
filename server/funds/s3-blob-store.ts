import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';
import type { BlobStore } from './blob-store.js';

type S3Module = typeof import('@aws-sdk/client-s3');

/**
 * The bytes in an S3-compatible bucket (BLOB_STORE=s3, docs/operations.md); the local file is a cache of them.
 * The SDK is loaded at the first use, so an installation on disk or PostgreSQL never loads it. The object is
 * written inside the upload's transaction: a refused put refuses the upload; an object whose row then fails to
 * commit stays behind under its random name, never served (a request needs the uploads row).
 */
export class S3BlobStore implements BlobStore {
  readonly #settings: S3Settings;
  #sdk: Promise<{ s3: S3Module; client: S3Client }> | null = null;

  constructor(settings: S3Settings) {
    this.#settings = settings;
  }

  #open(): Promise<{ s3: S3Module; client: S3Client }> {
    this.#sdk ??= import('@aws-sdk/client-s3').then((s3) => {
      const { region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = this.#settings;
      const client = new s3.S3Client({
        region,
        forcePathStyle,
        ...(endpoint ? { endpoint } : {}),
        ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        // An unreachable store fails an upload within seconds rather than holding its transaction open.
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
      });
      return { s3, client };
    });
    return this.#sdk;
  }

  #key(name: string): string {
    return this.#settings.prefix + name;
  }

  async put(_trx: unknown, name: string, bytes: Buffer): Promise<void> {
    const { s3, client } = await this.#open();
    await client.send(new s3.PutObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(name), Body: bytes }));
  }

  async fetch(name: string, path: string): Promise<boolean> {
    if (existsSync(path)) return true;
    const { s3, client } = await this.#open();
    let bytes: Uint8Array;
    try {
      const r = await client.send(new s3.GetObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(name) }));
      if (!r.Body) return false;
      bytes = await r.Body.transformToByteArray();
    } catch (err) {
      if (err instanceof s3.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return false;
      throw err;
    }
    await mkdir(dirname(path), { recursive: true });
    // Two requests fetching at once write the same bytes; the second write simply replaces the first.
    await writeFile(path, bytes, { mode: 0o640 });
    return true;
  }

  /** Closes the SDK's connections (tests; a server simply exits). */
  async close(): Promise<void> {
    if (this.#sdk) (await this.#sdk).client.destroy();
  }
}
