import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../test-server.js';
import { passwordChecks } from '../../../server/accounts/password.js';

/**
 * Attack: 50 wrong guesses sent at once, then the right password. The throttle must count each guess
 * before the hash is computed, so at most 5 (the per-account limit) are ever evaluated and the right
 * password is refused while the account is locked.
 */
const GUESSES = 50;
const LIMIT = 5;

async function burst(s: TestServer, path: string, form: (password: string) => Record<string, string>, right: string) {
  const before = passwordChecks.count;
  const wrong = await Promise.all(Array.from({ length: GUESSES }, (_, i) => s.post(path, form(`wrong guess ${i}`))));
  const last = await s.post(path, form(right));
  return { evaluated: passwordChecks.count - before, wrong, last };
}

describe('abuse: login bursts', () => {
  let s: TestServer;
  const OPERATOR = { adminEmail: 'burst-ops@lotline.test', adminPassword: 'operator pass 1' };
  beforeAll(async () => {
    s = await startTestServer({ ...OPERATOR, rateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => s.stop());

  it('a trader account: 50 parallel wrong guesses evaluate at most 5, and the right password is refused while locked', async () => {
    await registerUser(s, 'burst-trader@example.com', 'right password 1');
    const r = await burst(
      s,
      '/api/user/loginForU',
      (password) => ({ account: 'burst-trader@example.com', password }),
      'right password 1',
    );
    expect(r.evaluated).toBeLessThanOrEqual(LIMIT);
    expect(r.wrong.filter((w) => w.code === 0)).toHaveLength(LIMIT);
    expect(r.wrong.filter((w) => w.code === 429)).toHaveLength(GUESSES - LIMIT);
    expect(r.last).toMatchObject({ code: 429, data: null });
  });

  it('an operator account: 50 parallel wrong guesses evaluate at most 5, and the right password is refused while locked', async () => {
    const r = await burst(
      s,
      '/admin/api/login',
      (password) => ({ email: OPERATOR.adminEmail, password }),
      OPERATOR.adminPassword,
    );
    expect(r.evaluated).toBeLessThanOrEqual(LIMIT);
    expect(r.wrong.filter((w) => w.code === 0)).toHaveLength(LIMIT);
    expect(r.last).toMatchObject({ code: 429, data: null });
  });

  it('a good login still forgives earlier failures of its account', async () => {
    await registerUser(s, 'forgiven@example.com', 'right password 1');
    const login = (password: string) => s.post('/api/user/loginForU', { account: 'forgiven@example.com', password });
    for (let i = 0; i < LIMIT - 1; i++) expect((await login(`wrong ${i}`)).code).toBe(0);
    expect((await login('right password 1')).code).toBe(1);
    for (let i = 0; i < LIMIT - 1; i++) expect((await login(`wrong again ${i}`)).code).toBe(0);
    expect((await login('right password 1')).code).toBe(1);
  });
});
