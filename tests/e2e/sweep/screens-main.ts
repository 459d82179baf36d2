import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startTestServer } from '../../server/test-server.js';
import { seedSweepData, SWEEP_ADMIN } from './sweep-data.js';
import { findingLine, screensDir, sweepAdmin, sweepApp, SWEEP_LANGS, type ScreenFinding } from './screen-sweep.js';

export interface ScreensRun {
  appDir: string;
  outDir: string;
  langs?: string[];
  parts?: ('app' | 'admin')[];
}

/**
 * `npm run screens`: the sweep of tests/e2e/screen-sweep*.e2e.test.ts on its own, for a person to look at:
 * one server on a fresh database with the sweep's accounts, one Chromium, screenshots into `outDir`,
 * findings printed one per line. Returns the findings; never throws for them.
 */
export async function runScreens(r: ScreensRun): Promise<ScreenFinding[]> {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => !!p && existsSync(p),
  );
  if (!executablePath) throw new Error('no Chromium: apt-get install -y chromium, or set CHROMIUM_PATH');
  const outDir = screensDir(r.outDir);
  const s = await startTestServer({ appDir: r.appDir, ...SWEEP_ADMIN, rateLimitPerMinute: 1_000_000 });
  // The same flags as tests/e2e/browser.ts (which needs vitest, so it is not imported here).
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const data = await seedSweepData(s);
    let last = Date.now();
    const o = {
      browser,
      baseUrl: s.url,
      data,
      outDir,
      langs: r.langs ?? SWEEP_LANGS,
      onScreen: (name: string, fs: ScreenFinding[]) => {
        const ms = Date.now() - last;
        last = Date.now();
        console.log(
          `${fs.length ? '✗' : '✓'} ${name}${fs.length ? `: ${fs.length}` : ''} (${(ms / 1000).toFixed(1)} s)`,
        );
      },
    };
    const parts = r.parts ?? ['app', 'admin'];
    const findings = [
      ...(parts.includes('app') ? await sweepApp(o) : []),
      ...(parts.includes('admin') ? await sweepAdmin(o) : []),
    ];
    console.log(`\n${findings.length} finding(s); screenshots in ${outDir}`);
    for (const f of findings) console.log(findingLine(f));
    return findings;
  } finally {
    await browser.close();
    await s.stop();
  }
}
