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
import { checkAcknowledged, checkLedger, type ProblemKind } from './crash-check.js';
import { CrashLoad } from './crash-load.js';
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
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'lotline-crash-'));
  const server = await crashServer(dataDir, OPERATOR, log);
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
    await server.start();
    // Read-only but for one thing: aging an address's codes (as tests/server/test-server.ts ageCodes does), so a
    // trader can be sent a withdrawal code per withdrawal without waiting out the 60 s and hourly send limits.
    const db = new Database(join(dataDir, 'app.sqlite'), { fileMustExist: true, timeout: 5000 });
    const { load, traders } = await prepare(server, db, opts.users ?? 4, result);
    await killUnderLoad(server, load, traders, opts, log);
    result.kills = opts.kills;
    const users = await check(server, db, load, traders, result);
    db.close();
    log(`checked ${load.acks.length} acknowledged operations and ${users} users`);
    return result;
  } finally {
    if (server.running()) await server.kill().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Server = Awaited<ReturnType<typeof crashServer>>;

/** The traders set up, and the load over them, on the started server. */
async function prepare(server: Server, db: Database.Database, users: number, counts: CrashResult) {
  const { base, call, must } = server;
  const one = <T>(q: string, ...args: unknown[]) => db.prepare(q).get(...args) as T;
  const ownCode = ownCodeOf(db, call);
  const opToken = (await must('POST', '/admin/api/login', OPERATOR)).token as string;
  // The run withdraws to methods it has just bound: no cooling-off (tests/server/funds/payout-guard.test.ts has it).
  await must('POST', '/admin/api/settings', { payout_cooling_hours: '0' }, opToken);
  const usdBank = one<{ id: number }>(
    `SELECT a.id FROM deposit_bank_accounts a JOIN deposit_bank_currencies c ON c.id = a.currency_id WHERE c.name = 'USD' ORDER BY a.id`,
  ).id;
  const wUsd = one<{ id: number }>(
    `SELECT id FROM withdraw_symbols WHERE type = 2 AND code = 'USD' AND protocol = ''`,
  ).id;
  const pair = one<{ id: number }>(`SELECT id FROM trade_pairs WHERE code = 'BTCUSD'`).id;
  const traders = await setUpTraders(users, { base, must, one, ownCode, opToken, usdBank, wUsd });
  const probe = { type: 1, status: 1, cont: '0.01', multiple: 20, forex_id: pair, client_id: 'crash-probe' };
  const price = Number((await must('GET', '/v1/api/forex/submit', probe, traders[0]!.token)).Price);
  return { load: new CrashLoad({ call, ownCode, pair, price, usdBank, wUsd }, counts, opToken), traders };
}

/** `opts.kills` times: load, kill the server at a random moment, restart it on the same data. */
async function killUnderLoad(
  server: Server,
  load: CrashLoad,
  traders: Trader[],
  opts: CrashOptions,
  log: (line: string) => void,
): Promise<void> {
  const [minAcks, maxAcks] = opts.acksBeforeKill ?? [10, 60];
  for (let k = 0; k < opts.kills; k++) {
    const l = load.run(traders);
    await load.acked(rand(minAcks, maxAcks), l);
    await sleep(rand(0, 250));
    await server.kill();
    await l.done;
    await server.start();
    load.opToken = (await server.must('POST', '/admin/api/login', OPERATOR)).token;
    log(`kill ${k + 1}/${opts.kills}: ${load.counts.acknowledged} acknowledged so far`);
  }
  // A last stretch of load on the restarted server, then everything is checked on a quiet one.
  const last = load.run(traders);
  await load.acked(minAcks, last);
  await last.stop();
  await sleep(200);
}

/**
 * Every acknowledged operation there once, every ledger adding up, and each client_id retry answered the same;
 * returns how many users were checked.
 */
async function check(
  server: Server,
  db: Database.Database,
  load: CrashLoad,
  traders: Trader[],
  result: CrashResult,
): Promise<number> {
  const problem = (kind: ProblemKind, line: string) => {
    result[kind]++;
    if (result.problems.length < 50) result.problems.push(`${kind}: ${line}`);
  };
  checkAcknowledged(db, load.acks, problem);
  const users = checkLedger(db, problem);
  // A client that never saw its answer retries with the same client_id: it must get the same order back.
  const byId = new Map(traders.map((t) => [t.id, t]));
  for (const a of load.acks) {
    if (!a.clientId) continue;
    const r = await server.call('GET', '/v1/api/forex/submit', a.query!, byId.get(a.user)!.token);
    if (r?.code !== 1 || r.data.Id !== a.id)
      problem(
        'retryMismatches',
        `${a.clientId}: acknowledged #${a.id}, retry answered ${r?.code === 1 ? `#${r.data.Id}` : r?.msg}`,
      );
  }
  return users;
}
