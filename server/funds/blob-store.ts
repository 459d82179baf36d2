import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Db, Executor } from '../db/database.js';
import type { Config } from '../config.js';
import { S3BlobStore } from './s3-blob-store.js';

/**
 * Where upload bytes live (docs/operations.md, Many instances). Every instance keeps a copy of a picture on its own
 * disk (DATA_DIR/uploads; previews are made from it); the store is what makes that copy exist on an instance that
 * did not receive the upload. `disk` (the default): the local folder is the store (one instance, or a shared
 * volume). `postgres`: the bytes also go in a table, and an instance without the file fetches it once. `s3`: the
 * same with an S3-compatible bucket (s3-blob-store.ts).
 */
export interface BlobStore {
  /** Keeps `bytes` under `name` beyond this instance, in the caller's transaction (the upload's row is in it). */
  put(trx: Executor, name: string, bytes: Buffer): Promise<void>;
  /** Makes sure this instance's copy of `name` is at `path`; false when the store has no such blob. */
  fetch(name: string, path: string): Promise<boolean>;
  /** Releases the store's connections, if it holds any (the app's close). */
  close?(): Promise<void>;
}

/** The local folder is the store: nothing beyond the file the upload wrote, which is where it is. */
export class DiskBlobStore implements BlobStore {
  async put(): Promise<void> {}
  async fetch(): Promise<boolean> {
    return true;
  }
}

/** The bytes in upload_blobs (010_upload_blobs.ts); the local file is a cache of them. */
export class DatabaseBlobStore implements BlobStore {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  async put(trx: Executor, name: string, bytes: Buffer): Promise<void> {
    await trx.insertInto('upload_blobs').values({ name, bytes }).execute();
  }

  async fetch(name: string, path: string): Promise<boolean> {
    if (existsSync(path)) return true;
    const row = await this.#db.selectFrom('upload_blobs').select('bytes').where('name', '=', name).executeTakeFirst();
    if (!row) return false;
    await mkdir(dirname(path), { recursive: true });
    // Two requests fetching at once write the same bytes; the second write simply replaces the first.
    await writeFile(path, row.bytes, { mode: 0o640 });
    return true;
  }
}

/** The store BLOB_STORE names (s3: server/funds/s3-blob-store.ts, with the S3_* settings). */
export function blobStoreOf(config: Pick<Config, 'blobStore' | 's3'>, db: Db): BlobStore {
  if (config.blobStore === 'postgres') return new DatabaseBlobStore(db);
  if (config.blobStore === 's3' && config.s3) return new S3BlobStore(config.s3);
  return new DiskBlobStore();
}
