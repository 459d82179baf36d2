import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_DIR, journeySetup } from './browser.js';
import { requestsSeen } from './requests-seen.js';
import { writeSetting } from '../../server/content/settings-repository.js';

/**
 * The first-load budgets of docs/performance.md, checked on what Chromium really fetches on a first visit (a cold
 * context: no cache, no service worker), not on what a static reading of the build guesses. Bytes are gzip level 9
 * of each JS file under /assets/; the socket worker is counted apart (it runs off the main thread).
 */
const BUDGET_BYTES: Record<string, number> = { '/': 32 * 1024, '/trade': 62 * 1024 };

const j = journeySetup();

async function firstLoadBytes(path: string): Promise<{ app: number; files: string[] }> {
  const ctx = await j.browser().newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const files = new Set<string>();
  ctx.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js')) files.add(u.pathname.split('/').pop()!);
  });
  // A sampled view's field data comes a second after the first screen, for 10 % of views: not the first load, and
  // a wait for the screen's chart would sometimes count it.
  await writeSetting(j.server().db, 'rum_sample_percent', '0');
  const page = await ctx.newPage();
  await page.goto(`${j.server().url}${path}`, { waitUntil: 'networkidle' });
  // What the screen draws after its data arrived (the chart library on /trade) counts too: its rows or its chart are
  // drawn, and every file asked for until then has been reported.
  await page
    .locator(path === '/trade' ? '.chart[data-status=ready] canvas' : '.pair-list .pair-row')
    .first()
    .waitFor();
  await requestsSeen(page);
  await ctx.close();
  let app = 0;
  for (const f of files) {
    if (f.startsWith('socket.worker')) continue;
    app += gzipSync(readFileSync(join(APP_DIR, 'assets', f)), { level: 9 }).length;
  }
  return { app, files: [...files].sort() };
}

describe('V8 compile hints on the first screen code', () => {
  it('puts the hint first in the entry and every chunk it imports statically, and in no chunk loaded later', () => {
    const html = readFileSync(join(APP_DIR, 'index.html'), 'utf8');
    const first = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(first.length).toBeGreaterThanOrEqual(3);
    const hinted = (f: string) =>
      readFileSync(join(APP_DIR, 'assets', f), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
    for (const f of first) expect(hinted(f), f).toBe(true);
    const later = readdirSync(join(APP_DIR, 'assets')).filter(
      (f) => f.endsWith('.js') && !first.includes(f) && /^(TradePage|PairDrawer|ScreenRoutes)-/.test(f),
    );
    expect(later.length).toBeGreaterThanOrEqual(3);
    for (const f of later) expect(hinted(f), f).toBe(false);
  });
});

describe.skipIf(!j.run)('first-load JavaScript budgets in Chromium', () => {
  for (const [path, budget] of Object.entries(BUDGET_BYTES)) {
    it(`${path} loads at most ${budget} bytes of gzip JS on a first visit`, async () => {
      const { app, files } = await firstLoadBytes(path);
      expect(files.length).toBeGreaterThan(0);
      // Printed on every run: the room left is what the next change on this screen has to fit in.
      console.log(`first load ${path}: ${app} of ${budget} B gzip (${budget - app} B left)`);
      if (process.env.BYTES_FILES) console.log(files.join(' '));
      expect(app, `${path} fetched ${files.join(', ')}`).toBeLessThanOrEqual(budget);
    });
  }
});
