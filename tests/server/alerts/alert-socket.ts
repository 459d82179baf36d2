import type { TestServer } from '../test-server.js';
import { openSocket } from '../../support/socket-client.js';

/** A socket of `s` logged in with `token`, holding PRICE_ALERT and collecting its pushes. */
export async function alertSocket(s: TestServer, token: string) {
  const sock = await openSocket(s.url);
  await sock.login(token);
  await sock.sub('PRICE_ALERT');
  return {
    ws: sock.ws,
    /** The PRICE_ALERT pushes received so far. */
    get pushes() {
      return sock.frames.filter((f) => f.type === 'push' && f.topic === 'PRICE_ALERT').map((f) => f.data);
    },
    /**
     * Brings every push the server has sent: the alert watcher publishes as its queued work runs, so after
     * `s.alerts.idle()` a barrier sees all of them.
     */
    settle: async () => {
      await s.alerts.idle();
      await sock.barrier();
    },
  };
}
