import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { journeySetup, langPage } from './browser.js';

const AXE = join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');
const j = journeySetup();

async function phone(lang: string, demo: boolean): Promise<Page> {
  // bypassCSP: the app's CSP (script-src 'self') would refuse the injected axe script.
  return langPage(j, {
    lang,
    demo,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  });
}

/** Every axe-core violation on the page as it stands: rule id and the offending selectors. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const r = await (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
    ).axe.run();
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found;
}

/** The screens of the quotes, trade, language and account-centre areas, each once it has its content. */
const SCREENS: { path: string; demo: boolean; ready: string }[] = [
  { path: '/', demo: false, ready: '.pair-row:not(.skeleton)' },
  { path: '/trade', demo: false, ready: '.chart[data-status=ready]' },
  { path: '/trade', demo: true, ready: '.chart[data-status=ready]' },
  { path: '/language', demo: false, ready: '.list .row' },
  { path: '/mine', demo: true, ready: '[data-testid=balance]' },
];

describe.skipIf(!j.run)('axe-core finds nothing on the quotes, trade, language and account screens', () => {
  for (const lang of ['en', 'ar']) {
    for (const sc of SCREENS) {
      it(`${sc.path} ${sc.demo ? 'as a demo user' : 'as a visitor'} in ${lang}`, async () => {
        const page = await phone(lang, sc.demo);
        await page.goto(j.server().url + sc.path);
        await page.locator(sc.ready).first().waitFor();
        expect(await violations(page)).toEqual([]);
        await page.context().close();
      }, 60_000);
    }
  }
});
