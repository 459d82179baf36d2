import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { until } from './cluster-helpers.js';
import { ownRedis, type OwnRedis } from './own-servers.js';
import { registerUser, startTestServer, type TestServer } from '../server/test-server.js';

// The login's throttles count on Redis with many instances: while Redis is down a login cannot be counted, so it is
// refused as every call is whose backing service is down (a translated 503, retry shortly), not a crash (500).
// A Redis of this file's own, since the shared one serves the other files.
let redis: OwnRedis;
let s: TestServer;
beforeAll(async () => {
  redis = await ownRedis();
  // (its keys go with the Redis: the server is empty when killed, and stopped after)
  s = await startTestServer({
    ticksPerSecond: 0,
    redisUrl: redis.url,
    redisPrefix: `lotline-test:${randomBytes(4).toString('hex')}:`,
  });
}, 60_000);
afterAll(async () => {
  await s?.stop();
  await redis?.stop();
});

/** How long a login may take while Redis is down: the commands' bound (server/cluster/redis-bus.ts) and slack. */
const ANSWER_WITHIN_MS = 5000;
const busyIn = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', `${lang}.json`), 'utf8')).server.errors
    .service_busy as string;
const readyz = async () => (await (await fetch(`${s.url}/readyz`)).json()) as { redis?: boolean };

describe('a trader login while Redis is down', () => {
  it(
    'answers the translated 503 service busy within seconds, and logs in again once Redis is back',
    { timeout: 60_000 },
    async () => {
      const email = 'redis-outage@example.com';
      const password = 'the right one 3';
      await registerUser(s, email, password);
      const login = (lang: string) => s.post('/api/user/loginForU', { account: email, password }, { lang });
      expect((await login('en')).code).toBe(1);

      await redis.kill();
      // Right after the kill (the instance may not have noticed yet), and once it has.
      for (const lang of ['fr', 'de']) {
        const t0 = Date.now();
        const r = await login(lang);
        expect(Date.now() - t0).toBeLessThan(ANSWER_WITHIN_MS);
        expect(r).toMatchObject({ status: 503, code: 503, msg: busyIn(lang) });
        if (lang === 'fr') await until(async () => (await readyz()).redis === false, 10_000, 'redis seen down');
      }

      await redis.start();
      await until(async () => (await readyz()).redis === true, 15_000, 'redis ready again');
      const back = await login('en');
      expect(back.code).toBe(1);
      expect(back.data.token).toEqual(expect.any(String));
    },
  );
});
