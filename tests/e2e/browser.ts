import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium), or CHROMIUM_PATH. */
export const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  .find((p): p is string => !!p && existsSync(p));

/**
 * In CI a missing browser is a failure; elsewhere the browser journeys skip with a loud message.
 */
export function browserAvailable(): boolean {
  if (CHROMIUM) return true;
  if (process.env.CI) throw new Error('CI=true but no Chromium found: .ci/run must apt-get install chromium');
  console.warn('\n*** BROWSER TESTS SKIPPED: no Chromium at /usr/bin/chromium (apt-get install -y chromium) ***\n');
  return false;
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}
