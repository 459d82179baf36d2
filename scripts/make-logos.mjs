// Renders the pair and company logos (public/logos/*.png) from their SVGs, with Chromium. The app shows the PNGs:
// every SVG image is a document of its own for the browser to build and lay out (its text needs a font), a task
// of 15-40 ms at 4x CPU per logo on load, where a PNG is decoded off the main thread.
// Run after adding or changing a logo: node scripts/make-logos.mjs (the PNGs are committed). With Debian's pngquant
// installed (apt-get install pngquant) it also reduces them to a palette with alpha: 6.4 kB to about 2 kB a logo.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const dir = new URL('../public/logos/', import.meta.url).pathname;
// The news list shows a logo at 72 CSS px (the rows at 32), at a phone's 3x device pixel ratio.
const size = 216;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: size, height: size } });
for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
  const svg = readFileSync(dir + file, 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.screenshot({
    path: dir + file.replace(/\.svg$/, '.png'),
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}
await browser.close();
if (existsSync('/usr/bin/pngquant')) {
  const pngs = readdirSync(dir).filter((f) => f.endsWith('.png'));
  execFileSync('pngquant', ['--quality', '70-95', '--speed', '1', '--force', '--ext', '.png', ...pngs], { cwd: dir });
} else console.log('pngquant not found: the PNGs are full colour (apt-get install pngquant for a third of the size)');
