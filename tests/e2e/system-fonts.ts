import { execFileSync } from 'node:child_process';

/**
 * What the machine's fonts can draw, from fontconfig. A test that reads what Chromium does with Chinese text needs
 * a face that covers Chinese: without one Chromium walks its fallback list (Arial, Times New Roman…) instead. A fresh
 * Debian has only DejaVu (and Liberation with Chromium); `.ci/run` installs Debian's fonts-noto-cjk.
 */

/** The font families fontconfig lists, or null where there is no fontconfig to ask (not Linux). */
export function installedFamilies(): Set<string> | null {
  if (process.platform !== 'linux') return null;
  try {
    const out = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
    return new Set(out.split('\n').flatMap((line) => line.split(',').map((f) => f.trim())));
  } catch {
    return null;
  }
}

/** Whether some installed face covers the language (fontconfig's language tags: zh-hk, ja, ko, ar…). */
export function hasFontFor(fcLang: string): boolean {
  try {
    return execFileSync('fc-list', [`:lang=${fcLang}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

/**
 * Whether a test that needs a face for `fcLang` can run: in CI a missing font fails (as a missing Chromium does);
 * elsewhere the test skips with a loud message naming the Debian package.
 */
export function fontAvailable(fcLang: string, debianPackage: string): boolean {
  if (hasFontFor(fcLang)) return true;
  const msg = `no font covers ${fcLang}: apt-get install -y ${debianPackage}`;
  if (process.env.CI) throw new Error(`CI=true but ${msg} (.ci/run installs it)`);
  console.warn(`\n*** FONT TESTS FOR ${fcLang} SKIPPED: ${msg} ***\n`);
  return false;
}
