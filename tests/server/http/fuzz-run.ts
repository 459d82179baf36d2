import type { TestServer } from '../test-server.js';
import type { RouteEntry } from '../../../server/http/app.js';
import { mulberry32 } from '../../../server/market/prng.js';

/**
 * The fuzz run shared by the suite (a few thousand requests) and `npm run bench -- fuzz` (ten times more):
 * every route of the app's route table, called through app.inject with hostile values in every field its
 * schema names (plus fields it does not), as query, form or JSON, as a real user, a demo user, an operator
 * and nobody. Counts 5xx answers, answers that are not an envelope, and refusals after which the database
 * changed (row counts of every table and the users' balance sums).
 */
export interface FuzzCounts {
  requests: number;
  routes: number;
  serverErrors: string[];
  nonEnvelope: string[];
  writesOnRefusal: string[];
}
export interface Identity {
  name: string;
  headers: Record<string, string>;
}

const HOSTILE: unknown[] = [
  '',
  ' ',
  'a',
  '0',
  '1',
  '-1',
  '2',
  '02',
  '00.01',
  '0.01',
  '1.5',
  '0x10',
  '1e3',
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '9007199254740993',
  '-0',
  '1,000',
  ' 1 ',
  'null',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ مرحبا',
  '\u0000',
  '%00',
  '../../etc/passwd',
  'x'.repeat(5000),
  '9'.repeat(400),
];
const HOSTILE_JSON: unknown[] = [
  ...HOSTILE,
  0,
  1,
  -1,
  1.5,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  ['1', '2'],
  {},
  { a: 1 },
  [[]],
];
/** Path parameters: never a real small id, so an operator route cannot act on the operator's own row. */
const HOSTILE_PARAM = [
  '0',
  '-1',
  '999999',
  '1e309',
  'Infinity',
  '0x10',
  '02',
  'abc',
  '%F0%9F%98%80',
  'x'.repeat(300),
  '9007199254740993',
];
const EXTRA_FIELDS = ['__proto__', 'constructor', 'is_admin', 'balance', 'zz'];

const tableNames = [
  'settings',
  'areas',
  'users',
  'sessions',
  'device_revocations',
  'codes',
  'captchas',
  'outbox',
  'ledger',
  'companies',
  'categories',
  'trade_pairs',
  'orders',
  'deposit_networks',
  'deposit_bank_currencies',
  'deposit_bank_accounts',
  'uploads',
  'deposits',
  'withdraw_symbols',
  'payout_methods',
  'withdrawals',
  'verifications',
  'news_articles',
  'news_texts',
  'operators',
  'operator_sessions',
  'audit_log',
  'two_factor',
  'two_factor_recovery',
  'perf_bench_runs',
  'perf_rum_buckets',
];
/**
 * Tables a refused call may still write by design: a failed login counts against the throttle, a captcha or a
 * session is made by reading, a code e-mail is queued before the form is complete. Everything else must hold.
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['captchas', 'sessions', 'operator_sessions', 'codes', 'outbox']);

function fieldsOf(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

export async function fuzz(
  s: TestServer,
  ids: Identity[],
  opts: { perRoute: number; seed: number; onlyPrefix?: string },
): Promise<FuzzCounts> {
  const rand = mulberry32(opts.seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const counts: FuzzCounts = { requests: 0, routes: 0, serverErrors: [], nonEnvelope: [], writesOnRefusal: [] };
  const snapshot = async () => {
    const { sql } = await import('kysely');
    const parts = tableNames.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ');
    const row = (
      await sql
        .raw(
          `select ${parts}, (select coalesce(sum(balance),0) from users) as bal, (select coalesce(sum(lock_balance),0) from users) as lock from users limit 1`,
        )
        .execute(s.db)
    ).rows[0] as Record<string, number>;
    return row;
  };
  const routes = (s.app.routeTable as RouteEntry[])
    .filter((r) => /^\/(api|v1|admin\/api)\//.test(r.url) && !r.url.includes('*'))
    .filter((r) => !opts.onlyPrefix || r.url.startsWith(opts.onlyPrefix));
  for (const route of routes) {
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    if (!methods.length) continue;
    counts.routes++;
    const fields = [...new Set([...fieldsOf(route.schema?.querystring), ...fieldsOf(route.schema?.body)])];
    for (let i = 0; i < opts.perRoute; i++) {
      const method = pick(methods);
      // Ending a session would leave the rest of the run anonymous: logouts, and ending a session by id (a small id
      // may be the caller's own), are fuzzed without one.
      const who = route.url.includes('logout') || route.url.endsWith('/session_end') ? ids[0]! : pick(ids);
      const url = route.url.replace(/:(\w+)/g, () => pick(HOSTILE_PARAM));
      const asJson = method !== 'GET' && rand() < 0.35;
      const values: Record<string, unknown> = {};
      for (const f of fields) if (rand() < 0.8) values[f] = pick(asJson ? HOSTILE_JSON : HOSTILE);
      if (rand() < 0.3) values[pick(EXTRA_FIELDS)] = pick(HOSTILE);
      const form = new URLSearchParams(
        Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ).toString();
      const request =
        method === 'GET' || method === 'DELETE'
          ? { method, url: form ? `${url}?${form}` : url, headers: who.headers }
          : asJson
            ? {
                method,
                url,
                headers: { ...who.headers, 'content-type': 'application/json' },
                payload: rand() < 0.05 ? '{"broken":' : JSON.stringify(values),
              }
            : {
                method,
                url,
                headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
                payload: form,
              };
      const before = await snapshot();
      const res = await s.app.inject(request as never);
      counts.requests++;
      const label = `${who.name} ${method} ${request.url.slice(0, 120)} ${asJson ? 'json' : 'form'} ${String((request as { payload?: string }).payload ?? '').slice(0, 120)}`;
      if (res.statusCode >= 500) counts.serverErrors.push(`${res.statusCode} ${label}`);
      let body: { code?: unknown; msg?: unknown; data?: unknown } | null;
      try {
        body = res.json();
      } catch {
        body = null;
      }
      const envelope =
        !!body &&
        typeof body === 'object' &&
        typeof body.code === 'number' &&
        typeof body.msg === 'string' &&
        'data' in body;
      if (!envelope) {
        counts.nonEnvelope.push(`${res.statusCode} ${label}: ${res.body.slice(0, 80)}`);
        continue;
      }
      if (body!.code === 1) continue;
      const after = await snapshot();
      const changed = Object.keys(after).filter((k) => after[k] !== before[k] && !MAY_CHANGE_ON_REFUSAL.has(k));
      if (changed.length)
        counts.writesOnRefusal.push(`${changed.join(',')} after code ${String(body!.code)}: ${label}`);
    }
  }
  return counts;
}
