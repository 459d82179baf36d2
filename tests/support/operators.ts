import type { Config } from '../../server/config.js';
import { startTestServer, type TestServer } from '../server/test-server.js';
import { writeSetting } from '../../server/content/settings-repository.js';

/** The first admin the funds tests start their server with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const OPERATOR = { adminEmail: 'ops@lotline.test', adminPassword: 'operator pass 1' };

/** Logs an operator into the back office; returns the `authorization` header of the session. */
export async function operatorLogin(s: TestServer, email = OPERATOR.adminEmail, password = OPERATOR.adminPassword) {
  const r = await s.post('/admin/api/login', { email, password });
  if (r.code !== 1) throw new Error(`operator login: ${r.msg}`);
  return { authorization: r.data.token as string };
}

/** The admin session of the server startFundsServer last started (each test file starts its own before using it). */
let adminSession: { authorization: string } | null = null;
export const opAuth = () => {
  if (!adminSession) throw new Error('start the server with startFundsServer first');
  return adminSession;
};

/**
 * A server with a first admin, logged in (see opAuth), and no request limit (thousands of calls come from one address).
 * No payout cooling-off: these fixtures withdraw right after binding (payout-guard.test.ts tests the cooling-off).
 */
export async function startFundsServer(overrides: Partial<Config> = {}) {
  const s = await startTestServer({ ...OPERATOR, ticksPerSecond: 0, rateLimitPerMinute: 1_000_000, ...overrides });
  await writeSetting(s.db, 'payout_cooling_hours', '0');
  adminSession = await operatorLogin(s);
  return s;
}
