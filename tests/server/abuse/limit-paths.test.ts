import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';

/**
 * Attack: once the per-IP request limit has tripped, the same call with a percent-encoded path
 * (`/%61pi/...`, which the router decodes to `/api/...`) must be limited too, and so must unknown paths.
 */
describe('abuse: the per-IP request limit', () => {
  let s: TestServer;
  const LIMIT = 5;
  beforeAll(async () => {
    s = await startTestServer({ rateLimitPerMinute: LIMIT });
  });
  afterAll(() => s.stop());

  it('holds for a percent-encoded path and for unknown paths once tripped', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await s.get('/api/basicSet/getBasicInfo')).code).toBe(1);
    expect((await s.get('/api/basicSet/getBasicInfo')).code).toBe(429);
    for (const path of [
      '/%61pi/basicSet/getBasicInfo',
      '/api/basicSet/%67etBasicInfo',
      '/%61pi/no/such/call',
      '/api/no/such/call',
      '/v1/nothing',
    ]) {
      expect(await s.get(path), path).toMatchObject({ status: 200, code: 429, data: null });
    }
  });
});

describe('abuse: probing unknown paths', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ rateLimitPerMinute: 3 });
  });
  afterAll(() => s.stop());

  it('counts unknown paths (raw or encoded) against the same limit as API calls', async () => {
    const codes = [];
    for (const path of ['/api/probe/1', '/%61pi/probe/2', '/admin/api/probe/3', '/api/basicSet/getBasicInfo'])
      codes.push((await s.get(path)).code);
    expect(codes).toEqual([404, 404, 404, 429]);
  });
});
