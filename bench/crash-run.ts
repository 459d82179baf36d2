// The crash run shared by tests/server/crash.test.ts (3 kills) and `npm run bench -- crash` (25 kills):
// the BUILT server as a child process under a load of orders, closes, pending orders, cancels, deposits,
// withdrawals and operator reviews, killed with SIGKILL at random moments and restarted on the same data.
// Afterwards every user's ledger must add up, and everything the server acknowledged must be there exactly
// once (an answer with code 1 is a promise: a kill right after it must not undo it or do it twice).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { checkAcknowledged, checkLedger, type Ack, type ProblemKind } from './crash-check.js';
import { crashServer, sleep } from './crash-server.js';
import { ownCodeOf, setUpTraders, type Trader } from './crash-traders.js';
import { root } from './root.js';

const OPERATOR = { email: 'crash-ops@lotline.test', password: 'crash operator 1' };

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

const rand = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo));

/** Runs the whole crash scenario and returns its figures; the child and its data folder are gone afterwards. */
export async function crashRun(opts: CrashOptions): Promise<CrashResult> {
  const log = opts.log ?? (() => {});
  const [minAcks, maxAcks] = opts.acksBeforeKill ?? [10, 60];
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'lotline-crash-'));
  const server = await crashServer(dataDir, OPERATOR, log);
  const { base, start, kill, call, must } = server;

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
    const ownCode = ownCodeOf(db, call);
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

    const traders = await setUpTraders(opts.users ?? 4, { base, must, one, ownCode, opToken, usdBank, wUsd });
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

    const problem = (kind: ProblemKind, line: string) => {
      result[kind]++;
      if (result.problems.length < 50) result.problems.push(`${kind}: ${line}`);
    };
    checkAcknowledged(db, acks, problem);
    const users = checkLedger(db, problem);
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
    log(`checked ${acks.length} acknowledged operations and ${users} users`);
    return result;
  } finally {
    if (server.running()) await kill().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}
