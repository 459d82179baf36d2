import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launch, APP_DIR } from './browser.js';
import { startTestServer, type TestServer } from '../server/test-server.js';

const AXE = join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');
const run = browserAvailable();
let s: TestServer;
let browser: Browser;
beforeAll(async () => {
  if (!run) return;
  s = await startTestServer({ appDir: APP_DIR });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await s?.stop();
});

async function phone(lang: string, demo: boolean): Promise<Page> {
  // bypassCSP: the app's CSP (script-src 'self') would refuse the injected axe script.
  const ctx = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  });
  const session = demo ? (await s.get('/api/user/createAccountDemoForU', { demo_id: crypto.randomUUID() })).data : null;
  await ctx.addInitScript(
    ([l, sess]) => {
      localStorage.setItem('lang', l as string);
      if (sess) {
        localStorage.setItem('token', (sess as { token: string }).token);
        localStorage.setItem('user', JSON.stringify((sess as { user: unknown }).user));
      }
    },
    [lang, session] as const,
  );
  return ctx.newPage();
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

describe.skipIf(!run)('axe-core finds nothing on the quotes, trade, language and account screens', () => {
  for (const lang of ['en', 'ar']) {
    for (const sc of SCREENS) {
      it(`${sc.path} ${sc.demo ? 'as a demo user' : 'as a visitor'} in ${lang}`, async () => {
        const page = await phone(lang, sc.demo);
        await page.goto(s.url + sc.path);
        await page.locator(sc.ready).first().waitFor();
        expect(await violations(page)).toEqual([]);
        await page.context().close();
      }, 60_000);
    }
  }
});
