import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The tester's size tools (scripts/size.mjs, size-report.mjs) run on the app the global setup built: its hidden
// source maps are what they read.
const root = fileURLToPath(new URL('../..', import.meta.url));
const assets = join(root, 'dist/app/assets');
const size = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/size.mjs'), ...args], { cwd: root, encoding: 'utf8' });

describe('npm run size', () => {
  it('--report writes a treemap of each first load and lazy chunk, module by module, and says where', () => {
    const r = size('--report');
    const file = /treemap of every module of every chunk: (\S+)/.exec(r.stdout)?.[1];
    expect(file, r.stdout + r.stderr).toBeDefined();
    expect(existsSync(file!)).toBe(true);
    const html = readFileSync(file!, 'utf8');
    expect(html).toContain('first load of / (the trader app)');
    expect(html).toContain('first load of /admin (back office)');
    // A module of the first load and the trade screen's lazy chunk, named by their source paths.
    expect(html).toContain('core/rules/money.ts');
    expect(html).toContain('lazy: src/pages/trade/TradePage.tsx');
    // It reads ~200 chunks and their maps: 5-20 s here at load average 15-20, over the default 30 s budget's comfort.
  }, 90_000);

  it('--symbolicate maps a minified place of a stack trace back to its source line and column', () => {
    // The entry chunk starts with the compile hint's line (vite.config.ts): its map must count that line too.
    const entry = /assets\/(main-[\w-]+\.js)/.exec(readFileSync(join(root, 'dist/app/index.html'), 'utf8'))![1]!;
    const lines = readFileSync(join(assets, entry), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('`visibilitychange`'));
    expect(line).toBeGreaterThan(0);
    const column = lines[line]!.indexOf('`visibilitychange`') + 1;
    const r = size('--symbolicate', `at x (https://example.com/assets/${entry}:${line + 1}:${column})`);
    const source = readFileSync(join(root, 'src/socket/socket-client.ts'), 'utf8').split('\n');
    const want = source.findIndex((l) => l.includes("addEventListener('visibilitychange'"));
    const wantCol = source[want]!.indexOf("'visibilitychange'") + 1;
    expect(r.stdout).toContain(`->  src/socket/socket-client.ts:${want + 1}:${wantCol}`);
  });

  it('ships no sourceMappingURL comment in any chunk, so browsers never ask for the maps', () => {
    const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.filter((f) => existsSync(join(assets, `${f}.map`))).length).toBeGreaterThan(chunks.length - 3);
    expect(chunks.filter((f) => readFileSync(join(assets, f), 'utf8').includes('sourceMappingURL='))).toEqual([]);
  });
});
