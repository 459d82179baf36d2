// The server alone, bundled for runs that start it as child processes to SIGKILL (the chaos run,
// tests/cluster/crash-failover.test.ts): from source, so a run never tests a stale dist/server.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './root.js';

/** Where the bundle goes: beside dist/server, so its packages resolve from node_modules as the built server's do. */
export const SERVER_BUNDLE = join(root, 'dist', 'cluster-test', 'main.js');

/** Bundles server/main.ts into SERVER_BUNDLE with the flags of scripts/build-if-stale.mjs; returns its path. */
export function bundleServer(): string {
  execFileSync(
    join(root, 'node_modules', '.bin', 'esbuild'),
    [
      'server/main.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--packages=external',
      `--outfile=${SERVER_BUNDLE}`,
      '--log-level=warning',
    ],
    { cwd: root },
  );
  return SERVER_BUNDLE;
}
