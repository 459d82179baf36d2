// The crash run's server: the BUILT server as a child process on a data folder and port of its own, started
// (waiting out the first start's back-fill), killed with SIGKILL, and called through its HTTP API.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { root } from './root.js';

/** An answer's envelope. */
export interface Envelope {
  code: number;
  msg: string;
  data: any;
}

export type Params = Record<string, string | number>;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      })
      .on('error', reject);
  });

/**
 * The server of one run on `dataDir`: `start` and `kill` it (again and again, on the same data), `call` it (null: no
 * answer, the server was killed under it), `must` call it (throws unless code 1).
 */
export async function crashServer(
  dataDir: string,
  operator: { email: string; password: string },
  log: (l: string) => void,
) {
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
        ADMIN_EMAIL: operator.email,
        ADMIN_PASSWORD: operator.password,
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
  const call = async (method: 'GET' | 'POST', path: string, params: Params, auth?: string) => {
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
      return (await res.json()) as Envelope;
    } catch {
      return null;
    }
  };
  const must = async (method: 'GET' | 'POST', path: string, params: Params, auth?: string) => {
    const r = await call(method, path, params, auth);
    if (r?.code !== 1) throw new Error(`${path}: ${r?.msg ?? 'no answer'}`);
    return r.data;
  };

  return { base, start, kill, call, must, running: () => child !== null };
}
