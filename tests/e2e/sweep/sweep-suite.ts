import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_DIR, browserAvailable, launch } from '../browser.js';
import { startTestServer, type TestServer } from '../../server/test-server.js';
import { seedSweepData, SWEEP_ADMIN, type SweepData } from './sweep-data.js';
import { findingLine, screensDir, sweepAdmin, sweepApp, SWEEP_THEMES } from './screen-sweep.js';

export const sweepRuns = browserAvailable();

/**
 * The screen sweep of one language (every trader screen at 360 x 740, every back-office page at 1280 x 800 and
 * 768 x 1024), in a test file of its own: each language file gets its own server, data and browser, so the
 * three run side by side instead of one 3-4 minute file at the end of `npm test`. The trader app is swept once per
 * theme (a test each, same server and browser: the second costs the screens' time, not another start). `more` adds
 * tests that use the same browser.
 */
export function sweepSuite(lang: 'en' | 'de' | 'ar', more?: (browser: () => Browser) => void): void {
  let s: TestServer;
  let browser: Browser;
  let data: SweepData;
  /**
   * Screenshots only when SCREENS_DIR is set: some 240 full-page PNGs cost each `npm test` about 10 s of CPU that
   * no one looked at; `npm run screens` takes them for a person to look at.
   */
  const outDir = () => (process.env.SCREENS_DIR ? screensDir(process.env.SCREENS_DIR) : undefined);

  beforeAll(async () => {
    if (!sweepRuns) return;
    s = await startTestServer({ appDir: APP_DIR, ...SWEEP_ADMIN, rateLimitPerMinute: 1_000_000 });
    browser = await launch();
    data = await seedSweepData(s);
  });
  afterAll(async () => {
    await browser?.close();
    await s?.stop();
  });

  describe.skipIf(!sweepRuns)(`the screen sweep in ${lang}: what a person sees on every screen`, () => {
    more?.(() => browser);

    for (const theme of SWEEP_THEMES) {
      it(`every trader screen fits 360 x 740, shows no browser bullets, has 44 px touch targets, passes axe and logs no error, in ${lang}, ${theme} theme`, async () => {
        const swept = await sweepApp({
          browser,
          baseUrl: s.url,
          data,
          outDir: outDir(),
          langs: [lang],
          themes: [theme],
        });
        const lines = swept.map(findingLine);
        expect(lines, `${lines.length} finding(s), one per line:\n${lines.join('\n')}\n`).toEqual([]);
      }, 300_000);
    }

    it(`every back-office page fits 1280 x 800 and 768 x 1024, has 24 px targets, passes axe and logs no error, in ${lang}`, async () => {
      const lines = (await sweepAdmin({ browser, baseUrl: s.url, data, outDir: outDir(), langs: [lang] })).map(
        findingLine,
      );
      expect(lines, `${lines.length} finding(s), one per line:\n${lines.join('\n')}\n`).toEqual([]);
    }, 300_000);
  });
}
