// The crash run shared by tests/server/crash.test.ts (3 kills) and `npm run bench -- crash` (25 kills):
// the BUILT server as a child process under a load of orders, closes, pending orders, cancels, deposits,
// withdrawals and operator reviews, killed with SIGKILL at random moments and restarted on the same data.
// Afterwards every user's ledger must add up, and everything the server acknowledged must be there exactly
// once (an answer with code 1 is a promise: a kill right after it must not undo it or do it twice).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PNG_8x6 } from './funds/image-fixtures.js';
import { freePort } from '../support/net.js';

const root = join(import.meta.dirname, '..', '..');
const OPERATOR = { email: 'crash-ops@lotline.test', password: 'crash operator 1' };
const PASSWORD = 'crash trader 1';
/** Ledger types that happen at most once per record they name in their memo ('#<id>'): see server/ledger/ledger.ts. */
const ONCE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 12];

export interface CrashOptions {
  kills: number;
  /** Traders loading the server at the same time. */
  users?: number;
  /**
   * When to kill: after a random number in [min, max) of operations acknowledged since the last restart, then a
   * random 0..250 ms more (mid-request). Counted in operations, not time, so a slow machine still loads the server.
   */
  acksBeforeKill?: [number, number];
  log?: (line: string) => void;
}

export interface CrashResult {
  kills: number;
  /** Requests sent (in doubt ones included). */
  sent: number;
  /** Operations the server answered with code 1. */
  acknowledged: number;
  /** Acknowledged operations whose effect is missing after the restarts. */
  lost: number;
  /** Operations whose effect is there more than once (ledger records per order, deposit or withdrawal; orders per client_id). */
  duplicated: number;
  /** Users whose balance, lock or ledger sums disagree, or go negative. */
  invariantViolations: number;
  /** Acknowledged orders that a client_id retry did not answer with the same order. */
  retryMismatches: number;
  /** One line per problem found, for the failure message. */
  problems: string[];
}

interface Trader {
  id: number;
  email: string;
  token: string;
  proof: string;
  method: number;
}
interface Ack {
  kind: 'open' | 'pending' | 'close' | 'cancel' | 'deposit' | 'approve' | 'reject' | 'draw' | 'pay' | 'refuse';
  user: number;
  id: number;
  clientId?: string;
  query?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rand = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo));

