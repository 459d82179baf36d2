import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';
import { localeChunks } from './vite.config';

export default defineConfig({
  plugins: [preact(), localeChunks()],
  resolve: {
    alias: {
      '@preact/signals-react/runtime': fileURLToPath(new URL('./src/app/signals-runtime-shim.ts', import.meta.url)),
      '@preact/signals-react': '@preact/signals',
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Server tests share nothing (each gets its own temp SQLite file); the browser journeys start their own server.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
