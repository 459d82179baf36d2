// A port the system just handed out on 127.0.0.1, free when this resolves: for a server a script starts and must
// name first (a temporary PostgreSQL or Redis, the production check). tests/support/net.ts is the tests' own.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
