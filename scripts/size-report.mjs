// The tester's two uses of the built app's hidden source maps (vite.config.ts, `sourcemap: 'hidden'`):
// - `npm run size -- --report`: an HTML treemap (rollup-plugin-visualizer's page) of every byte of the first load of
//   each entry (/ and /admin: the entry chunk and its static imports) and of each lazy chunk, module by module, with
//   minified and gzip sizes. Read from dist/app as built, so it shows what ships, without a second build.
// - `npm run size -- --symbolicate <place>`: a minified place (`assets/trade-AbC.js:1:2345`, a full URL with line and
//   column, or a file holding a stack trace copied from DevTools) mapped back to source file, line, column and name.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const root = new URL('..', import.meta.url).pathname;
const appDir = join(root, 'dist/app');
const assets = join(appDir, 'assets');

function readMap(file) {
  const path = join(assets, `${file}.map`);
  if (!existsSync(path)) return null;
  return new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8')));
}

/** The source module of each byte of `file` (a chunk under assets/): { module path from the repo root: its text }. */
function modulesOf(file) {
  const code = readFileSync(join(assets, file), 'utf8');
  const map = readMap(file);
  if (!map) return { [`(no source map) ${file}`]: code };
  const lines = code.split('\n');
  const parts = {};
  const add = (source, text) => {
    const id = source == null ? '(unmapped: bundler glue)' : relative(root, resolve(assets, source));
    (parts[id] ??= []).push(text);
  };
  // Each mapping owns its line from its column to the next mapping's; text before a line's first mapping is glue.
  let prev = null;
  const close = (next) => {
    if (!prev) return;
    const line = lines[prev.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === prev.generatedLine ? next.generatedColumn : line.length + 1;
    add(prev.source, `${line}\n`.slice(prev.generatedColumn, end));
  };
  map.eachMapping(
    (m) => {
      if (prev && m.generatedLine !== prev.generatedLine) {
        close(null);
        prev = null;
      }
      if (!prev && m.generatedColumn > 0) add(null, (lines[m.generatedLine - 1] ?? '').slice(0, m.generatedColumn));
      close(m);
      prev = m;
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  close(null);
  return Object.fromEntries(Object.entries(parts).map(([id, texts]) => [id, texts.join('')]));
}

/** Groups of chunk files: each entry's first load, then each lazy chunk (with its own static imports not already there). */
function chunkGroups() {
  const manifest = JSON.parse(readFileSync(join(appDir, '.vite/manifest.json'), 'utf8'));
  const staticClosure = (key, into = new Set()) => {
    const c = manifest[key];
    if (!c || into.has(c.file)) return into;
    into.add(c.file);
    for (const i of c.imports ?? []) staticClosure(i, into);
    return into;
  };
  const groups = [];
  const entries = {
    'index.html': 'first load of / (the trader app)',
    'admin.html': 'first load of /admin (back office)',
  };
  for (const [key, label] of Object.entries(entries)) if (manifest[key]) groups.push([label, staticClosure(key)]);
  const firstLoad = new Set(groups.flatMap(([, files]) => [...files]));
  const seen = new Set(firstLoad);
  for (const [key, c] of Object.entries(manifest)) {
    if (!c.isDynamicEntry || !c.file.endsWith('.js')) continue;
    const files = [...staticClosure(key)].filter((f) => !firstLoad.has(f));
    files.forEach((f) => seen.add(f));
    groups.push([`lazy: ${c.src ?? c.name ?? key}`, new Set(files)]);
  }
  // The socket worker and its chunks (vite lists no worker in the manifest), then anything not reached above.
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const worker = js.filter((f) => f.startsWith('socket.worker'));
  worker.forEach((f) => seen.add(`assets/${f}`));
  groups.push(['socket worker', new Set(worker.map((f) => `assets/${f}`))]);
  const rest = js.filter((f) => !seen.has(`assets/${f}`));
  if (rest.length) groups.push(['other chunks', new Set(rest.map((f) => `assets/${f}`))]);
  return groups;
}

/** Writes the treemap; returns its path and the totals per group. */
export async function writeReport(outDir = join(root, 'dist/size-report')) {
  const tree = { name: 'root', isRoot: true, children: [] };
  const nodeParts = {};
  const nodeMetas = {};
  let uid = 0;
  const totals = [];
  const cache = new Map();
  for (const [label, files] of chunkGroups()) {
    const group = { name: label, children: [] };
    let gz = 0;
    for (const path of [...files].sort()) {
      const file = path.replace(/^assets\//, '');
      if (!cache.has(file)) cache.set(file, modulesOf(file));
      const chunk = { name: file, children: [] };
      for (const [id, text] of Object.entries(cache.get(file))) {
        const part = `p${uid++}`;
        const g = gzipSync(text, { level: 9 }).length;
        gz += g;
        nodeMetas[id] ??= { id, moduleParts: {}, imported: [], importedBy: [] };
        const meta = nodeMetas[id];
        nodeParts[part] = { renderedLength: Buffer.byteLength(text), gzipLength: g, brotliLength: 0, metaUid: id };
        meta.moduleParts[`${label} / ${file}`] = part;
        chunk.children.push({ name: id, uid: part });
      }
      group.children.push(chunk);
    }
    totals.push([label, gz]);
    tree.children.push(group);
  }
  // A part's metaUid is its key in nodeMetas: the module's path is its own key here.
  const data = {
    version: 2,
    tree,
    nodeParts,
    nodeMetas,
    env: { rollup: 'built app, read from its source maps (scripts/size-report.mjs)' },
    options: { gzip: true, brotli: false, sourcemap: true },
  };
  const { renderTemplate } = await import(
    pathToFileURL(join(root, 'node_modules/rollup-plugin-visualizer/dist/plugin/render-template.js')).href
  );
  const html = await renderTemplate('treemap', {
    title: 'lotline: every byte of the built app',
    data: JSON.stringify(data),
  });
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, 'treemap.html');
  writeFileSync(file, html);
  return { file, totals };
}

/** Maps each `file.js:line:col` found in `input` (text or the name of a file holding it) back to its source. */
export function symbolicate(input) {
  const text = existsSync(input) ? readFileSync(input, 'utf8') : input;
  const found = [...text.matchAll(/([\w.-]+\.js):(\d+):(\d+)/g)];
  const lines = [];
  for (const [place, file, line, column] of found) {
    const map = readMap(file);
    if (!map) {
      lines.push(`${place}  (no source map for ${file} in dist/app/assets: is this the build that ran?)`);
      continue;
    }
    // DevTools and stack traces count columns from 1, source maps from 0.
    const o = map.originalPositionFor({ line: Number(line), column: Number(column) - 1 });
    lines.push(
      o.source
        ? `${place}  ->  ${relative(root, resolve(assets, o.source))}:${o.line}:${o.column + 1}${o.name ? `  (${o.name})` : ''}`
        : `${place}  (no mapping there: bundler glue)`,
    );
  }
  if (!found.length) lines.push(`no "file.js:line:column" in ${JSON.stringify(input.slice(0, 80))}`);
  return lines;
}
