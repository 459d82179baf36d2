// Gzip size of the JS a route loads on first paint, from the built app (npm run build first, or npm start).
// `--report` also writes a treemap of every module in every chunk, `--symbolicate <file.js:line:col | trace file>`
// maps a minified place back to its source (both from the hidden source maps: scripts/size-report.mjs).
// `/` = the entry chunk, its static imports (modulepreload), the locale chunk of the default language.
// Prints every chunk and checks against the budget; exits 1 when over. A quick static reading: the budgets of `/`
// and `/trade` are checked on what Chromium really fetches by tests/e2e/first-load-budget.e2e.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../dist/app/', import.meta.url).pathname;
const args = process.argv.slice(2);
if (args.includes('--symbolicate')) {
  const { symbolicate } = await import('./size-report.mjs');
  const input = args.slice(args.indexOf('--symbolicate') + 1).join(' ');
  for (const line of symbolicate(input)) console.log(line);
  process.exit(0);
}
const BUDGET_KB = { '/': 32 };

const html = readFileSync(join(root, 'index.html'), 'utf8');
const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
// The default locale (hk) core texts are imported before the first render.
const hk = readdirSync(join(root, 'assets')).find(
  (f) => /^hk-.*\.js$/.test(f) && /[{,]"?tabs"?:/.test(readFileSync(join(root, 'assets', f), 'utf8')),
);
if (hk) firstLoad.add(`assets/${hk}`);

const gz = (file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
let total = 0;
console.log('route /  (first paint)');
for (const f of [...firstLoad].sort()) {
  const size = gz(f);
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(6)} kB  ${f}`);
}
const kb = total / 1024;
console.log(`  ${kb.toFixed(1).padStart(6)} kB  total gzip   (budget ${BUDGET_KB['/']} kB)`);
console.log('\nall chunks (gzip):');
for (const f of readdirSync(join(root, 'assets'))
  .filter((x) => x.endsWith('.js'))
  .sort()) {
  console.log(`  ${(gz(`assets/${f}`) / 1024).toFixed(1).padStart(6)} kB  ${f}`);
}
if (args.includes('--report')) {
  const { writeReport } = await import('./size-report.mjs');
  const { file, totals } = await writeReport();
  // Each module gzipped alone: a little over its chunk's own gzip. The first loads, then the ten largest lazy groups.
  const [firsts, lazy] = [totals.filter(([l]) => !l.startsWith('lazy')), totals.filter(([l]) => l.startsWith('lazy'))];
  console.log(`\ntreemap groups (gzip of each module alone; ${lazy.length} lazy groups, the ten largest):`);
  for (const [label, size] of [...firsts, ...lazy.sort((a, b) => b[1] - a[1]).slice(0, 10)])
    console.log(`  ${(size / 1024).toFixed(1).padStart(6)} kB  ${label}`);
  console.log(`\ntreemap of every module of every chunk: ${file}\n  (open it in a browser: file://${file})`);
}
if (kb > BUDGET_KB['/']) {
  console.error(`\nOVER BUDGET: / loads ${kb.toFixed(1)} kB gzip > ${BUDGET_KB['/']} kB`);
  process.exit(1);
}
