import { describe, expect, it } from 'vitest';
import { journeySetup, langPage } from './browser.js';
import { wholeList } from './home-list.js';
import { fontAvailable, installedFamilies } from './system-fonts.js';

/**
 * A page in a new renderer process (ours: Cross-Origin-Opener-Policy) knows no font yet. In Chromium on Linux each
 * family its first layout tries is a synchronous round trip to the browser process, a family the system lacks
 * included, so a long font list was a row of failed lookups inside the load's longest layout (six on a Chinese `/`).
 * src/styles/base.css names system-ui and sans-serif only; these tests read the lookups from Chromium's trace.
 */
const j = journeySetup();

const installed = installedFamilies();
/** Generic names (CSS's and fontconfig's own aliases): fontconfig resolves each to an installed face. */
const GENERIC = new Set(['sans-serif', 'serif', 'monospace', 'system-ui', 'Sans', 'Serif', 'Mono', 'Monospace']);

/** The family names a cold load of `/` in `lang` asked the browser process for, in order. */
async function familiesLookedUp(lang: string): Promise<string[]> {
  const page = await langPage(j, { lang, demo: false, viewport: { width: 390, height: 844 }, isMobile: true });
  const cdp = await j.browser().newBrowserCDPSession();
  const events: { name: string; args?: { family_name?: string } }[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as typeof events)));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['fonts'] }, transferMode: 'ReportEvents' });
  await page.goto(`${j.server().url}/`);
  await wholeList(page);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  await page.context().close();
  return events.filter((e) => e.name === 'FontDataManager::onMatchFamilyStyle').map((e) => e.args?.family_name ?? '');
}

describe.skipIf(!j.run || !installed)('fonts on a cold load', () => {
  // Chinese text needs a face that covers it, or Chromium asks for its whole fallback list (Arial, Times New Roman…):
  // that is the machine's gap, not the app's, so hk runs where such a face is installed (.ci/run installs one).
  const canRun = { en: true, hk: !!installed && fontAvailable('zh-hk', 'fonts-noto-cjk'), ar: true };
  for (const lang of ['en', 'hk', 'ar'] as const) {
    it.skipIf(!canRun[lang])(`asks only for font families the system has, in ${lang}`, async () => {
      const families = await familiesLookedUp(lang);
      // The trace must still show the lookups (at least the face the text is drawn in), or this test proves nothing.
      expect(families.length).toBeGreaterThan(0);
      expect(families.filter((f) => !installed!.has(f) && !GENERIC.has(f))).toEqual([]);
    });
  }
});
