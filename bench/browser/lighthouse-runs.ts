// Lighthouse runs for the `lighthouse`, `trace` and `compare` sections: Lighthouse 12.8 in Debian's Chromium.
import { CHROMIUM } from './browser.js';

/**
 * Lighthouse 12.8 mobile (simulated slow 4G, 4x CPU) of each url in one Chromium, `runs` times each:
 * per url the list of { score (0-100), lcp, tti (s), tbt (ms), cls, work, longTasks, short }. `short`: why the score is
 * under 100 (metrics scored under 1, opportunities with savings). `work` is the main thread's
 * time by the Performance panel's categories (Lighthouse's mainthread-work-breakdown: script evaluation, style &
 * layout, rendering, parse & compile, garbage collection, other), in ms at the simulated 4x CPU; `longTasks` the
 * tasks over 50 ms ({ url, start, duration } in ms). A run Lighthouse could not finish is run again (printed), never
 * counted as a score of 0. `throttlingMethod` 'devtools' slows the CPU 4x and the network to slow 4G for real while
 * Lighthouse records (tasks as measured) instead of simulating both from a fast run ('simulate', the default).
 */
export interface LighthouseRun {
  score: number;
  lcp: number;
  tti: number;
  tbt: number;
  cls: number;
  work: Record<string, number>;
  short: string[];
  longTasks: { url: string; start: number; duration: number }[];
}

/** The parts of a Lighthouse audit read here (its `details` differ by audit: items or savings). */
interface Audit {
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; overallSavingsMs?: number; items?: Record<string, unknown>[] };
}

export async function lighthouseRuns(
  urls: string[],
  runs = 1,
  { throttlingMethod = 'simulate' }: { throttlingMethod?: 'simulate' | 'devtools' } = {},
): Promise<LighthouseRun[][]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const results: LighthouseRun[][] = urls.map(() => []);
  const failed: string[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      for (const [n, url] of urls.entries()) {
        // A run Lighthouse itself could not finish (a protocol timeout on a busy machine: score null, metrics
        // NaN) is run again, at most twice, and counted in `failed`: it is no figure of the page.
        let r: Awaited<ReturnType<typeof lighthouse>> | undefined;
        for (let attempt = 0; attempt < 3; attempt++) {
          r = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            throttlingMethod,
          });
          if (r?.lhr.categories.performance?.score != null && !r.lhr.runtimeError) break;
          failed.push(`${new URL(url).pathname}: ${r?.lhr.runtimeError?.code ?? 'no score'}`);
        }
        const score = r?.lhr.categories.performance?.score;
        if (score == null) continue;
        const a = r!.lhr.audits as unknown as Record<string, Audit>;
        const value = (id: string) => a[id]?.numericValue ?? NaN;
        const items = (id: string) => a[id]?.details?.items ?? [];
        results[n]!.push({
          score: Math.round(score * 100),
          lcp: value('largest-contentful-paint') / 1000,
          tti: value('interactive') / 1000,
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          work: Object.fromEntries(
            items('mainthread-work-breakdown').map((w) => [
              String(w.groupLabel ?? w.group),
              Math.round(Number(w.duration)),
            ]),
          ),
          // What keeps the score under 100: each metric's score under 1, with its value, and every opportunity
          // Lighthouse still sees (estimated savings), so a 99 comes with its reasons.
          short: [
            ...[
              'first-contentful-paint',
              'speed-index',
              'largest-contentful-paint',
              'total-blocking-time',
              'cumulative-layout-shift',
            ]
              .filter((id) => (a[id]?.score ?? 1) < 1)
              .map((id) => `${a[id]!.title} ${a[id]!.displayValue} (score ${a[id]!.score})`),
            ...Object.values(a)
              .filter((x) => x.details?.type === 'opportunity' && (x.details.overallSavingsMs ?? 0) > 0)
              .map((x) => `${x.title}: ${Math.round(x.details!.overallSavingsMs!)} ms`),
          ],
          longTasks: items('long-tasks').map((t) => ({
            url: String(t.url).replace(/^https?:\/\/[^/]+/, ''),
            start: Math.round(Number(t.startTime)),
            duration: Math.round(Number(t.duration)),
          })),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  if (failed.length) console.log(`  (Lighthouse runs that failed and were run again: ${failed.join('; ')})`);
  return results;
}
