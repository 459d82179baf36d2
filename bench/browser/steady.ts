// `npm run bench -- steady`: where the UI thread's time goes while prices stream. A Chromium trace of
// `/` or `/trade` in steady state (60 pairs at 4 ticks/s, CPU 6x slower, no frame counter), the main thread's time
// by the Performance panel's categories, per second, for the socket in the worker and on the main thread.
import type { BenchContext } from '../harness.js';
import { openStreaming, type SocketMode, type TraceEvent } from './browser.js';

/** Trace event names, by the category the Performance panel files them under. */
const CATEGORY = {
  script: [
    'FunctionCall',
    'EvaluateScript',
    'TimerFire',
    'EventDispatch',
    'FireAnimationFrame',
    'RunMicrotasks',
    'v8.callFunction',
    'v8.run',
    'V8.Execute',
    'XHRReadyStateChange',
    'FireIdleCallback',
    'V8.RunMicrotasks',
    'v8.evaluateModule',
    'v8.compile',
    'v8.compileModule',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ScheduleStyleRecalculation'],
  layout: ['Layout'],
  prePaint: ['PrePaint'],
  paint: ['Paint', 'PaintImage', 'Decode Image', 'RasterTask'],
  layerize: ['Layerize', 'UpdateLayer', 'UpdateLayerTree'],
  commit: ['Commit', 'CompositeLayers'],
  gc: ['MajorGC', 'MinorGC', 'V8.GCScavenger', 'V8.GCCompactor', 'BlinkGC.AtomicPhase'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet', 'HTMLDocumentParser::MaybeFetchQueuedPreloads'],
};
const NAME_TO_CAT = new Map(
  Object.entries(CATEGORY).flatMap(([c, names]) => names.map((n) => [n, c] as [string, string])),
);

/**
 * Steady-state main-thread time of `path` in `mode` ('worker' or 'main'), traced for `seconds`: { busy, by: {
 * category: ms per s }, layouts: per s, layoutObjects: mean dirty objects per layout }. Self time: a category's
 * events minus what nests inside them of another category, so nothing counts twice.
 */
export async function steadyTrace(url: string, path: string, mode: SocketMode, seconds: number) {
  const { browser, ctx, page } = await openStreaming(url, path, mode);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.waitForTimeout(2000);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'blink',
        'cc',
        ...(process.env.BENCH_VERBOSE ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
      ],
    },
    transferMode: 'ReportEvents',
  });
  if (process.env.BENCH_PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.waitForTimeout(seconds * 1000);
  if (process.env.BENCH_PROFILE) printProfile((await cdp.send('Profiler.stop')).profile, seconds);
  await cdp.send('Tracing.end');
  await done;
  await browser.close();
  return summarise(events, seconds);
}

/**
 * The main thread's time in `events` over `seconds` (see steadyTrace), of the renderer process `pid` (the first
 * renderer's when not given), counting only events that start in [`from`, `from` + seconds] when `from` is given.
 */
export function summarise(events: TraceEvent[], seconds: number, { pid, from }: { pid?: number; from?: number } = {}) {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (pid === undefined || e.pid === pid),
  );
  const inWindow = (e: TraceEvent) => from === undefined || (e.ts >= from && e.ts < from + seconds * 1e6);
  const mine = events
    .filter((e) => e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid && inWindow(e))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const by: Record<string, number> = {};
  let busy = 0;
  let layouts = 0;
  let layoutObjects = 0;
  // A stack of open events: each adds its duration to its category and takes it off its parent's.
  const stack: TraceEvent[] = [];
  const self = new Map<TraceEvent, number>();
  for (const e of mine) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    if (e.name === 'RunTask' && !stack.some((s) => s.name === 'RunTask')) busy += e.dur!;
    if (e.name === 'Layout') {
      if (process.env.BENCH_VERBOSE && layouts < 3) console.log(JSON.stringify(e.args));
      layouts++;
      layoutObjects += e.args?.beginData?.dirtyObjects ?? 0;
    }
    const cat = NAME_TO_CAT.get(e.name);
    if (cat) {
      const parent = [...stack].reverse().find((s) => NAME_TO_CAT.has(s.name));
      if (parent) self.set(parent, (self.get(parent) ?? 0) - e.dur!);
      self.set(e, (self.get(e) ?? 0) + e.dur!);
    }
    stack.push(e);
  }
  if (process.env.BENCH_VERBOSE) {
    const inv = new Map<string, number>();
    for (const e of events)
      if (e.name === 'LayoutInvalidationTracking' || e.name === 'StyleRecalcInvalidationTracking') {
        const k = `${e.name} ${e.args?.data?.nodeName} ${e.args?.data?.reason}`;
        inv.set(k, (inv.get(k) ?? 0) + 1);
      }
    console.log([...inv].sort((a, b) => b[1] - a[1]).slice(0, 20));
    // Every event's self time by name: what "other" is made of.
    const all = new Map<string, number>();
    const st: TraceEvent[] = [];
    for (const e of mine) {
      while (st.length && st.at(-1)!.ts + st.at(-1)!.dur! <= e.ts) st.pop();
      if (st.length) all.set(st.at(-1)!.name, (all.get(st.at(-1)!.name) ?? 0) - e.dur!);
      all.set(e.name, (all.get(e.name) ?? 0) + e.dur!);
      st.push(e);
    }
    const top = [...all].sort((a, b) => b[1] - a[1]).slice(0, 18);
    console.log(top.map(([n, us]) => `    ${n}: ${(us / 1000 / seconds).toFixed(1)}`).join('\n'));
  }
  for (const [e, us] of self) {
    const c = NAME_TO_CAT.get(e.name)!;
    by[c] = (by[c] ?? 0) + us / 1000 / seconds;
  }
  const named = Object.values(by).reduce((a, b) => a + b, 0);
  by.other = busy / 1000 / seconds - named;
  return {
    busy: busy / 1000 / seconds,
    by,
    layouts: layouts / seconds,
    layoutObjects: layouts ? layoutObjects / layouts : 0,
  };
}

/** Self time by function (name, file:line) from a CDP CPU profile, ms per s: what the script time is made of. */
/** The parts of a CDP CPU profile read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

function printProfile(profile: CpuProfile, seconds: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  for (let i = 0; i < (profile.samples?.length ?? 0); i++) {
    const f = byId.get(profile.samples![i]!)!.callFrame;
    const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0));
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(top.map(([k, us]) => `    ${(us / 1000 / seconds).toFixed(1)} ${k}`).join('\n'));
}

/** The section: both pages, both socket modes, at 6x CPU with 60 pairs at 4 ticks/s and no frame counter. */
export async function benchSteady({ startHarness, out }: BenchContext): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  console.log(`\nSteady state by category (CPU 6x, 60 pairs at 4 ticks/s, no frame counter, ${seconds} s traced)`);
  const h = await startHarness({ BENCH_PAIRS: '60', TICKS_PER_SECOND: '4' });
  for (const path of ['/', '/trade']) {
    for (const mode of ['worker', 'main'] as const) {
      const r = await steadyTrace(h.url, path, mode, seconds);
      const cats = Object.entries(r.by)
        .sort((a, b) => b[1] - a[1])
        .map(([c, ms]) => `${c} ${ms.toFixed(1)}`)
        .join(', ');
      out(`${path} ${mode}: busy ms per s (by category)`, `${r.busy.toFixed(0)} (${cats})`);
      out(
        `${path} ${mode}: layouts per s, dirty objects each`,
        `${r.layouts.toFixed(1)}, ${r.layoutObjects.toFixed(0)}`,
      );
    }
  }
  await h.stop();
}
