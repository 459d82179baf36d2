// The engine chaos run of `npm run bench -- chaos` (20 kills; BENCH_KILLS sets it):
// two instances as child processes on one PostgreSQL database and one Redis prefix, traders sending orders,
// closes, pending orders, cancels, stop-losses and price alerts to both in turn, and the engine-role holder killed
// with SIGKILL again and again (and restarted, so two always run). After each kill: how long until the other holds
// the lease and applies a tick, whether a stop and an alert armed then still fire, and whether a phone that was on
// the killed instance picks up on the other. Afterwards everything acknowledged must be there exactly once, no
// trigger fired twice, and every ledger adds up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '../server/db/database.js';
import { sleep } from './crash-server.js';
import { bundleServer, Feed, Instance, instanceEnv, leaseOf } from './chaos-instances.js';
import { checkChaos } from './chaos-check.js';
import { ChaosLoad } from './chaos-load.js';
import { Phone, until, type Trader } from './chaos-phone.js';
import { probeAfterFailover } from './chaos-probe.js';

export interface ChaosOptions {
  kills: number;
  /** A fresh PostgreSQL database (migrated or empty: the first instance migrates it). */
  databaseUrl: string;
  /** Traders loading the instances at the same time. */
  users?: number;
  /**
   * How long a stop-loss and an alert armed after a failover get to fire once the dip below them is sent (ms): the
   * bench counts those later than 10 s; the test gives 30 s, as it checks that they fire, not how soon.
   */
  triggerWindowMs?: number;
  log?: (line: string) => void;
}

export interface ChaosResult {
  kills: number;
  sent: number;
  /** Operations answered with code 1. */
  acknowledged: number;
  lost: number;
  duplicated: number;
  /** Users whose balance + lock_balance (or lock_balance) disagree with the ledger (ledgerBreaks). */
  invariantViolations: number;
  /** Per kill: SIGKILL to the other instance holding the lease and having applied the first tick sent after (ms). */
  failoverMs: number[];
  /** Per kill: from the first dip sent after the failover to both the stop-loss and the alert armed then fired (ms). */
  probeMs: number[];
  /** Stop-losses or alerts armed after a failover that had not fired within triggerWindowMs of the dip below them. */
  missedTriggers: number;
  /** One line per problem, for the failure message. */
  problems: string[];
}

const rand = (lo: number, hi: number) => lo + Math.random() * (hi - lo);

