// Makes sure a Redis answers for the cluster tests, and prints its URL.
//   node scripts/redis-up.mjs                 prints TEST_REDIS_URL (default redis://127.0.0.1:6379)
//   node scripts/redis-up.mjs -- cmd args…    then runs cmd with TEST_REDIS_URL set (npm run test:cluster)
// When nothing answers there, it installs Debian's redis-server with apt-get if it is missing (needs root) and
// starts `redis-server --port <free> --save ''` (no persistence: a throwaway test server), stopped when cmd ends.
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { redisAnswers, redisServerPath, startRedis, TEST_REDIS_URL } from './local-servers.mjs';

let url = TEST_REDIS_URL;
let server = null;
if (!(await redisAnswers(url))) {
  const port = await freePort();
  server = await startRedis(redisServerPath({ install: true }), port);
  url = `redis://127.0.0.1:${port}`;
  console.error(`started a temporary Redis on port ${port}`);
}

const sep = process.argv.indexOf('--');
const command = sep >= 0 ? process.argv.slice(sep + 1) : [];
if (!command.length) {
  console.log(url);
  server?.unref();
} else {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_REDIS_URL: url } });
  child.on('exit', (code, signal) => {
    server?.kill();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