/** Runs the whole crash scenario and returns its figures; the child and its data folder are gone afterwards. */
export async function crashRun(opts: CrashOptions): Promise<CrashResult> {
  const log = opts.log ?? (() => {});
  const [minAcks, maxAcks] = opts.acksBeforeKill ?? [10, 60];
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'lotline-crash-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    const t0 = Date.now();
    const c = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        SCRYPT_LOG_N: '10',
        RATE_LIMIT_PER_MINUTE: '100000000',
        ADMIN_EMAIL: OPERATOR.email,
        ADMIN_PASSWORD: OPERATOR.password,
        SHUTDOWN_GRACE_MS: '300',
      },
    });
    let err = '';
    c.stderr!.on('data', (d) => {
      err = (err + d).slice(-4000);
    });
    let gone = false;
    c.once('exit', () => {
      gone = true;
    });
    // The first start back-fills every pair's history (seconds, more on a loaded machine): wait while it lives.
    for (;;) {
      if (gone) throw new Error(`server exited during start: ${err}`);
      const r = await fetch(`${base}/api/basicSet/getBasicInfo`)
        .then((x) => x.json())
        .catch(() => null);
      if (r?.code === 1) break;
      await sleep(100);
    }
    child = c;
    log(`server up in ${Date.now() - t0} ms`);
  };
  const kill = async () => {
    const c = child!;
    child = null;
    if (c.exitCode !== null || c.signalCode !== null) return; // it already ended on its own
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };

  /** One call: the parsed envelope, or null when no answer came (the server was killed under it). */
  const call = async (method: 'GET' | 'POST', path: string, params: Record<string, string | number>, auth?: string) => {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const headers: Record<string, string> = auth ? { authorization: auth } : {};
    try {
      const res =
        method === 'GET'
          ? await fetch(`${base}${path}${qs.size ? `?${qs}` : ''}`, { headers })
          : await fetch(base + path, {
              method,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              body: qs,
            });
      return (await res.json()) as { code: number; msg: string; data: any };
    } catch {
      return null;
    }
  };
  const must = async (method: 'GET' | 'POST', path: string, params: Record<string, string | number>, auth?: string) => {
    const r = await call(method, path, params, auth);
    if (r?.code !== 1) throw new Error(`${path}: ${r?.msg ?? 'no answer'}`);
    return r.data;
  };

  const result: CrashResult = {
    kills: 0,
    sent: 0,
    acknowledged: 0,
    lost: 0,
    duplicated: 0,
    invariantViolations: 0,
    retryMismatches: 0,
    problems: [],
  };
  try {
    await start();
    // Read-only but for one thing: aging an address's codes (as tests/server/test-server.ts ageCodes does), so a
    // trader can be sent a withdrawal code per withdrawal without waiting out the 60 s and hourly send limits.
    const db = new Database(join(dataDir, 'app.sqlite'), { fileMustExist: true, timeout: 5000 });
    const one = <T>(q: string, ...args: unknown[]) => db.prepare(q).get(...args) as T;
    const ageCodes = (email: string) =>
      db
        .prepare(
          'UPDATE codes SET created_ms = created_ms - 3600000, expires_ms = expires_ms - 3600000 WHERE destination = ?',
        )
        .run(email);
    /**
     * The code confirming a withdrawal (type 4) or a payout method (5), mailed to the trader's own address and read
     * from the outbox, the run's mailbox. undefined: no answer (the server was killed under it); null: refused.
     */
    const ownCode = async (t: { email: string; token: string }, type: number) => {
      ageCodes(t.email);
      const sent = await call('POST', '/api/notify/send_email', { type }, t.token);
      if (sent === null) return undefined;
      if (sent.code !== 1) return null;
      const body = one<{ body: string }>(
        'SELECT body FROM outbox WHERE destination = ? ORDER BY id DESC',
        t.email,
      ).body;
      return /\b(\d{6})\b/.exec(body)![1]!;
    };
    let opToken = (await must('POST', '/admin/api/login', OPERATOR)).token as string;
    // The run withdraws to methods it has just bound: no cooling-off (tests/server/funds/payout-guard.test.ts has it).
    await must('POST', '/admin/api/settings', { payout_cooling_hours: '0' }, opToken);
    const usdBank = one<{ id: number }>(
      `SELECT a.id FROM deposit_bank_accounts a JOIN deposit_bank_currencies c ON c.id = a.currency_id WHERE c.name = 'USD' ORDER BY a.id`,
    ).id;
    const wUsd = one<{ id: number }>(
      `SELECT id FROM withdraw_symbols WHERE type = 2 AND code = 'USD' AND protocol = ''`,
    ).id;
    const pair = one<{ id: number }>(`SELECT id FROM trade_pairs WHERE code = 'BTCUSD'`).id;

    // Traders: registered, a proof picture each (reused: a claim only checks whose it is), 100,000 USD approved, a bank payout method.
    const traders: Trader[] = [];
    for (let i = 0; i < (opts.users ?? 4); i++) {
      const email = `crash${i}@lotline.test`;
      await must('POST', '/api/notify/send_email', { to: email, type: 1 });
      const body = one<{ body: string }>('SELECT body FROM outbox WHERE destination = ? ORDER BY id DESC', email).body;
      const code = /\b(\d{6})\b/.exec(body)![1]!;
      const reg = await must('POST', '/api/user/register', {
        type: 'email',
        account: email,
        password: PASSWORD,
        re_password: PASSWORD,
        sms_code: code,
      });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG_8x6)], { type: 'image/png' }), 'proof.png');
      const up = await (
        await fetch(`${base}/api/common/image_upload`, {
          method: 'POST',
          headers: { authorization: reg.token },
          body: form,
        })
      ).json();
      const dep = await must(
        'POST',
        '/api/quickCharge/wire_submit',
        { number: '100000', proofImg: up.data.url, wire_id: usdBank },
        reg.token,
      );
      await must('POST', `/admin/api/deposits/${dep.id}/approve`, {}, opToken);
      const method = await must(
        'POST',
        '/api/wallet/bind_draw_method',
        {
          type: 2,
          draw_id: wUsd,
          bank_name: 'Crash Bank',
          bank_address: '1 Main St',
          bank_swift: 'TESTUS33',
          payee_name: 'Pat Payee',
          payee_account: `1234567${i}`,
          auth_code: (await ownCode({ email, token: reg.token }, 5))!,
        },
        reg.token,
      );
      traders.push({ id: reg.user.id, email, token: reg.token, proof: up.data.url, method: method.id });
    }
    const price = Number(
      (
        await must(
          'GET',
          '/v1/api/forex/submit',
          { type: 1, status: 1, cont: '0.01', multiple: 20, forex_id: pair, client_id: 'crash-probe' },
          traders[0]!.token,
        )
      ).Price,
    );

    const acks: Ack[] = [];
    const open = new Map<number, number[]>(); // user -> acknowledged open positions
    const pending = new Map<number, number[]>(); // user -> acknowledged pending orders
    const deposits: number[] = [];
    const draws: number[] = [];
    const take = (xs: number[] | undefined) =>
      xs?.length ? xs.splice(Math.floor(Math.random() * xs.length), 1)[0] : undefined;
    let seq = 0;

    /** One random operation by trader `t`; false once the server stopped answering. */
    const step = async (t: Trader): Promise<boolean> => {
      const roll = Math.random();
      let r;
      let ack: Omit<Ack, 'id'> | null;
      let id: number | undefined;
      result.sent++;
      if (roll < 0.3) {
        const query = {
          type: String(rand(1, 3)),
          status: '1',
          cont: '0.01',
          multiple: '20',
          forex_id: String(pair),
          client_id: `c${t.id}-${seq++}`,
        };
        r = await call('GET', '/v1/api/forex/submit', query, t.token);
        ack = { kind: 'open', user: t.id, clientId: query.client_id, query };
        if (r?.code === 1) (open.get(t.id) ?? open.set(t.id, []).get(t.id)!).push(r.data.Id);
      } else if (roll < 0.45) {
        // A buy limit far below the price: it waits (and reserves margin and fee) until cancelled.
        const query = {
          type: '1',
          status: '0',
          cont: '0.01',
          multiple: '20',
          forex_id: String(pair),
          target_price: String(Math.round(price * 0.5)),
          client_id: `p${t.id}-${seq++}`,
        };
        r = await call('GET', '/v1/api/forex/submit', query, t.token);
        ack = { kind: 'pending', user: t.id, clientId: query.client_id, query };
        if (r?.code === 1) (pending.get(t.id) ?? pending.set(t.id, []).get(t.id)!).push(r.data.Id);
      } else if (roll < 0.6) {
        id = take(open.get(t.id));
        if (id === undefined) {
          result.sent--;
          return true;
        }
        r = await call('GET', '/v1/api/forex/close', { id }, t.token);
        ack = { kind: 'close', user: t.id };
      } else if (roll < 0.7) {
        id = take(pending.get(t.id));
        if (id === undefined) {
          result.sent--;
          return true;
        }
        r = await call('GET', '/v1/api/forex/cancel_trade', { id }, t.token);
        ack = { kind: 'cancel', user: t.id };
      } else if (roll < 0.78) {
        r = await call(
          'POST',
          '/api/quickCharge/wire_submit',
          { number: String(rand(10, 500)), proofImg: t.proof, wire_id: usdBank },
          t.token,
        );
        ack = { kind: 'deposit', user: t.id };
        if (r?.code === 1) deposits.push(r.data.id);
      } else if (roll < 0.86) {
        id = take(deposits);
        if (id === undefined) {
          result.sent--;
          return true;
        }
        const approve = Math.random() < 0.6;
        r = await call('POST', `/admin/api/deposits/${id}/${approve ? 'approve' : 'reject'}`, {}, opToken);
        ack = { kind: approve ? 'approve' : 'reject', user: 0 };
      } else if (roll < 0.93) {
        // Confirmed by the code mailed for it; a send that got no answer means the server is gone.
        const authCode = await ownCode(t, 4);
        if (!authCode) {
          result.sent--;
          return authCode === null;
        }
        r = await call(
          'POST',
          '/api/account/draw',
          { draw_currency_id: wUsd, number: String(rand(20, 200)), draw_method_id: t.method, auth_code: authCode },
          t.token,
        );
        ack = { kind: 'draw', user: t.id };
        if (r?.code === 1) draws.push(r.data.id);
      } else {
        id = take(draws);
        if (id === undefined) {
          result.sent--;
          return true;
        }
        const pay = Math.random() < 0.5;
        r = await call('POST', `/admin/api/withdrawals/${id}/${pay ? 'pay' : 'reject'}`, {}, opToken);
        ack = { kind: pay ? 'pay' : 'refuse', user: 0 };
      }
      if (r?.code === 1) {
        acks.push({ ...ack, id: id ?? r.data.Id ?? r.data.id });
        result.acknowledged++;
      }
      return r !== null;
    };

    /** Every trader sends operations back to back until the server stops answering or `stop()` says so. */
    const load = () => {
      let stopped = false;
      const done = Promise.all(
        traders.map(async (t) => {
          while (!stopped && (await step(t)));
        }),
      );
      return {
        done,
        stop: () => {
          stopped = true;
          return done;
        },
      };
    };

    /** Resolves once `n` more operations were acknowledged (or the load ended). */
    const acked = async (n: number, l: { done: Promise<unknown> }) => {
      const target = result.acknowledged + n;
      let ended = false;
      void l.done.then(() => {
        ended = true;
      });
      while (result.acknowledged < target && !ended) await sleep(5);
    };
    for (let k = 0; k < opts.kills; k++) {
      const l = load();
      await acked(rand(minAcks, maxAcks), l);
      await sleep(rand(0, 250));
      await kill();
      await l.done;
      result.kills++;
      await start();
      opToken = (await must('POST', '/admin/api/login', OPERATOR)).token;
      log(`kill ${k + 1}/${opts.kills}: ${result.acknowledged} acknowledged so far`);
    }
    // A last stretch of load on the restarted server, then everything is checked on a quiet one.
    const last = load();
    await acked(minAcks, last);
    await last.stop();
    await sleep(200);

    const problem = (kind: 'lost' | 'duplicated' | 'invariantViolations' | 'retryMismatches', line: string) => {
      result[kind]++;
      if (result.problems.length < 50) result.problems.push(`${kind}: ${line}`);
    };
    const ledgerCount = (user: number, type: number, id: number) =>
      one<{ n: number }>(
        'SELECT COUNT(*) n FROM ledger WHERE user_id = ? AND type = ? AND memo = ?',
        user,
        type,
        `#${id}`,
      ).n;
    for (const a of acks) {
      const what = `${a.kind} #${a.id}`;
      if (a.kind === 'open' || a.kind === 'pending' || a.kind === 'close' || a.kind === 'cancel') {
        const o = one<{ user_id: number; status: number; client_id: string | null } | undefined>(
          'SELECT user_id, status, client_id FROM orders WHERE id = ?',
          a.id,
        );
        if (!o || o.user_id !== a.user) {
          problem('lost', what);
          continue;
        }
        if (a.clientId) {
          const n = one<{ n: number }>(
            'SELECT COUNT(*) n FROM orders WHERE user_id = ? AND client_id = ?',
            a.user,
            a.clientId,
          ).n;
          if (n !== 1 || o.client_id !== a.clientId)
            problem(n > 1 ? 'duplicated' : 'lost', `${what} client_id ${a.clientId}: ${n} orders`);
          const opened = ledgerCount(a.user, a.kind === 'open' ? 4 : 7, a.id);
          if (opened !== 1) problem(opened > 1 ? 'duplicated' : 'lost', `${what}: ${opened} opening records`);
        }
        if (a.kind === 'close' && (o.status !== 3 || ledgerCount(a.user, 6, a.id) !== 1))
          problem(ledgerCount(a.user, 6, a.id) > 1 ? 'duplicated' : 'lost', `${what}: status ${o.status}`);
        if (a.kind === 'cancel' && (o.status !== 4 || ledgerCount(a.user, 8, a.id) !== 1))
          problem(ledgerCount(a.user, 8, a.id) > 1 ? 'duplicated' : 'lost', `${what}: status ${o.status}`);
      } else if (a.kind === 'deposit' || a.kind === 'approve' || a.kind === 'reject') {
        const d = one<{ user_id: number; status: number } | undefined>(
          'SELECT user_id, status FROM deposits WHERE id = ?',
          a.id,
        );
        if (!d) {
          problem('lost', what);
          continue;
        }
        const credits = ledgerCount(d.user_id, 1, a.id);
        if (a.kind === 'approve' && (d.status !== 1 || credits !== 1))
          problem(credits > 1 ? 'duplicated' : 'lost', `${what}: status ${d.status}, ${credits} credits`);
        if (a.kind === 'reject' && (d.status !== 2 || credits !== 0))
          problem('lost', `${what}: status ${d.status}, ${credits} credits`);
      } else {
        const w = one<{ user_id: number; status: number } | undefined>(
          'SELECT user_id, status FROM withdrawals WHERE id = ?',
          a.id,
        );
        if (!w) {
          problem('lost', what);
          continue;
        }
        const frozen = ledgerCount(w.user_id, 2, a.id);
        if (frozen !== 1) problem(frozen > 1 ? 'duplicated' : 'lost', `${what}: ${frozen} freezes`);
        if (a.kind === 'pay' && (w.status !== 1 || ledgerCount(w.user_id, 12, a.id) !== 1))
          problem('lost', `${what}: status ${w.status}`);
        if (a.kind === 'refuse' && (w.status !== 2 || ledgerCount(w.user_id, 3, a.id) !== 1))
          problem('lost', `${what}: status ${w.status}`);
      }
    }
    // Whatever was acknowledged or not: no order, deposit or withdrawal has the same effect twice.
    const twice = db
      .prepare(
        `SELECT user_id, type, memo, COUNT(*) n FROM ledger WHERE type IN (${ONCE_TYPES.join(',')}) AND memo != '' GROUP BY user_id, type, memo HAVING n > 1`,
      )
      .all() as { user_id: number; type: number; memo: string; n: number }[];
    for (const d of twice) problem('duplicated', `ledger type ${d.type} ${d.memo} of user ${d.user_id} x${d.n}`);
    const users = db
      .prepare(
        `SELECT u.id, u.balance, u.lock_balance, COALESCE(SUM(l.value), 0) v, COALESCE(SUM(l.lock_value), 0) lv
      FROM users u LEFT JOIN ledger l ON l.user_id = u.id GROUP BY u.id`,
      )
      .all() as { id: number; balance: number; lock_balance: number; v: number; lv: number }[];
    for (const u of users) {
      if (u.balance < 0 || u.lock_balance < 0 || u.balance + u.lock_balance !== u.v || u.lock_balance !== u.lv) {
        problem(
          'invariantViolations',
          `user ${u.id}: balance ${u.balance}, lock ${u.lock_balance}, sum(value) ${u.v}, sum(lock_value) ${u.lv}`,
        );
      }
    }
    // A client that never saw its answer retries with the same client_id: it must get the same order back.
    const byId = new Map(traders.map((t) => [t.id, t]));
    for (const a of acks) {
      if (!a.clientId) continue;
      const r = await call('GET', '/v1/api/forex/submit', a.query!, byId.get(a.user)!.token);
      if (r?.code !== 1 || r.data.Id !== a.id)
        problem(
          'retryMismatches',
          `${a.clientId}: acknowledged #${a.id}, retry answered ${r?.code === 1 ? `#${r.data.Id}` : r?.msg}`,
        );
    }
    db.close();
    log(`checked ${acks.length} acknowledged operations and ${users.length} users`);
    return result;
  } finally {
    if (child) await kill().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}
