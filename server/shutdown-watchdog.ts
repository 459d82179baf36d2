import { Worker } from 'node:worker_threads';

/**
 * Kills this process with SIGKILL after `ms`, from a worker thread: it fires even while the main thread is stuck in
 * synchronous code (an exit handler, a blocking write, a loop), where a timer of the main thread never runs. The
 * last resort behind main.ts's own force-exit: the process ends, whatever state it is in.
 */
export function armWatchdog(ms: number): void {
  const worker = new Worker(
    "const { workerData } = require('node:worker_threads'); setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);",
    { eval: true, workerData: { pid: process.pid, ms } },
  );
  worker.unref(); // never what keeps the process alive
}
