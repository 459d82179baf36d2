import { createServer } from 'node:net';

/**
 * A port the system just handed out on 127.0.0.1, free when this returns: for a child process or a second server
 * that must be told its port before it listens. Not a random one: a random port could be one a parallel test's
 * server holds, and the child then exits on EADDRINUSE.
 */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
