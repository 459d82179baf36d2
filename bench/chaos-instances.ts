// The chaos run's instances: the server bundled once (server-bundle.ts) and run as
// child processes on one PostgreSQL database and one Redis prefix, each killable with SIGKILL and restartable on
// the same port; their calls, their lease as /metrics shows it, and the price feed the run plays for the holder.
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { sleep, type Envelope, type Params } from './crash-server.js';
import { root } from './root.js';
import { freePort } from '../tests/support/net.js';
import { dropRedisKeys, TEST_REDIS_URL } from '../scripts/local-servers.mjs';
import { SERVER_BUNDLE } from './server-bundle.js';
import type { TickBatch } from '../server/cluster/tick-relay.js';
import { Channels } from '../server/cluster/bus.js';

/** The run bundles the server once (server-bundle.ts, shared with tests/cluster/crash-failover.test.ts). */
export { bundleServer } from './server-bundle.js';

/** An instance's settings: its own data folder, the run's database and Redis prefix. */
export const instanceEnv = (dir: string, databaseUrl: string, prefix: string): Record<string, string> => ({
  DATA_DIR: dir,
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '6',
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: prefix,
  // Silent simulator: the run plays the holder's feed (Feed), so it knows each price it sets.
  TICKS_PER_SECOND: '0',
  LOG_LEVEL: 'error',
  SCRYPT_LOG_N: '10',
  HISTORY_CANDLES: '60',
  RATE_LIMIT_PER_MINUTE: '100000000',
});

/** One call: the parsed envelope, or null when no answer came (the instance is down, or was killed under it). */
export async function callAt(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  params: Params,
  auth?: string,
): Promise<Envelope | null> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  try {
    const res =
      method === 'GET'
        ? await fetch(`${base}${path}${qs.size ? `?${qs}` : ''}`, { headers, signal: AbortSignal.timeout(15_000) })
        : await fetch(base + path, {
            method,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: qs,
            signal: AbortSignal.timeout(15_000),
          });
    return (await res.json()) as Envelope;
  } catch {
    return null;
  }
}

/** The lease as the instance's /metrics says it; null when it does not answer. */
export async function leaseOf(base: string): Promise<{ held: boolean; epoch: number } | null> {
  try {
    const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(2000) })).text();
    const held = /^lotline_engine_lease_held (\d+)/m.exec(text);
    const epoch = /^lotline_engine_lease_epoch (\d+)/m.exec(text);
    return { held: held?.[1] === '1', epoch: Number(epoch?.[1] ?? 0) };
  } catch {
    return null;
  }
}

/** An instance: `start` it (again after a kill, on the same port and database), `kill` it with SIGKILL. */
export class Instance {
  #child: ChildProcess | null = null;
  #err = '';

  private constructor(
    readonly name: string,
    readonly base: string,
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  static async create(name: string, env: Record<string, string>): Promise<Instance> {
    const port = await freePort();
    return new Instance(name, `http://127.0.0.1:${port}`, port, env);
  }

  get running(): boolean {
    return this.#child !== null;
  }

  /** Spawns the bundle and waits until /readyz answers ok. */
  async start(): Promise<number> {
    const t0 = Date.now();
    const c = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: root,
      stdio: ['ignore', process.env.CHAOS_STDERR ? 'pipe' : 'ignore', 'pipe'],
      env: {
        ...process.env,
        ...this.env,
        ...(process.env.CHAOS_LOG_LEVEL ? { LOG_LEVEL: process.env.CHAOS_LOG_LEVEL } : {}),
        PORT: String(this.port),
        HOST: '127.0.0.1',
      },
    });
    // CHAOS_STDERR=1: the instances' logs on this process's stderr, named (CHAOS_LOG_LEVEL=info for more of them).
    c.stdout?.on('data', (d) => process.stderr.write(`[${this.name}] ${d}`));
    this.#err = '';
    c.stderr!.on('data', (d) => {
      this.#err = (this.#err + d).slice(-4000);
      if (process.env.CHAOS_STDERR) process.stderr.write(`[${this.name}] ${d}`);
    });
    let gone = false;
    c.once('exit', () => {
      gone = true;
    });
    for (;;) {
      if (gone) throw new Error(`${this.name} exited during start: ${this.#err}`);
      if (Date.now() - t0 > 60_000) {
        c.kill('SIGKILL');
        throw new Error(`${this.name}: not ready within 60 s: ${this.#err}`);
      }
      const r = await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(2000) })
        .then((x) => x.json())
        .catch(() => null);
      if (r?.ok === true) break;
      await sleep(50);
    }
    this.#child = c;
    return Date.now() - t0;
  }

  async kill(): Promise<void> {
    const c = this.#child;
    this.#child = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  }

  call(method: 'GET' | 'POST', path: string, params: Params, auth?: string) {
    return callAt(this.base, method, path, params, auth);
  }

  async must(method: 'GET' | 'POST', path: string, params: Params, auth?: string) {
    const r = await this.call(method, path, params, auth);
    if (r?.code !== 1) throw new Error(`${this.name} ${path}: ${r?.msg ?? 'no answer'}`);
    return r.data;
  }
}

/**
 * The price feed of the engine holder, played by the run: a batch on the ticks channel with the holder's epoch is
 * exactly what the holder's feed sends (server/cluster/tick-relay.ts), and every instance applies it. A batch with
 * an epoch older than one an instance has seen is dropped there, as a deposed holder's would be.
 */
export class Feed {
  readonly #redis: Redis;
  constructor(readonly prefix: string) {
    this.#redis = new Redis(TEST_REDIS_URL);
  }
  async tick(epoch: number, pairId: number, price: number): Promise<void> {
    const batch: TickBatch = { epoch, ticks: [[pairId, price, 1, Date.now()]] };
    await this.#redis.publish(this.prefix + Channels.ticks, JSON.stringify(batch));
  }
  /** Deletes the run's Redis keys (counters and socket slots; they would expire anyway) and disconnects. */
  async close(): Promise<void> {
    await dropRedisKeys(TEST_REDIS_URL, this.prefix);
    this.#redis.disconnect();
  }
}
