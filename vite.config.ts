import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';

const SERVER = process.env.DEV_API ?? 'http://localhost:8080';

/** Namespaces the first paint of / needs; the rest of a language loads right after (src/i18n/i18n.ts). */
export const CORE_NAMESPACES = ['public', 'tabs', 'home', 'announcement', 'conn', 'language'];

/**
 * locales/*.json carry the server's texts in their own `server` namespace (one catalogue per
 * language for both sides); the app never shows them, so they are cut from its chunks. `?core` and
 * `?rest` split a language in two chunks: what / paints first, and everything else.
 */
export function localeChunks(): Plugin {
  return {
    name: 'locale-chunks',
    enforce: 'pre',
    transform(code, id) {
      const m = /[\\/]locales[\\/][a-z]+\.json(?:\?(core|rest))?$/.exec(id);
      if (!m) return null;
      const all = JSON.parse(code);
      delete all.server;
      const part = m[1];
      const keep = Object.fromEntries(Object.entries(all).filter(([ns]) => !part || (part === 'core') === CORE_NAMESPACES.includes(ns)));
      return { code: `export default ${JSON.stringify(keep)};`, map: null };
    },
  };
}

export default defineConfig({
  // preset-vite aliases react and react-dom to preact/compat.
  plugins: [preact(), localeChunks()],
  resolve: {
    alias: {
      '@preact/signals-react/runtime': fileURLToPath(new URL('./src/app/signals-runtime-shim.ts', import.meta.url)),
      '@preact/signals-react': '@preact/signals',
    },
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/v1': { target: SERVER, ws: true },
    },
  },
});
