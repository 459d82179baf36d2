// Makes sure a PostgreSQL answers for the server tests, and prints its URL.
//   node scripts/pg-up.mjs                 prints TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
//   node scripts/pg-up.mjs -- cmd args…    then runs cmd with TEST_DATABASE_URL and TEST_DIALECT=postgres set (npm run test:pg)
// When nothing answers there, it installs Debian's postgresql with apt-get if no initdb is found (needs root), initdb's
// a temporary folder and starts a server on a free port (as the postgres user when run as root: postgres refuses
// root), and uses that one. That server keeps running after this script (CI machines are thrown away).
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/** The newest installed PostgreSQL's bin folder (Debian puts them in /usr/lib/postgresql/<major>/bin), or ''. */
function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return '';
  const majors = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? join(base, majors[0], 'bin') : '';
}

const isRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL binary, as the postgres user when we are root. */
const run = (bin, args) =>
  execFileSync(isRoot ? 'runuser' : bin, isRoot ? ['-u', 'postgres', '--', bin, ...args] : args, {
    stdio: ['ignore', 'ignore', 'inherit'],
  });

async function startTemporary() {
  let bin = binDir();
  if (!bin) {
    if (!isRoot)
      throw new Error(
        "no PostgreSQL answers and none is installed: install Debian's postgresql (or run as root) or set TEST_DATABASE_URL",
      );
    console.error("installing Debian's postgresql for the PostgreSQL tests");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    bin = binDir();
    if (!bin) throw new Error('apt-get installed postgresql but no initdb was found under /usr/lib/postgresql');
  }
  const dir = mkdtempSync(join(tmpdir(), 'lotline-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  // fsync off: a throwaway test server; the socket goes in the temp folder, not /var/run/postgresql.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`;
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  console.error(`started a temporary PostgreSQL in ${data} on port ${port}`);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

let url = process.env.TEST_DATABASE_URL || DEFAULT_URL;
if (!(await answers(url))) url = await startTemporary();

const sep = process.argv.indexOf('--');
const command = sep >= 0 ? process.argv.slice(sep + 1) : [];
if (!command.length) {
  console.log(url);
} else {
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    // (VITE_CONFIG_NATIVE_IGNORE_WARNING: vite's warning about vitest.config.ts's extensionless imports, as in test.mjs)
    env: {
      ...process.env,
      TEST_DATABASE_URL: url,
      TEST_DIALECT: 'postgres',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    },
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
