import { loadConfig } from './config.js';
import { startServer } from './server.js';

/** `npm start`: the whole product in one process. SIGTERM/SIGINT close it cleanly. */
const config = loadConfig();
const running = await startServer(config);
running.app.log.info(`Lotline is up at http://localhost:${config.port} (data in ${config.dataDir})`);

/** Past the grace period, time for the socket hub's close handshake (1 s) and the database to close. */
const FORCE_EXIT_MARGIN_MS = 5000;
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    // The backstop is armed first, before anything that could throw or wait: close() is bounded (the hub's 1 s
    // handshake, then the grace period, then every socket is cut), so reaching this means a state nobody foresaw.
    setTimeout(() => process.exit(1), config.shutdownGraceMs + FORCE_EXIT_MARGIN_MS);
    running.app.log.info(`${signal}: closing (no new connections, finishing requests, closing the database)`);
    await running.close().then(() => process.exit(0), (err) => {
      running.app.log.error({ err }, 'close failed');
      process.exit(1);
    });
  });
}
