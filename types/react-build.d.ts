// The two Babel modules vite.react.config.ts uses, typed as far as it uses them: @babel/core ships no types
// (and @types/babel__core is not installed), and the signals transform's published types import them.

declare module '@babel/core' {
  export interface TransformOptions {
    filename?: string;
    babelrc?: boolean;
    configFile?: boolean;
    sourceMaps?: boolean;
    parserOpts?: { plugins?: string[] };
    plugins?: unknown[];
  }
  export interface SourceMap {
    version: number;
    sources: string[];
    names: string[];
    mappings: string;
    file?: string;
  }
  export function transformAsync(
    code: string,
    options: TransformOptions,
  ): Promise<{ code?: string | null; map?: SourceMap | null } | null>;
}

declare module '@preact/signals-react-transform' {
  /** A Babel plugin: wraps components and hooks that read a signal's `.value` in useSignals(). */
  const signalsTransform: unknown;
  export default signalsTransform;
}
