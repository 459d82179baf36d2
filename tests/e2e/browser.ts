import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../server/test-server.js';
import type { Config } from '../../server/config.js';

/** Debian's Chromium (apt-get install chromium), or CHROMIUM_PATH. */
export const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p): p is string => !!p && existsSync(p),
);

/**
 * In CI a missing browser is a failure; elsewhere the browser journeys skip with a loud message.
 */
export function browserAvailable(): boolean {
  if (CHROMIUM) return true;
  if (process.env.CI) throw new Error('CI=true but no Chromium found: .ci/run must apt-get install chromium');
  console.warn('\n*** BROWSER TESTS SKIPPED: no Chromium at /usr/bin/chromium (apt-get install -y chromium) ***\n');
  return false;
}

/** Debian's Chromium, headless; `extraArgs` e.g. a host-resolver rule that maps test host names to 127.0.0.1. */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

/** The built app (npm test builds it before the tests run). */
export const APP_DIR = join(import.meta.dirname, '..', '..', 'dist', 'app');

export interface Journey {
  /** Whether the browser journeys run here. */
  run: boolean;
  /** The live server (restartable: tests may replace it). */
  server(): TestServer;
  setServer(s: TestServer): void;
  /** The Chromium, for a context of the test's own (another viewport, bypassCSP…). */
  browser(): Browser;
  /**
   * A phone-sized page (390x844, touch); `english` stores the language before the app boots. `noServiceWorker`
   * for a test that fails requests with page.route: Playwright does not see what a service worker fetches.
   */
  phone(opts?: { english?: boolean; noServiceWorker?: boolean }): Promise<Page>;
}

/**
 * One real server on a fresh database serving the built app, and one Chromium, for a test file.
 * Uncaught page errors fail the test.
 */
export function journeySetup(overrides: Partial<Config> = {}): Journey {
  const run = browserAvailable();
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!run) return;
    server = await startTestServer({ appDir: APP_DIR, ...overrides });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    run,
    server: () => server!,
    setServer: (s) => {
      server = s;
    },
    browser: () => browser!,
    async phone({ english = false, noServiceWorker = false } = {}) {
      const ctx = await browser!.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: noServiceWorker ? 'block' : 'allow',
      });
      if (english)
        await ctx.addInitScript(() => {
          if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
        });
      const page = await ctx.newPage();
      page.on('pageerror', (err) => {
        throw err;
      });
      return page;
    },
  };
}

/**
 * A page in a fresh context of the journey's Chromium (`options`: viewport, touch, bypassCSP…) with `lang` stored
 * before the app boots and, when `demo`, the session of a new demo user (100,000 USD) of the journey's server.
 */
export async function langPage(
  j: Journey,
  { lang, demo, ...options }: BrowserContextOptions & { lang: string; demo: boolean },
): Promise<Page> {
  const ctx = await j.browser().newContext(options);
  const session = demo
    ? (await j.server().get('/api/user/createAccountDemoForU', { demo_id: crypto.randomUUID() })).data
    : null;
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
