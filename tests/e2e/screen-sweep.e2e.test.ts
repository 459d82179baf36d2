import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_DIR, browserAvailable, launch } from './browser.js';
import { startTestServer, type TestServer } from '../server/test-server.js';
import { seedSweepData, SWEEP_ADMIN, type SweepData } from './sweep/sweep-data.js';
import { findingLine, PHONE, screensDir, sweepAdmin, sweepApp, SWEEP_LANGS } from './sweep/screen-sweep.js';
import { axeFindings, layoutFindings } from './sweep/sweep-checks.js';

const run = browserAvailable();
let s: TestServer;
let browser: Browser;
let data: SweepData;
/** Screenshots of the run land here too (SCREENS_DIR, or screens/ at the repo root), for a person to look at. */
const outDir = () => screensDir(join(import.meta.dirname, '..', '..', 'screens'));

beforeAll(async () => {
  if (!run) return;
  s = await startTestServer({ appDir: APP_DIR, ...SWEEP_ADMIN, rateLimitPerMinute: 1_000_000 });
  browser = await launch();
  data = await seedSweepData(s);
});
afterAll(async () => {
  await browser?.close();
  await s?.stop();
});

describe.skipIf(!run)('the screen sweep: what a person sees on every screen', () => {
  it('the checks flag a page wider than the phone, a box cut at the edge, bullets and an unnamed button, and nothing else', async () => {
    const ctx = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title><meta name="viewport" content="width=device-width"></head><body><main>
      <h1>Checks</h1>
      <div class="chips" style="display:flex;overflow-x:auto;inline-size:100%"><span style="flex:none;inline-size:900px">a chip bar wider than the screen</span></div>
      <aside class="drawer" style="position:fixed;inset-block:0;inset-inline-start:0;inline-size:300px;transform:translateX(-100%)">closed drawer</aside>
      <ul style="list-style:none;padding:0"><li>no marker</li></ul>
      <ul class="flex-list"><li style="display:flex">flex item, no marker</li></ul>
      <div class="article-body"><ul><li>an author's bullet</li></ul></div>
      <ul class="bulleted"><li>browser bullet</li></ul>
      <form class="too-wide" style="inline-size:460px"><p>form wider than the phone</p></form>
      <button class="icon-only"><svg width="16" height="16"></svg></button>
    </main></body></html>`);
    const layout = (await layoutFindings(page, PHONE.width)).map((f) => `${f.rule} ${f.target}`);
    expect(layout).toEqual([
      'page-overflow html',
      expect.stringMatching(/^cut-off main > form\.too-wide/),
      expect.stringMatching(/^bullets main > ul\.bulleted/),
    ]);
    expect((await axeFindings(page)).map((f) => f.rule)).toEqual(['axe:button-name']);
    await ctx.close();
  });

  // One test per language, so a slow machine reports what it has seen language by language.
  it.each(SWEEP_LANGS)(
    'every trader screen fits 360 x 740, shows no browser bullets, passes axe and logs no error, in %s',
    async (lang) => {
      const lines = (await sweepApp({ browser, baseUrl: s.url, data, outDir: outDir(), langs: [lang] })).map(
        findingLine,
      );
      expect(lines, `${lines.length} finding(s), one per line:\n${lines.join('\n')}\n`).toEqual([]);
    },
    300_000,
  );

  it.each(SWEEP_LANGS)(
    'every back-office page fits 1280 x 800 and 768 x 1024, passes axe and logs no error, in %s',
    async (lang) => {
      const lines = (await sweepAdmin({ browser, baseUrl: s.url, data, outDir: outDir(), langs: [lang] })).map(
        findingLine,
      );
      expect(lines, `${lines.length} finding(s), one per line:\n${lines.join('\n')}\n`).toEqual([]);
    },
    300_000,
  );
});
