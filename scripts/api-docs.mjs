// `npm run docs:api`: writes the field tables of docs/api/*.md from the schemas the routes validate with, through
// the same OpenAPI document the server serves at /docs (server/http/api-document.ts), so the docs cannot drift.
// Each route owns a block `<!-- api METHOD /path -->` ... `<!-- /api -->` in one docs/api/<area>.md; only the
// inside of blocks is rewritten (the prose around them is written by hand). A route with no block gets one at
// the end of its area's file. `--check` changes nothing and fails when a file is stale, a route has no block or
// a block names no route (tests/server/http/api-docs.test.ts runs it). `--json` prints the OpenAPI document.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const apiDir = join(root, 'docs', 'api');
const check = process.argv.includes('--check');

/** Builds the app (no listen, no market start, an empty temporary database) and returns its OpenAPI document. */
async function openApiDocument() {
  const out = join(root, 'dist', 'api-docs', 'document.js');
  mkdirSync(join(root, 'dist', 'api-docs'), { recursive: true });
  await build({
    stdin: {
      contents: [
        "export { loadConfig } from './server/config.ts';",
        "export { buildApp } from './server/http/app.ts';",
        "export { openDatabase } from './server/db/database.ts';",
        "export { createTranslator } from './server/i18n/translator.ts';",
        "export { LOCALES_DIR } from './server/paths.ts';",
        "export { MarketService } from './server/market/market-service.ts';",
        "export { TradingEngine } from './server/trading/trading-engine.ts';",
        "export { AlertWatcher } from './server/alerts/alert-watcher.ts';",
        "export { AlertService } from './server/alerts/alert-service.ts';",
        "export { PushSender } from './server/push/push-sender.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: out,
    logLevel: 'warning',
  });
  const s = await import(pathToFileURL(out).href);
  const dir = mkdtempSync(join(tmpdir(), 'lotline-api-docs-'));
  try {
    // No built app in appDir: the static files are not routes of the API.
    const config = {
      ...s.loadConfig({}),
      dataDir: dir,
      appDir: join(dir, 'no-app'),
      logLevel: 'silent',
      apiDocs: true,
    };
    const database = await s.openDatabase(dir);
    const { db } = database;
    const market = new s.MarketService(db, { seed: 1 });
    const t = s.createTranslator(s.LOCALES_DIR);
    // Price alerts and Web Push register their routes only when given; nothing here runs or sends.
    const alerts = new s.AlertService(db, market, new s.AlertWatcher(db, market, null));
    const push = new s.PushSender({
      db,
      t,
      keys: { publicKey: '', privateKey: '' },
      subject: async () => '',
      log: () => null,
    });
    const app = await s.buildApp({ config, db, t, market, engine: new s.TradingEngine(db, market), alerts, push });
    await app.ready();
    const doc = structuredClone(app.swagger());
    await app.close();
    await database.close();
    return doc;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ACCESS = {
  public: 'public',
  user: 'a trader session (`authorization`); demo accounts too',
  'real user': 'a trader session of a real account; a demo account is refused',
  operator: 'a back-office session, reviewer or admin',
  admin: 'a back-office session, admin only (a reviewer gets HTTP 403)',
};

const list = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);
const code = (v) => `\`${String(v).replace(/\|/g, '\\|')}\``;
const big = (n) => n >= Number.MAX_SAFE_INTEGER;

/** One schema in a few words: "whole number 1 to 10000", "text up to 64 characters", "1 or 2". */
function describe(s) {
  if (!s || typeof s !== 'object') return 'any';
  if (s.enum)
    return (
      list(s.enum.map((v) => (typeof v === 'string' ? code(v) : String(v)))) +
      (s.default !== undefined ? ` (default ${s.default})` : '')
    );
  if (s.const !== undefined) return code(s.const);
  const dflt = s.default !== undefined ? ` (default ${s.default})` : '';
  if (s.anyOf)
    return (
      (s.anyOf.every((a) => a.enum || a.const !== undefined)
        ? list(s.anyOf.map(describe))
        : s.anyOf.map(describe).join('; or ')) + dflt
    );
  if (s.type === 'integer' || s.type === 'number') {
    const what = s.type === 'integer' ? 'whole number' : 'number';
    const low =
      s.exclusiveMinimum !== undefined
        ? `above ${s.exclusiveMinimum}`
        : s.minimum !== undefined
          ? String(s.minimum)
          : null;
    const high = s.maximum !== undefined && !big(s.maximum) ? String(s.maximum) : null;
    if (low && high)
      return `${what} ${s.exclusiveMinimum !== undefined ? `${low}, at most ${high}` : `${low} to ${high}`}${dflt}`;
    if (low) return `${what} ${s.exclusiveMinimum !== undefined ? low : `${low} or more`}${dflt}`;
    return `${what}${high ? ` up to ${high}` : ''}${dflt}`;
  }
  if (s.type === 'string') {
    const len = s.maxLength !== undefined ? ` up to ${s.maxLength} characters` : '';
    const empty = s.minLength ? (s.minLength > 1 ? `, at least ${s.minLength}` : '') : ', may be empty';
    return `text${len}${empty}${s.pattern ? `, matching ${code(s.pattern)}` : ''}${dflt}`;
  }
  if (s.type === 'object' && typeof s.additionalProperties === 'object')
    return `any key: ${describe(s.additionalProperties)}`;
  return s.type ?? 'any';
}

/** The rows of one operation's fields: path parameters, query parameters and form fields. */
function fields(op) {
  const rows = [];
  for (const p of op.parameters ?? []) {
    if (p.in === 'query' && p.name === 't') continue; // the cache buster, described once in docs/api/README.md
    rows.push([p.name, p.in === 'path' ? 'path' : 'query', p.required ? 'yes' : '', describe(p.schema)]);
  }
  const body = op.requestBody && Object.values(op.requestBody.content)[0]?.schema;
  if (body?.properties) {
    for (const [name, s] of Object.entries(body.properties)) {
      if (name === 't') continue;
      rows.push([name, 'form', (body.required ?? []).includes(name) ? 'yes' : '', describe(s)]);
    }
  } else if (body?.additionalProperties) {
    rows.push(['*', 'form', '', describe(body)]);
  }
  return rows;
}

/** Routes as documented: one entry per path and method, GET and POST merged when they take the same fields. */
function entries(doc) {
  const out = [];
  for (const [url, ops] of Object.entries(doc.paths)) {
    const path = url.replace('{*}', '*').replace(/\{([^}]+)\}/g, ':$1');
    const methods = Object.keys(ops);
    const get = ops.get;
    const post = ops.post;
    // A GET_POST call (core/wire/contract.ts): one schema validates GET's query and POST's form.
    const same =
      get?.parameters &&
      post?.requestBody &&
      JSON.stringify(fields(get)) === JSON.stringify(fields(post).map((r) => [r[0], 'query', r[2], r[3]]));
    for (const m of methods) {
      if (same && m === 'post') continue;
      const merged = same && m === 'get';
      out.push({
        key: `${merged ? 'GET,POST' : m.toUpperCase()} ${path}`,
        path,
        methods: merged ? ['GET', 'POST'] : [m.toUpperCase()],
        op: ops[m],
        area: ops[m].tags?.[0] ?? 'account',
      });
    }
  }
  return out;
}

/** The generated inside of one block. */
function block(e) {
  const rows = fields(e.op);
  const how = e.methods.length > 1 ? '; fields in the query (GET) or a form body (POST)' : '';
  const head = `**${e.methods.map(code).join(' or ')} ${code(e.path)}** · ${ACCESS[e.op['x-access']] ?? e.op['x-access']}${how}`;
  if (!rows.length) return `${head} · no fields\n`;
  const inOf = (r) => (e.methods.length > 1 && r[1] === 'query' ? 'query / form' : r[1]);
  return (
    [
      head,
      '',
      '| field | in | required | value |',
      '|---|---|---|---|',
      ...rows.map((r) => `| ${code(r[0])} | ${inOf(r)} | ${r[2]} | ${r[3]} |`),
    ].join('\n') + '\n'
  );
}

const BLOCK = /<!-- api ([A-Z,]+ \S+) -->\n[\s\S]*?<!-- \/api -->/g;

/** Rewrites (or, with --check, compares) every docs/api file that holds or should hold a block; false when stale. */
function writeDocs(all) {
  const byKey = new Map(all.map((e) => [e.key, e]));
  const seen = new Set();
  const problems = [];
  const files = new Map();
  for (const area of new Set(all.map((e) => e.area))) {
    const file = join(apiDir, `${area}.md`);
    files.set(file, existsSync(file) ? readFileSync(file, 'utf8') : `# ${area}\n`);
  }
  for (const [file, text] of files) {
    files.set(
      file,
      text.replace(BLOCK, (whole, key) => {
        const e = byKey.get(key);
        if (!e) {
          problems.push(`${file.slice(root.length)}: a block for ${key}, which is no route`);
          return whole;
        }
        seen.add(key);
        return `<!-- api ${key} -->\n${block(e)}<!-- /api -->`;
      }),
    );
  }
  for (const e of all) {
    if (seen.has(e.key)) continue;
    problems.push(`${e.key} has no block in docs/api/${e.area}.md`);
    const file = join(apiDir, `${e.area}.md`);
    files.set(
      file,
      `${files.get(file).trimEnd()}\n\n### ${e.key}\n\n<!-- api ${e.key} -->\n${block(e)}<!-- /api -->\n`,
    );
  }
  let stale = 0;
  for (const [file, text] of files) {
    if ((existsSync(file) ? readFileSync(file, 'utf8') : '') === text) continue;
    stale++;
    if (check) console.error(`stale: ${file.slice(root.length)}`);
    else {
      mkdirSync(apiDir, { recursive: true });
      writeFileSync(file, text);
      console.log(`wrote ${file.slice(root.length)}`);
    }
  }
  for (const p of problems) console.error(p);
  console.log(`${all.length} routes in ${files.size} files`);
  return !(check && (stale || problems.length));
}

const doc = await openApiDocument();
if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
else if (!writeDocs(entries(doc))) {
  console.error('docs/api is out of date: run npm run docs:api, then describe any new route by hand');
  process.exitCode = 1;
}
