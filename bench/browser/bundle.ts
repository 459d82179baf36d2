// `npm run bench -- bundle`: the gzip of the JS Chromium fetches on a first visit of / and /trade, and the socket
// worker's (tests/e2e/first-load-budget.e2e.test.ts asserts the budgets; this prints the figures).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchContext } from '../harness.js';
import { launch } from './browser.js';

const kb = (b: number) => `${(b / 1024).toFixed(1)} kB`;

export async function benchBundle({ root, startHarness, out }: BenchContext): Promise<void> {
  console.log(
    '\nBundle (gzip of the JS Chromium fetched on a first visit; budgets / 32 kB, /trade 62 kB, worker 8 kB)',
  );
  const h = await startHarness();
  const browser = await launch();
  const assets = join(root, 'dist/app/assets');
  for (const path of ['/', '/trade']) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const files = new Set<string>();
    // App code only: /sw.js is the service worker's own script, fetched once per install, not page JS.
    ctx.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js')) files.add(u.pathname.split('/').pop()!);
    });
    const page = await ctx.newPage();
    await page.goto(h.url + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    let app = 0;
    let worker = 0;
    for (const f of files) {
      const size = gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
      if (f.startsWith('socket.worker')) worker += size;
      else app += size;
      if (process.env.BENCH_VERBOSE) console.log(`      ${kb(size).padStart(8)}  ${f}`);
    }
    out(`JS on first load of ${path} (${files.size} files, worker excluded)`, kb(app));
    if (path === '/') out('socket worker', kb(worker));
    await ctx.close();
  }
  await browser.close();
  await h.stop();
}
