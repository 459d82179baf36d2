import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Vitest global setup of the e2e project: browser tests run dist/, so a stale build is rebuilt before any of them. */
export default function setup(): void {
  const script = fileURLToPath(new URL('../../scripts/build-if-stale.mjs', import.meta.url));
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}
