// The server alone, bundled for runs that start it as child processes to SIGKILL (the chaos run,
// tests/cluster/crash-failover.test.ts): from source, so a run never tests a stale dist/server.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './root.js';
import { serverBuildArgs } from '../scripts/server-build-args.mjs';

/** Where the bundle goes: beside dist/server, so its packages resolve from node_modules as the built server's do. */
export const SERVER_BUNDLE = join(root, 'dist', 'cluster-test', 'main.js');

/** Bundles server/main.ts into SERVER_BUNDLE as `npm run build` does (scripts/server-build-args.mjs). */
export function bundleServer(): string {
  execFileSync(join(root, 'node_modules', '.bin', 'esbuild'), serverBuildArgs(SERVER_BUNDLE), { cwd: root });
  return SERVER_BUNDLE;
}
