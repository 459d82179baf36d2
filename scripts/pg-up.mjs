// Makes sure a PostgreSQL answers for the server tests, and prints its URL.
//   node scripts/pg-up.mjs                 prints TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
//   node scripts/pg-up.mjs -- cmd args…    then runs cmd with TEST_DATABASE_URL and TEST_DIALECT=postgres set (npm run test:pg)
// When nothing answers there, it installs Debian's postgresql with apt-get if no initdb is found (needs root), initdb's
// a temporary folder and starts a server on a free port (as the postgres user when run as root: postgres refuses
// root), and uses that one. That server keeps running after this script (CI machines are thrown away).
import { spawn } from 'node:child_process';
import { postgresAnswers, postgresBinDir, startPostgres } from './local-servers.mjs';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

let url = process.env.TEST_DATABASE_URL || DEFAULT_URL;
if (!(await postgresAnswers(url))) {
  const started = await startPostgres({
    bin: postgresBinDir({ install: true }),
    tempPrefix: 'lotline-pg-',
    maxConnections: 200,
  });
  console.error(`started a temporary PostgreSQL in ${started.data} on port ${started.port}`);
  url = started.url;
}

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
