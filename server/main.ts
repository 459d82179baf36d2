import { loadConfig } from './config.js';
import { startServer } from './server.js';
import { armWatchdog } from './shutdown-watchdog.js';
import { stdoutLog } from './http/log-stream.js';

/** `npm start`: the whole product in one process. SIGTERM/SIGINT close it cleanly. */
const config = loadConfig();
stdoutLog.format(config.logFormat);
const running = await startServer(config);
running.app.log.info(`Lotline is up at http://localhost:${config.port} (data in ${config.dataDir})`);

/** Past the grace period, time for the socket hub's close handshake (1 s) and the database to close. */
const FORCE_EXIT_MARGIN_MS = 5000;
/** How long the log may take to reach stdout before exiting: a reader that stopped reading only loses lines. */
const LOG_DRAIN_MS = 1000;
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  // The backstop is armed first, before anything that could throw or wait: close() is bounded (the hub's 1 s
  // handshake, then the grace period, then every socket is cut), so reaching this means a state nobody foresaw.
  setTimeout(() => process.exit(1), config.shutdownGraceMs + FORCE_EXIT_MARGIN_MS);
  // And if even that cannot run (the main thread stuck in synchronous code, as once in an exit handler), a
  // worker thread's SIGKILL ends it 2 s later.
  armWatchdog(config.shutdownGraceMs + FORCE_EXIT_MARGIN_MS + 2000);
  running.app.log.info(`${signal}: closing (no new connections, finishing requests, closing the database)`);
  const code = await running.close().then(
    () => 0,
    (err) => {
      running.app.log.error({ err }, 'close failed');
      return 1;
    },
  );
  await stdoutLog.drained(LOG_DRAIN_MS);
  process.exit(code);
}
