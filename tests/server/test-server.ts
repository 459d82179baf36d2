import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../server/config.js';
import { startServer, type Running } from '../../server/server.js';
import { writeSetting } from '../../server/content/settings-repository.js';
import { testDatabaseUrl } from './test-database.js';

export interface TestServer extends Running {
  dataDir: string;
  /** The PostgreSQL database under `npm run test:pg`; '' on SQLite (the file in dataDir). */
  databaseUrl: string;
  /** POSTs a form (or GETs with a query) and returns the parsed envelope plus the HTTP status. */
  post(path: string, form: Record<string, string | number>, headers?: Record<string, string>): Promise<Env>;
  get(path: string, query?: Record<string, string | number>, headers?: Record<string, string>): Promise<Env>;
  /** The newest code the outbox holds for an address (what a local user reads in the server log). */
  lastCode(to: string): Promise<string>;
  stop(): Promise<void>;
}
export interface Env {
  status: number;
  code: number;
  msg: string;
  data: any;
}

/**
 * A real server on a random loopback port over a fresh SQLite file (or, under `npm run test:pg`, a fresh
 * PostgreSQL database of its own). scrypt is cheapened and the first start simulates 60 candles per period
 * instead of 300 (a test that needs the full chart asks for it), to keep tests quick.
 *
 * Every pair is open whatever the day (MARKET_HOURS=always), so no test depends on when it runs; a test of the
 * calendar asks for `marketHours: 'calendar'` and sets the instant with a TestClock (test-clock.ts).
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'lotline-test-'));
  // A database given (a second instance on the first one's, or a test's own server) is used as it is.
  const databaseUrl = overrides.databaseUrl ?? (await testDatabaseUrl(dataDir));
  const config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    scryptLogN: 10,
    shutdownGraceMs: 300,
    historyCandles: 60,
    databaseUrl,
    databasePoolSize: 5,
    // The suites send 1,000 requests at once to a pool of 5 on a loaded machine: their queue, or one query behind it,
    // may take longer than a deployment's 5 s. The outage tests set the deployment's bounds back.
    databaseConnectTimeoutMs: 60_000,
    databaseQueryTimeoutMs: 60_000,
    marketHours: 'always' as const,
    ...overrides,
    dataDir,
  };
  const running = await startServer(config);
  // Every test user is registered from this one address: lift the hourly code caps (tests of the caps set their own).
  await writeSetting(running.db, 'code_sends_per_ip_hour', '1000000');
  await writeSetting(running.db, 'code_sends_per_hour', '1000000');
  const parse = async (res: Response): Promise<Env> => ({ status: res.status, ...(await res.json()) });
  return {
    ...running,
    dataDir,
    databaseUrl,
    post: async (path, form, headers = {}) =>
      parse(
        await fetch(running.url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])),
        }),
      ),
    get: async (path, query = {}, headers = {}) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      return parse(await fetch(`${running.url}${path}${qs.size ? `?${qs}` : ''}`, { headers }));
    },
    lastCode: async (to) => {
      const row = await running.db
        .selectFrom('outbox')
        .select('body')
        .where('destination', '=', to)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return /\b(\d{6})\b/.exec(row.body)![1]!;
    },
    stop: async () => {
      await running.close();
      // A reviewer preview may still be written by its worker thread (it is not waited for on close): retry.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    },
  };
}

/** Sends a register code, reads it from the outbox and registers; returns the login result. */
export async function registerUser(s: TestServer, email: string, password = 'correct horse 1') {
  const sent = await s.post('/api/notify/send_email', { to: email, type: 1 });
  if (sent.code !== 1) throw new Error(`send_email: ${sent.msg}`);
  const code = await s.lastCode(email.toLowerCase());
  const r = await s.post('/api/user/register', {
    type: 'email',
    account: email,
    password,
    re_password: password,
    sms_code: code,
  });
  if (r.code !== 1) throw new Error(`register: ${r.msg}`);
  return r.data as { token: string; user: { id: number; email: string; is_demo: number } };
}

/**
 * Sends the logged-in user's own e-mail code for `type` (4 a withdrawal, 5 a new payout method: core/codes/code-type.ts)
 * through send_email, as the app's "Send code" does, and reads it from the outbox. The address's earlier codes are
 * aged an hour first, so a fixture that binds and withdraws in a row is not held back by the 60 s and hourly send
 * limits (tests/server/accounts test those).
 */
export async function ownCode(s: TestServer, auth: Record<string, string>, email: string, type: number) {
  await ageCodes(s, email.toLowerCase(), 3_600_000);
  const sent = await s.post('/api/notify/send_email', { type }, auth);
  if (sent.code !== 1) throw new Error(`send_email type ${type}: ${sent.msg}`);
  return s.lastCode(email.toLowerCase());
}

/** Moves a destination's code timestamps into the past, as if `ms` had passed. */
export async function ageCodes(s: TestServer, to: string, ms: number) {
  const { sql } = await import('kysely');
  await s.db
    .updateTable('codes')
    .set({
      created_ms: sql`created_ms - ${ms}`,
      expires_ms: sql`expires_ms - ${ms}`,
    })
    .where('destination', '=', to)
    .execute();
}
