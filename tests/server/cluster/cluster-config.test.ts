import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';

const PG = 'postgres://u@127.0.0.1:5432/db';

describe('the configuration of many instances', () => {
  it('is off by default: no REDIS_URL, uploads on disk', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: '', redisPrefix: 'lotline:', blobStore: 'disk' });
  });

  it('takes REDIS_URL, REDIS_PREFIX and BLOB_STORE=postgres with a DATABASE_URL', () => {
    expect(
      loadConfig({
        DATABASE_URL: PG,
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_PREFIX: 'broker:',
        BLOB_STORE: 'postgres',
      }),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', redisPrefix: 'broker:', blobStore: 'postgres' });
  });

  it("takes an S3-compatible bucket from S3_* (keys optional: the AWS SDK's own chain then answers)", () => {
    expect(
      loadConfig({
        BLOB_STORE: 's3',
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: 'lotline/',
      }),
    ).toMatchObject({
      blobStore: 's3',
      s3: {
        bucket: 'uploads',
        endpoint: 'http://minio:9000',
        region: 'eu-west-1',
        accessKeyId: 'k',
        secretAccessKey: 's',
        forcePathStyle: true,
        prefix: 'lotline/',
      },
    });
    expect(loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'uploads' }).s3).toEqual({
      bucket: 'uploads',
      endpoint: '',
      region: 'us-east-1',
      accessKeyId: '',
      secretAccessKey: '',
      forcePathStyle: false,
      prefix: '',
    });
    expect(loadConfig({}).s3).toBeNull();
  });

  it('refuses at start what could not work: Redis or database uploads without PostgreSQL, a bad URL, a pool of one', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/REDIS_URL needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: PG, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL must be a redis/,
    );
    expect(() => loadConfig({ BLOB_STORE: 'postgres' })).toThrow(/BLOB_STORE=postgres needs DATABASE_URL/);
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(/BLOB_STORE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ BLOB_STORE: 'ftp' })).toThrow(/BLOB_STORE must be disk, postgres or s3/);
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http/,
    );
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
    expect(() => loadConfig({ DATABASE_URL: PG, REDIS_URL: 'redis://x:6379', DATABASE_POOL_SIZE: '1' })).toThrow(
      /at least 2/,
    );
  });
});
