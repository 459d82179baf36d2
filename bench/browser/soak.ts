// `npm run bench -- soak [--minutes N]`: a long session. /trade stays open on a phone-sized page with
// prices streaming (60 pairs at 4 ticks a second, the socket in its worker), the CPU slowed 4x, for N minutes (10).
// After the first minute and at the end it reads, each after a forced garbage collection (CDP
// HeapProfiler.collectGarbage): the page's JS heap (Runtime.getHeapUsage), its DOM nodes, documents and event
// listeners (Memory.getDOMCounters), and the socket worker's JS heap (the same two calls in the worker, reached through
// CDP's Target auto-attach). Printed beside the goals, never asserted: heap growth under 1 MB, DOM node growth 0.
import type { CDPSession } from 'playwright-core';
import type { BenchContext } from '../harness.js';
import { openStreaming } from './browser.js';

/** A CDP call into the worker: method, params, its result. */
type WorkerCall = (method: string, params?: object) => Promise<any>;

const MB = 2 ** 20;

/**
 * CDP calls into the page's dedicated workers: the page session auto-attaches to them (not flattened, so the
 * messages go through Target.sendMessageToTarget); `send(method, params)` calls the first worker.
 */
async function workerSession(cdp: CDPSession): Promise<WorkerCall | null> {
  const workers: string[] = [];
  cdp.on('Target.attachedToTarget', (e) => {
    if (e.targetInfo.type === 'worker') workers.push(e.sessionId);
  });
  let id = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const msg = JSON.parse(e.message);
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    if (msg.error) w.reject(new Error(`${msg.error.message} (worker)`));
    else w.resolve(msg.result);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  for (let i = 0; i < 100 && workers.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  if (workers.length === 0) return null;
  return (method: string, params: object = {}) =>
    new Promise((resolve, reject) => {
      const msgId = ++id;
      waiting.set(msgId, { resolve, reject });
      cdp
        .send('Target.sendMessageToTarget', {
          sessionId: workers[0],
          message: JSON.stringify({ id: msgId, method, params }),
        })
        .catch(reject);
    });
}

/** One reading after a forced GC: page heap, DOM counters, worker heap (bytes, counts). */
async function reading(cdp: CDPSession, worker: WorkerCall | null) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  let workerHeap: number | null = null;
  if (worker) {
    await worker('HeapProfiler.collectGarbage');
    workerHeap = (await worker('Runtime.getHeapUsage')).usedSize as number;
  }
  return { heap: usedSize, nodes: dom.nodes, documents: dom.documents, listeners: dom.jsEventListeners, workerHeap };
}

/** `minutes`: the session's length. */
export async function benchSoak({ startHarness, out, minutes }: BenchContext & { minutes: number }): Promise<void> {
  console.log(
    `\nLong session: /trade streaming for ${minutes} min (CPU slowed 4x, 60 pairs at 4 ticks/s, socket in the worker);` +
      `\n  read after the first minute and at the end, each after a forced GC; goals: heap growth under 1 MB, DOM node growth 0`,
  );
  const h = await startHarness({ BENCH_PAIRS: '60', TICKS_PER_SECOND: '4' });
  const { browser, ctx, page } = await openStreaming(h.url, '/trade', 'worker');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('HeapProfiler.enable');
  const worker = await workerSession(cdp);
  if (worker) await worker('HeapProfiler.enable');
  else console.log('  (no worker attached: the worker heap is not read)');
  const first = Math.min(1, minutes / 2);
  await page.waitForTimeout(first * 60_000);
  const start = await reading(cdp, worker);
  const rest = minutes - first;
  // A line a minute, so a long run shows it is alive and how the heap moves.
  for (let m = 1; m <= Math.ceil(rest); m++) {
    await page.waitForTimeout(Math.min(1, rest - (m - 1)) * 60_000);
    const r = await page.evaluate(() => (performance as any).memory?.usedJSHeapSize ?? 0);
    console.log(`    minute ${(first + Math.min(m, rest)).toFixed(1)}: heap ${(r / MB).toFixed(2)} MB (before GC)`);
  }
  const end = await reading(cdp, worker);
  await browser.close();
  await h.stop();

  const mb = (b: number) => `${(b / MB).toFixed(2)} MB`;
  const growth = end.heap - start.heap;
  out(
    'page JS heap after GC: start / end / growth',
    `${mb(start.heap)} / ${mb(end.heap)} / ${mb(growth)} ${growth < MB ? 'ok' : 'OVER'}`,
  );
  const nodes = end.nodes - start.nodes;
  out('DOM nodes: start / end / growth', `${start.nodes} / ${end.nodes} / ${nodes} ${nodes <= 0 ? 'ok' : 'OVER'}`);
  out('JS event listeners: start / end', `${start.listeners} / ${end.listeners}`);
  out('documents: start / end', `${start.documents} / ${end.documents}`);
  if (start.workerHeap != null && end.workerHeap != null) {
    const wg = end.workerHeap - start.workerHeap;
    out(
      'socket worker JS heap after GC: start / end / growth',
      `${mb(start.workerHeap)} / ${mb(end.workerHeap)} / ${mb(wg)} ${wg < MB ? 'ok' : 'OVER'}`,
    );
  }
}