export async function chaosRun(opts: ChaosOptions): Promise<ChaosResult> {
  const log = opts.log ?? (() => {});
  const result: ChaosResult = {
    kills: 0,
    sent: 0,
    acknowledged: 0,
    lost: 0,
    duplicated: 0,
    invariantViolations: 0,
    failoverMs: [],
    probeMs: [],
    missedTriggers: 0,
    problems: [],
  };
  const problem = (kind: 'lost' | 'duplicated' | 'invariantViolations', line: string) => {
    result[kind]++;
    if (result.problems.length < 50) result.problems.push(`${kind}: ${line}`);
  };
  bundleServer();
  const prefix = `lotline-chaos:${randomBytes(4).toString('hex')}:`;
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'lotline-chaos-')));
  const env = (dir: string) => instanceEnv(dir, opts.databaseUrl, prefix);
  const nodes = [await Instance.create('A', env(dirs[0]!)), await Instance.create('B', env(dirs[1]!))];
  const feed = new Feed(prefix);
  const { db, close: closeDb } = await openDatabase({ dataDir: dirs[0]!, databaseUrl: opts.databaseUrl });
  try {
    // One after the other: the first migrates and seeds the database under the startup lock.
    for (const n of nodes) log(`${n.name} up in ${await n.start()} ms`);
    const run = new Run(nodes, feed, db, result, log, opts.triggerWindowMs ?? 10_000);
    await run.prepare(opts.users ?? 6);
    await run.killUnderLoad(opts.kills);
    await checkChaos(db, run.load.acks, problem);
    return result;
  } finally {
    await Promise.all(nodes.map((n) => n.kill()));
    await feed.close().catch(() => {});
    await closeDb();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

export class Run {
  load!: ChaosLoad;
  traders: Trader[] = [];
  phone!: Trader;
  prober!: Trader;
  pair = 0;
  precision = 2;
  base = 0;
  /** The price the run's feed moves around `base` while the load runs; paused (null) around a failover. */
  #wander = true;

  constructor(
    readonly nodes: Instance[],
    readonly feed: Feed,
    readonly db: Db,
    readonly result: ChaosResult,
    readonly log: (line: string) => void,
    readonly triggerWindowMs: number,
  ) {}

  round = (x: number) => Number(x.toFixed(this.precision));

  /** The instance holding the lease now (by /metrics), with its epoch. */
  async holder(): Promise<{ node: Instance; epoch: number } | null> {
    for (const node of this.nodes) {
      if (!node.running) continue;
      const l = await leaseOf(node.base);
      if (l?.held) return { node, epoch: l.epoch };
    }
    return null;
  }

  /** The price `node` quotes for the pair (trade_list), null without an answer. */
  async priceOn(node: Instance): Promise<number | null> {
    const r = await node.call('GET', '/v1/api/forex/trade_list', { searchCurrency: 'ETHUSD' });
    return r?.code === 1 ? Number(r.data.find((p: { Id: number }) => p.Id === this.pair)?.ForexQuotations.Close) : null;
  }

  /** Sends `price` as the current holder's feed and waits until every running instance quotes it. */
  async drive(price: number): Promise<void> {
    await until(
      async () =>
        (await Promise.all(this.nodes.filter((n) => n.running).map((n) => this.priceOn(n)))).every((p) => p === price),
      10_000,
      `ETHUSD at ${price} everywhere`,
      async () => {
        const h = await this.holder();
        if (h) await this.feed.tick(h.epoch, this.pair, price);
      },
    );
  }

  async prepare(users: number): Promise<void> {
    const [a] = this.nodes;
    const eth = (await a!.must('GET', '/v1/api/forex/trade_list', { searchCurrency: 'ETHUSD' })).find(
      (p: { Code: string }) => p.Code === 'ETHUSD',
    );
    this.pair = eth.Id;
    this.precision = eth.PricePrecision;
    this.base = this.round(Number(eth.ForexQuotations.Close));
    const demo = async (i: number): Promise<Trader> => {
      const r = await this.nodes[i % 2]!.must('POST', '/api/user/loginForU', {
        demo_id: `chaos${String(i).padStart(3, '0')}`,
      });
      return { id: r.user.id, token: r.token, open: [], pending: [] };
    };
    this.traders = await Promise.all(Array.from({ length: users }, (_, i) => demo(i)));
    this.phone = await demo(900);
    this.prober = await demo(901);
    this.load = new ChaosLoad(this.nodes, this, this.result);
    await this.drive(this.base);
  }

  /** The run's feed while the load runs: a small walk around the base through whoever holds the lease. */
  wander() {
    let stopped = false;
    const done = (async () => {
      while (!stopped) {
        if (this.#wander) {
          const h = await this.holder();
          if (h) await this.feed.tick(h.epoch, this.pair, this.round(this.base * rand(0.995, 1.005)));
        }
        await sleep(100);
      }
    })();
    return { stop: () => ((stopped = true), done) };
  }

  async killUnderLoad(kills: number): Promise<void> {
    const load = this.load.run(this.traders);
    const walk = this.wander();
    try {
      for (let k = 1; k <= kills; k++) {
        await this.load.acked(Math.floor(rand(15, 40)));
        const h = await this.holder();
        if (!h) throw new Error('chaos run: no instance holds the lease');
        const phone = await Phone.on(h.node, this.phone, this.pair);
        // The phone's own order, through the instance about to die: its ACCOUNT push proves the socket is live.
        const own = await h.node.must(
          'GET',
          '/v1/api/forex/submit',
          { type: 1, status: 1, cont: '0.05', multiple: 10, forex_id: this.pair },
          this.phone.token,
        );
        await phone.sawOrder(own.Id);
        await sleep(rand(0, 200));
        this.#wander = false;
        const killed = Date.now();
        await h.node.kill();
        const other = this.nodes.find((n) => n !== h.node)!;
        // The other holds the lease, then the first tick sent with its epoch is applied there.
        let epoch = 0;
        await until(
          async () => {
            const l = await leaseOf(other.base);
            epoch = l?.epoch ?? 0;
            return l?.held === true;
          },
          15_000,
          'lease on the other instance',
        );
        const mark = this.round(this.base * (1 + k / 10_000));
        await this.feed.tick(epoch, this.pair, mark);
        await until(async () => (await this.priceOn(other)) === mark, 10_000, 'first tick after the failover');
        const ms = Date.now() - killed;
        this.result.failoverMs.push(ms);
        this.log(
          `kill ${k}/${kills}: ${h.node.name} killed, ${other.name} holds epoch ${epoch} and applied a tick ${ms} ms later (${this.result.acknowledged} acknowledged so far)`,
        );
        const restarted = h.node.start();
        await phone.resync(other, this.db);
        await this.probe(other);
        this.#wander = true;
        this.log(`  ${h.node.name} back in ${await restarted} ms`);
        this.result.kills++;
      }
      await this.load.acked(20);
    } finally {
      this.#wander = false;
      await walk.stop();
      await load.stop();
    }
  }

  /** A stop-loss and an alert armed after the failover, on the new holder; a dip must fire both (once). */
  probe = (node: Instance) => probeAfterFailover(this, node);
}
