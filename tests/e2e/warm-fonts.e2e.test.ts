import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FIRST_SCREEN_STYLES } from '../../src/app/warm-fonts.js';
import { journeySetup, langPage } from './browser.js';
import { wholeList } from './home-list.js';

/**
 * The boot looks up the first screen's fonts while its data is on the way (src/app/warm-fonts.ts), so the render's
 * first layout, the load's longest task at 4x CPU before, finds them cached. These tests hold the list of text
 * styles to what `/` and `/trade` paint, and read from Chromium's trace that the render looks up no font.
 */
const j = journeySetup();

/** Opens `path` cold in `lang` on a 360 px phone, with each request `latencyMs` late (a slow network's wait). */
async function open(path: string, lang: string, latencyMs = 0): Promise<Page> {
  const page = await langPage(j, { lang, demo: false, viewport: { width: 360, height: 740 }, isMobile: true });
  if (latencyMs) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return page;
}

/** Waits until `path`'s first screen is whole: /'s list, or /trade's chart and order form. */
async function firstScreen(page: Page, path: string): Promise<void> {
  if (path === '/') await wholeList(page);
  else {
    await page.locator('.chart[data-status=ready]').waitFor({ timeout: 20_000 });
    await page.locator('input[name=lots]').waitFor();
  }
}

/** "weight size" of every box the screen shows in the viewport: texts, and lines without text (icons, canvases). */
const stylesShown = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const seen = new Set<string>();
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      const css = getComputedStyle(el);
      if (css.visibility === 'hidden') continue;
      seen.add(`${css.fontWeight} ${css.fontSize}`);
    }
    return [...seen].sort();
  });

describe.skipIf(!j.run)('fonts looked up before the first render', () => {
  for (const path of ['/', '/trade']) {
    // One test per language: the three in one test took over 30 s on CI's loaded 2-core machine (a whole home list
    // each, beside other browser tests).
    it.each(['en', 'hk', 'ar'])(
      `lists every text style the first screen of ${path} shows, and no other, in %s`,
      async (lang) => {
        const listed = [...(FIRST_SCREEN_STYLES[path] ?? [])].sort();
        const page = await open(path, lang);
        await page.goto(`${j.server().url}${path}`);
        await firstScreen(page, path);
        expect(await stylesShown(page)).toEqual(listed);
        await page.context().close();
      },
    );

    for (const lang of ['en', 'hk']) {
      it(`the render of ${path} looks up no font when its data comes after them, in ${lang}`, async () => {
        // A slow network's round trip (a 3G phone waits 300-1,000 ms), long enough that the warm-up's dozen small
        // tasks end before the data does even on a CI machine running other browser tests beside this one (at
        // 400 ms a loaded run once rendered first, and the render then looked up the rest itself, as it should).
        const page = await open(path, lang, 1000);
        const cdp = await j.browser().newBrowserCDPSession();
        type Event = { name: string; ph: string; ts: number; pid: number; tid: number; args?: { name?: string } };
        const events: Event[] = [];
        cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as Event[])));
        const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.start', {
          traceConfig: { includedCategories: ['fonts', 'blink.user_timing', '__metadata'] },
          transferMode: 'ReportEvents',
        });
        await page.goto(`${j.server().url}${path}`);
        await firstScreen(page, path);
        await cdp.send('Tracing.end');
        await complete;
        await cdp.detach();
        await page.context().close();

        const render = events.find((e) => e.name === 'lotline:render');
        expect(render, 'the boot marks its render').toBeDefined();
        const main = new Set(
          events
            .filter((e) => e.name === 'thread_name' && e.pid === render!.pid && e.args?.name === 'CrRendererMain')
            .map((e) => e.tid),
        );
        // The round trips to the browser process: a family looked up, and a face and size (a strike). A font
        // already found is a cache hit that makes neither (FontCache::GetFontPlatformData alone, in microseconds).
        const trips = events.filter(
          (e) =>
            (e.name === 'FontDataManager::onMatchFamilyStyle' ||
              e.name === 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike') &&
            e.pid === render!.pid &&
            main.has(e.tid),
        );
        // They happened (the warm-up's), or this test proves nothing; none after the render.
        expect(trips.filter((e) => e.ts < render!.ts).length).toBeGreaterThan(0);
        expect(trips.filter((e) => e.ts > render!.ts).map((e) => e.name)).toEqual([]);
      });
    }
  }
});
