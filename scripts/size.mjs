// Gzip size of the JS a route loads on first paint, from the built app (npm run build first, or npm start).
// `/` = the entry chunk, its static imports (modulepreload), the locale chunk of the default language.
// Prints every chunk and checks against the budget; exits 1 when over. A quick static reading: the budgets of `/`
// and `/trade` are checked on what Chromium really fetches by tests/e2e/first-load-budget.e2e.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../dist/app/', import.meta.url).pathname;
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
if (kb > BUDGET_KB['/']) {
  console.error(`\nOVER BUDGET: / loads ${kb.toFixed(1)} kB gzip > ${BUDGET_KB['/']} kB`);
  process.exit(1);
}
