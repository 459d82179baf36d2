import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { transformAsync } from '@babel/core';
import signalsTransform from '@preact/signals-react-transform';
import preactConfig, { compileHints, localeChunks, themeBoot, uplotTrim } from './vite.config';

/**
 * The same source on real React 19 and react-dom, into dist/app-react/ (`npm run build:react`,
 * `UI=react npm start`): the Preact build's settings, without its alias to preact/compat, so the
 * two builds can be measured side by side (`npm run bench -- compare`).
 */

/**
 * Signals in React components, the way @preact/signals-react's README recommends: its Babel transform
 * wraps components in useSignals() from @preact/signals-react/runtime, so React re-renders one when a
 * signal it read while rendering changes. Mode 'all' wraps every component, not only those that spell
 * `.value` themselves: many read signals through a helper (t() reads the language and the loaded texts,
 * src/i18n/i18n.ts), which the README names as the case for 'all'. That is also Preact's own behaviour, where
 * @preact/signals tracks every component. Runs on our own sources only, before vite's TypeScript and JSX
 * transform (Babel only parses TS and JSX here).
 */
function signalsReact(): Plugin {
  return {
    name: 'signals-react-transform',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const out = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: id.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[signalsTransform, { mode: 'all' }]],
      });
      return out?.code ? { code: out.code, map: out.map } : null;
    },
  };
}

const base = preactConfig as UserConfig;
const output = base.build!.rollupOptions!.output as { codeSplitting: { groups: { name: string; test: RegExp }[] } };

export default defineConfig({
  ...base,
  // No preset-vite: react and react-dom are the real packages, @preact/signals-react the real integration.
  plugins: [signalsReact(), localeChunks(), uplotTrim(), compileHints(), themeBoot()],
  resolve: {},
  // vite would take the JSX import source from tsconfig.json (preact, for the editor); here it is React's.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    ...base.build,
    outDir: 'dist/app-react',
    rollupOptions: {
      ...base.build!.rollupOptions,
      // Babel's time on every source file is this build's known cost, not news on each build.
      checks: { pluginTimings: false },
      output: {
        ...output,
        codeSplitting: {
          ...output.codeSplitting,
          // The same chunking as the Preact build: the framework (here React, react-dom and its scheduler, the
          // signals integration and its use-sync-external-store shim) and the router in one chunk.
          groups: output.codeSplitting.groups.map((g) =>
            g.name !== 'framework'
              ? g
              : {
                  ...g,
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@preact|wouter|regexparam|rosetta|dlv|comlink)[\\/]|rolldown[\\/]runtime/,
                },
          ),
        },
      },
    },
  },
});
