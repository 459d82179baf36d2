// Renders the app icons (public/icons/*.png) from the same drawing as public/favicon.svg, with Chromium.
// Run once after changing the design: node scripts/make-icons.mjs (the PNGs are committed).
import { chromium } from 'playwright-core';

const line = (pad) =>
  `<path d="M${6 + pad} ${22 - pad * 0.2}l6-7 5 4 ${9 - pad}-11" fill="none" stroke="#16c784" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
// "any" icons keep the rounded tile; the maskable one fills the square and keeps the mark in the 80% safe zone.
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0f1419"/>${line(0)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f1419"/><g transform="translate(3.2 3.2) scale(0.8)">${line(0)}</g></svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
const page = await browser.newPage();
for (const [name, svg, size] of [
  ['icon-192.png', tile, 192],
  ['icon-512.png', tile, 512],
  ['icon-maskable-512.png', maskable, 512],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({
    path: `public/icons/${name}`,
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}
await browser.close();
console.log('public/icons written');
