// esbuild's arguments for the server bundle, in one place: `npm run build` (scripts/build-if-stale.mjs) and the runs
// that bundle the server to SIGKILL it (bench/server-bundle.ts) must build the same server.

/** The arguments bundling server/main.ts into `outfile` (relative to the repository's root). */
export function serverBuildArgs(outfile, { sourcemap = false } = {}) {
  return [
    'server/main.ts',
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node20',
    '--packages=external',
    ...(sourcemap ? ['--sourcemap'] : []),
    `--outfile=${outfile}`,
    '--log-level=warning',
  ];
}
