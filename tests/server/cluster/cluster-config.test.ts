import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';

const PG = 'postgres://u@127.0.0.1:5432/db';

describe('the configuration of many instances', () => {
  it('is off by default: no REDIS_URL, uploads on disk', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: '', redisPrefix: 'lotline:', blobStore: 'disk' });
  });

  it('takes REDIS_URL, REDIS_PREFIX and BLOB_STORE=postgres with a DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: PG, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'broker:', BLOB_STORE: 'postgres' }))
      .toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', redisPrefix: 'broker:', blobStore: 'postgres' });
  });

  it('refuses at start what could not work: Redis or database uploads without PostgreSQL, a bad URL, a pool of one', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/REDIS_URL needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: PG, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL must be a redis/);
    expect(() => loadConfig({ BLOB_STORE: 'postgres' })).toThrow(/BLOB_STORE=postgres needs DATABASE_URL/);
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(/BLOB_STORE must be disk or postgres/);
    expect(() => loadConfig({ DATABASE_URL: PG, REDIS_URL: 'redis://x:6379', DATABASE_POOL_SIZE: '1' })).toThrow(/at least 2/);
  });
});
