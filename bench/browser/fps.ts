// `npm run bench -- fps`: frame rate and main-thread time of / and /trade while prices stream, the
// socket in the worker and on the main thread. Printed, never asserted; docs/performance.md keeps the figures.
import type { BenchContext } from '../harness.js';
import { counterFloor, fps, median, type SocketMode } from './browser.js';
import { indicatorRows } from './fps-indicators.js';

type FpsRun = Awaited<ReturnType<typeof fps>>;

export async function benchFps({ startHarness, out }: BenchContext): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  // The two modes alternate, BENCH_ROUNDS (3) times each, the order swapped every round: one run of each, one after
  // the other, swung the ratio with the counter from 1.04x to 1.83x on the same build (a run's neighbours on a
  // shared machine). Medians are printed, with the rounds' range.
  const rounds = Number(process.env.BENCH_ROUNDS || 3);
  console.log(
    `\nFrame rate (CPU slowed 6x, 60 pairs at 4 ticks/s, ${seconds} s each, ${rounds} rounds alternating the modes; medians)`,
  );
  const h = await startHarness({ BENCH_PAIRS: '60', TICKS_PER_SECOND: '4' });
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}`;
  const ratios = (as: number[], bs: number[]) => as.map((a, i) => bs[i]! / Math.max(a, 1));
  // '/trade' is the list's first pair, EUR/USD, whose order figures rarely move; on BTC/USD nearly every trade moves
  // the margin (drawn by the worker too since 2026-11-26).
  // BENCH_PATHS=indicators: only the chart indicators' comparison below.
  const only = process.env.BENCH_PATHS === 'indicators';
  const paths = only
    ? []
    : process.env.BENCH_PATHS
      ? process.env.BENCH_PATHS.split(',')
      : ['/', '/trade', '/trade BTCUSD'];
  for (const path of paths) {
    const runs: Record<SocketMode, FpsRun[]> = { worker: [], main: [] };
    // Each round also measures the counter on an empty page, between the two modes: the floor under their `busy`.
    const floors: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const [first, second]: SocketMode[] = r % 2 ? ['main', 'worker'] : ['worker', 'main'];
      runs[first!].push(await fps(h.url, path, first!, seconds));
      floors.push(await counterFloor(seconds));
      runs[second!].push(await fps(h.url, path, second!, seconds));
    }
    const summary = (rs: FpsRun[]) => ({
      fps: median(rs.map((x) => x.fps)),
      long: rs.reduce((n, x) => n + x.long, 0),
      appLong: rs.reduce((n, x) => n + x.appLong, 0),
      busy: rs.map((x) => x.busy),
      app: rs.map((x) => x.app),
      drawn: median(rs.map((x) => x.drawn)),
      dropped: median(rs.map((x) => x.dropped)),
    });
    const [w, m] = [summary(runs.worker), summary(runs.main)];
    // The page alone: its main-thread time, and its frames read from Chromium's trace (which costs the page nothing).
    const ra = ratios(w.app, m.app);
    out(
      `${path} page alone, main-thread busy ms per s: worker / main-thread socket`,
      `${median(w.app).toFixed(0)} / ${median(m.app).toFixed(0)} (${(median(m.app) / Math.max(median(w.app), 1)).toFixed(2)}x; rounds ${ra.map((x) => x.toFixed(2)).join(', ')})`,
    );
    out(
      `${path} page alone, frames drawn / dropped per s (4 price pushes a s): worker; main-thread socket`,
      `${w.drawn.toFixed(1)} / ${w.dropped.toFixed(1)}; ${m.drawn.toFixed(1)} / ${m.dropped.toFixed(1)}`,
    );
    out(`${path} page alone, long tasks in all rounds: worker / main-thread socket`, `${w.appLong} / ${m.appLong}`);
    // Asked for 60 frames a second by a requestAnimationFrame loop: whether the page keeps up, and what the loop's
    // own frames cost (the same loop on an empty page, and each mode above it).
    out(
      `${path} with a 60 fps loop: median fps / long tasks / busy ms per s, worker`,
      `${w.fps} / ${w.long} / ${median(w.busy).toFixed(0)} (${range(w.busy)})`,
    );
    out(
      `${path} with a 60 fps loop: the same, main-thread socket`,
      `${m.fps} / ${m.long} / ${median(m.busy).toFixed(0)} (${range(m.busy)})`,
    );
    const floor = median(floors);
    out(`${path} the loop alone, on an empty page: busy ms per s`, `${floor.toFixed(0)} (${range(floors)})`);
    const above = (rs: FpsRun[]) => rs.map((x, i) => Math.max(x.busy - floors[i]!, 0));
    const [wa, ma] = [above(runs.worker), above(runs.main)];
    out(
      `${path} with the loop, busy above the empty page's: worker / main socket`,
      `${median(wa).toFixed(0)} / ${median(ma).toFixed(0)} (${(median(ma) / Math.max(median(wa), 1)).toFixed(2)}x; rounds ${ratios(
        wa,
        ma,
      )
        .map((x) => x.toFixed(2))
        .join(', ')})`,
    );
  }
  await indicatorRows(h.url, seconds, rounds, out);
  await h.stop();
}
