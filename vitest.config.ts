import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { localeChunks } from './vite.config';
import { SlowFirstSequencer } from './tests/slow-first-sequencer';

// Projects, one script each (npm run test:unit | test:server | test:e2e | test:cluster); `npm test` runs the first three.
export default defineConfig({
  plugins: [preact(), localeChunks()],
  resolve: {
    alias: {
      '@preact/signals-react/runtime': fileURLToPath(new URL('./src/app/signals-runtime-shim.ts', import.meta.url)),
      '@preact/signals-react': '@preact/signals',
      // As vite.config.ts: wouter's store hook on preact (the unit project inlines wouter).
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/app/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine, where most test time
    // is waiting on browsers, sockets and timers. Three side by side took npm test from 9-10 to under 5 minutes
    // there (docs/performance.md); a bigger machine gets one per core.
    maxWorkers: Math.max(3, availableParallelism()),
    reporters: ['default'],
    // The minute-long files start first, so none is left running alone at the end (tests/slow-first-sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      // The app's pieces in happy-dom and the worker's logic as plain functions: fast, no server.
      // wouter is inlined (run through the aliases above, as the app's bundle does), so a screen that routes renders on
      // preact here: left external, it imports the real `react` that the React build installs.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/core/**/*.test.ts', 'tests/src/**/*.test.{ts,tsx}', 'tests/workers/**/*.test.{ts,tsx}'],
          server: { deps: { inline: ['wouter'] } },
        },
      },
      // Each server test file gets its own temp SQLite file and port: they share nothing.
      // Under `npm run test:pg` (TEST_DIALECT=postgres) each gets a PostgreSQL database instead, copied from a
      // template the global setup migrates once; on SQLite the setup does nothing.
      // isolate: false: a worker process runs file after file without re-importing the server (Fastify, Kysely,
      // TypeBox, better-sqlite3 and our ~200 modules): a fresh import per file was 10-15 s of one core under load,
      // about half of the server project's time (docs/performance.md). The files share no state but module caches
      // keyed by their own server's db; no server test mocks a module, fakes timers or stubs a global.
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/server/pg-setup.ts'],
          isolate: false,
          // On PostgreSQL a test's server starts on a copied database and every write is a round trip: the tests
          // that start servers again and again (restarts, API_DOCS, a short history) ran past 30 s there on a loaded
          // 2-core machine, and pass in 14-20 s alone.
          testTimeout: process.env.TEST_DIALECT === 'postgres' ? 90_000 : 30_000,
        },
      },
      // Two real servers on one PostgreSQL and one Redis (npm run test:cluster, which makes sure both answer):
      // each file gets its own database (from the server tests' template) and its own Redis key prefix.
      // Not part of `npm test`: it needs PostgreSQL and Redis.
      {
        extends: true,
        test: { name: 'cluster', include: ['tests/cluster/**/*.test.ts'], globalSetup: ['tests/server/pg-setup.ts'] },
      },
      // Real Chromium against dist/: the global setup rebuilds a stale build first, so one file never tests an old one.
      // Not isolated either, as the server project: each file still launches its own server and browser.
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/e2e/build-setup.ts', 'tests/server/pg-setup.ts'],
          isolate: false,
          // expect.poll's default is 1 s: a browser decoding two photos or fetching a page on a loaded 2-core machine
          // took longer (three failures in two npm test runs at load average 8-13). A poll still ends when it passes.
          expect: { poll: { timeout: 10_000 } },
          // In CI only, a failed browser test runs once more before it fails the run: CI's 2-core machine runs three
          // browsers beside the server tests, and two of 1,374 tests once failed on timing alone there (a 30 s
          // timeout, a paint count), each passing when run again. A test that is really broken fails both times.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
