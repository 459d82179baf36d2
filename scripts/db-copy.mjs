// `npm run db:copy -- --from data/app.sqlite --to postgres://…`: moves a SQLite installation into an empty
// PostgreSQL database (server/db/copy-database.ts), bundled on the fly with esbuild like `npm run operator`.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (!values.from || !values.to) {
  console.error('usage: npm run db:copy -- --from data/app.sqlite --to postgres://user@host:5432/db');
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist', 'db-copy', 'copy-database.js');
mkdirSync(join(root, 'dist', 'db-copy'), { recursive: true });
await build({
  entryPoints: [join(root, 'server/db/copy-database.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: out,
  logLevel: 'warning',
});
const { copyDatabase } = await import(pathToFileURL(out).href);
try {
  const r = await copyDatabase(resolve(values.from), values.to, (line) => console.log(line));
  console.log(
    `copied: ${r.users} users; every table's count matches; ledger invariant: ${r.ledgerBroken} users off (as in the source)`,
  );
} catch (err) {
  console.error(`db:copy failed, no rows were copied: ${err.message}`);
  process.exitCode = 1;
}
