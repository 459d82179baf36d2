import { loadConfig } from './config.js';
import { startServer } from './server.js';

/** `npm start`: the whole product in one process. SIGTERM/SIGINT close it cleanly. */
const config = loadConfig();
const running = await startServer(config);
running.app.log.info(`Lotline is up at http://localhost:${config.port} (data in ${config.dataDir})`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    running.app.log.info(`${signal}: closing (no new connections, finishing requests, closing the database)`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await running.close();
    process.exit(0);
  });
}
