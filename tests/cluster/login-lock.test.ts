import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPair, type Pair } from './cluster-helpers.js';
import { registerUser } from '../server/test-server.js';

let p: Pair;
beforeAll(async () => {
  p = await startPair({ rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await p.stop();
});

describe('login throttles shared by every instance', () => {
  it('locks an account on both instances after 5 wrong passwords spread over A and B', async () => {
    await registerUser(p.a, 'cluster-lock@example.com', 'the right one 1');
    const tryOn = (i: number, password: string) =>
      (i % 2 ? p.b : p.a).post('/api/user/loginForU', { account: 'cluster-lock@example.com', password });
    for (let i = 0; i < 5; i++) expect(await tryOn(i, 'wrong')).toMatchObject({ code: 0 });
    // Locked on both, the right password included.
    for (const s of [p.a, p.b]) {
      const r = await s.post('/api/user/loginForU', {
        account: 'cluster-lock@example.com',
        password: 'the right one 1',
      });
      expect(r.code).not.toBe(1);
      expect(r.msg).toMatch(/Too many failed attempts/);
    }
  });
});
