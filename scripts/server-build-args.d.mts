// The types of server-build-args.mjs, for the TypeScript bench that imports it.

/** The arguments bundling server/main.ts into `outfile` (relative to the repository's root). */
export function serverBuildArgs(outfile: string, options?: { sourcemap?: boolean }): string[];
