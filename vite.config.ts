import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';

const SERVER = process.env.DEV_API ?? 'http://localhost:8080';

/**
 * locales/*.json carry the server's texts in their own `server` namespace (one catalogue per
 * language for both sides); the app never shows them itself, so they are cut from its chunks.
 */
function stripServerTexts(): Plugin {
  return {
    name: 'strip-server-texts',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/][a-z]+\.json$/.test(id)) return null;
      const all = JSON.parse(code);
      delete all.server;
      return { code: JSON.stringify(all), map: null };
    },
  };
}

export default defineConfig({
  // preset-vite aliases react and react-dom to preact/compat.
  plugins: [preact(), stripServerTexts()],
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
