import { defineConfig, type Plugin, type Rollup } from 'vite';
import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';
import { THEME_BOOT } from './core/theme/theme-boot';

const SERVER = process.env.DEV_API ?? 'http://localhost:8080';

/** Namespaces the first paint of / needs; the rest of a language loads right after (src/i18n/i18n.ts). */
export const CORE_NAMESPACES = ['public', 'tabs', 'home', 'announcement', 'conn', 'language'];
/** Namespaces of /trade: their own chunk, so /trade loads no other screen's texts. */
export const TRADE_NAMESPACES = ['trade'];
/** The order list's texts (/order, close messages): apart from /trade's, which is on a budget. */
export const ORDER_NAMESPACES = ['order'];
/** Namespaces only the account centre and content screens use: a third chunk, so /trade never loads them. */
export const ACCOUNT_NAMESPACES = [
  'history',
  'charge',
  'bank',
  'withdraw',
  'wallet',
  'auth',
  'invite',
  'support',
  'upload',
  'ranking',
  'news',
  'feedback',
  'company',
  'devices',
];

/**
 * locales/*.json carry the server's texts in their own `server` namespace (one catalogue per
 * language for both sides); the app never shows them, so they are cut from its chunks. `?core`,
 * `?trade`, `?order`, `?account`, `?admin` and `?rest` split a language in six chunks: what / paints first, the
 * trade screen's texts, the order list's, the account centre and content screens' texts, the back office's (imported only
 * by src/admin/admin-texts.ts) and everything else.
 */
export function localeChunks(): Plugin {
  return {
    name: 'locale-chunks',
    enforce: 'pre',
    transform(code, id) {
      const m = /[\\/]locales[\\/][a-z]+\.json(?:\?(core|rest|trade|order|account|admin))?$/.exec(id);
      if (!m) return null;
      const all = JSON.parse(code);
      delete all.server;
      const part = m[1];
      const partOf = (ns: string) =>
        CORE_NAMESPACES.includes(ns)
          ? 'core'
          : TRADE_NAMESPACES.includes(ns)
            ? 'trade'
            : ORDER_NAMESPACES.includes(ns)
              ? 'order'
              : ACCOUNT_NAMESPACES.includes(ns)
                ? 'account'
                : ns === 'admin'
                  ? 'admin'
                  : 'rest';
      const keep = Object.fromEntries(Object.entries(all).filter(([ns]) => !part || partOf(ns) === part));
      return { code: `export default ${JSON.stringify(keep)};`, map: null };
    },
  };
}

/**
 * Two edits to uPlot, which /trade's first load carries (a uPlot whose lines differ fails the build here, not
 * silently):
 * - It builds an Intl.NumberFormat and an Intl.DateTimeFormat when its module is evaluated, which initialises ICU on
 *   the UI thread (a long task: docs/performance-log.md) inside /trade's first task, although the chart uses
 *   neither (its price and time labels are ours: time-axis.ts). Both become built at their first use.
 * - `uPlot.paths` hands out its stepped, bars and spline path builders, so none of them can be shaken out, although
 *   our chart draws its candles itself (candle-draw.ts) and its series draw no path. Only `linear` (uPlot's default,
 *   which it uses itself) stays: 1.9 kB gzip off /trade's first load.
 * - `uPlot.join` (merging data tables onto one x column) is handed out the same way, and nothing calls it: our candle
 *   columns share their times already. 0.5 kB gzip, which paid for the number parser and the inline field errors in
 *   /trade's budget.
 * - Our chart is a time series (uPlot's mode 1) and has its own legend (ChartLegend.tsx, `legend: { show: false }`).
 *   uPlot reads both from its options at run time, so the scatter (mode 2) and legend-table code stayed in; made
 *   constants here, the minifier drops both: 1.1 kB gzip, room on /trade for the order form's later needs.
 * - Its time axis labels (American templates: "2:30pm", "11/28") are replaced by ours in the app's language
 *   (candle-chart/time-axis.ts, an axis `values` function): the templates' formatter goes.
 */
export function uplotTrim(): Plugin {
  const EDITS: [string, string][] = [
    [
      "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
      "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
    ],
    [
      'const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;',
      'let localTz;\nconst getLocalTz = () => (localTz ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);',
    ],
    ['else if (tz == localTz)', 'else if (tz == getLocalTz())'],
    [
      '\t(paths.linear  = linear);\n\t(paths.stepped = stepped);\n\t(paths.bars    = bars);\n\t(paths.spline  = monotoneCubic);',
      '\t(paths.linear  = linear);',
    ],
    ['{\n\tuPlot.join = join;\n}', ''],
    ['\tconst mode = self.mode;\n\n\tfunction getHPos', '\tconst mode = 1;\n\n\tfunction getHPos'],
    ['\tconst mode = u.mode;', '\tconst mode = 1;'],
    ['\tlet mode = self.mode;', '\tlet mode = 1;'],
    ['\tconst showLegend = legend.show;', '\tconst showLegend = false;'],
    // Our time axis has its own labels, in the app's language (time-axis.ts): uPlot's American ones go.
    [
      '\tconst _timeAxisVals   = timeAxisVals(_tzDate, timeAxisStamps((ms == 1 ? _timeAxisStampsMs : _timeAxisStampsS), _fmtDate));\n',
      '',
    ],
    [
      '\t\t\t\tisTime ? (\n\t\t\t\t\t// config array of fmtDate string tpls\n\t\t\t\t\tisArr(av) ?\n\t\t\t\t\t\ttimeAxisVals(_tzDate, timeAxisStamps(av, _fmtDate)) :\n\t\t\t\t\t// fmtDate string tpl\n\t\t\t\t\tisStr(av) ?\n\t\t\t\t\t\ttimeAxisVal(_tzDate, av) :\n\t\t\t\t\tav || _timeAxisVals\n\t\t\t\t) : av || numAxisVals',
      '\t\t\t\tisTime ? av : av || numAxisVals',
    ],
  ];
  return {
    name: 'uplot-trim',
    transform(code, id) {
      if (!/[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/.test(id)) return null;
      for (const [from, to] of EDITS) {
        if (!code.includes(from)) throw new Error(`uplot-trim: uPlot changed, "${from}" is not in ${id}`);
        code = code.replace(from, to);
      }
      return { code, map: null };
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later; other engines read a comment) on
 * the chunks the first screen runs: the entry and what it imports statically. Without it V8 pre-parses each function
 * and compiles it on the main thread at its first call, inside the first render: 40-50 % of that task on a cold load
 * (V8.ParseFunction, V8.CompileCode in the trace). With it the whole file compiles on a background thread while it
 * streams in. Lighthouse's TBT on `/` went from 61-180 ms (median 71) to 16-42 (median 27) on the same machine. Only
 * these chunks: a screen loaded later runs a small part of its functions at once.
 */
export function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After vite's own, which puts the preload map (`__vite__mapDeps`) at the entry's top: V8 reads the hint only
      // as the file's first line.
      order: 'post',
      handler(_, bundle) {
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const out of Object.values(bundle)) if (out.type === 'chunk') chunks.set(out.fileName, out);
        const first = new Set<Rollup.OutputChunk>();
        const visit = (c: Rollup.OutputChunk | undefined) => {
          if (!c || first.has(c)) return;
          first.add(c);
          for (const f of c.imports) visit(chunks.get(f));
        };
        for (const c of chunks.values()) if (c.isEntry && c.name === 'main') visit(c);
        for (const c of first) {
          c.code = HINT + c.code;
          // The hint is a line above the code: its hidden source map (build.sourcemap) starts a line lower too.
          const map = bundle[`${c.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source);
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
          if (c.map) c.map.mappings = `;${c.map.mappings}`;
        }
      },
    },
  };
}

/**
 * Puts the theme's boot (core/theme/theme-boot.ts) inline at the end of index.html's <head>, after the theme-color
 * meta it sets: it runs before the first paint, and the server allows it by its hash. Not in admin.html: the back
 * office stays dark.
 */
export function themeBoot(): Plugin {
  return {
    name: 'theme-boot',
    transformIndexHtml: (_html, ctx) =>
      ctx.filename.endsWith('admin.html') ? [] : [{ tag: 'script', children: THEME_BOOT, injectTo: 'head' }],
  };
}

export default defineConfig({
  // preset-vite aliases react and react-dom to preact/compat.
  plugins: [preact(), localeChunks(), uplotTrim(), compileHints(), themeBoot()],
  resolve: {
    alias: {
      '@preact/signals-react/runtime': fileURLToPath(new URL('./src/app/signals-runtime-shim.ts', import.meta.url)),
      '@preact/signals-react': '@preact/signals',
      'react-dom/client': fileURLToPath(new URL('./src/app/react-dom-client-shim.ts', import.meta.url)),
      // ESM, not CommonJS: each CommonJS module on the first load brings the bundler's interop (use-sync-external-store-shim.ts).
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/app/use-sync-external-store-shim.ts', import.meta.url),
      ),
      // rosetta's dlv: its package's `browser` field points to a UMD build, `module` to this.
      dlv: fileURLToPath(new URL('./node_modules/dlv/dist/dlv.es.js', import.meta.url)),
    },
  },
  worker: {
    format: 'es',
    // The worker's own lazy chunks (the chart's painters) are named as the worker, which the budgets count apart.
    rollupOptions: { output: { chunkFileNames: 'assets/socket.worker-[name]-[hash].js' } },
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: {
      polyfill: false,
      // What /trade's chunk fetches after a tap (the order form's sheets) needs only chunks /trade has already loaded:
      // no list of them to preload, so no table of lazy chunks in /trade's first load, which has no bytes to spare.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)TradePage-[^/]*\.js$/.test(hostId) ? [] : deps),
    },
    reportCompressedSize: false,
    // Source maps beside the chunks for the tester's tools (`npm run size -- --report`, `--symbolicate`), without the
    // sourceMappingURL comment that would make a browser fetch them; the server refuses *.map (app.ts).
    sourcemap: 'hidden',
    // Read by scripts/build-if-stale.mjs to list the app shell the service worker precaches.
    manifest: true,
    rollupOptions: {
      // Two pages: the trader app and the operator back office, which shares no screen code with it.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin.html', import.meta.url)),
      },
      output: {
        // The framework in one chunk, with the JSX runtime: left to itself the bundler splits the runtime
        // and its helpers into tiny chunks that cost `/` a request and ~0.3 kB of gzip overhead each.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](preact|@preact|wouter|regexparam|rosetta|dlv|comlink)[\\/]|rolldown[\\/]runtime|react-dom-client-shim/,
            },
            // What every screen needs before its own code: texts, the api client, the session. All of it is on `/` anyway.
            // The money and trading rules and their small companions, shared by /trade, /order and the account
            // centre: one chunk rather than six tiny ones (each costs a request and its own gzip overhead). The
            // candle shape and the order form's figures too: /trade and the main-thread socket mode's painters share
            // them. Not Popup: only sheets opened by a tap use it, and here it was bytes on /trade's first load.
            {
              name: 'rules',
              test: /[\\/]core[\\/]rules[\\/](money|decimal|trading-rules|position-value|order-figures|periods|lots|number-parse|percent-format)\.ts$|[\\/]core[\\/]chart[\\/]candle-shape\.ts$|[\\/]src[\\/](i18n[\\/](money-format|number-input)|api[\\/]trading-api|state[\\/]orders-actions|components[\\/]FieldError)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The chart indicators' sheet, drawing code and settings, with what the main-thread socket mode's
            // painters share with them: one lazy chunk, one entry in the shell's table of lazy chunks (each entry is
            // bytes on `/`, which has none to spare).
            {
              name: 'ind',
              test: /[\\/]core[\\/](indicators[\\/]indicator-(settings|types)|chart[\\/]indicator-shape)\.ts$|[\\/]src[\\/](components[\\/]candle-chart[\\/]indicator-[a-z-]+|pages[\\/]trade[\\/](IndicatorSheet|indicator-form|open-indicator-sheet))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'core',
              test: /[\\/]core[\\/]rules[\\/](languages|number-format)\.ts$|[\\/]src[\\/](i18n[\\/](i18n|numbers)|state[\\/](locale|session|toast|loading)|api[\\/](client|host)|app[\\/]access)\.ts$|[\\/]src[\\/]components[\\/](Toast|ConfirmDialog)\.tsx$|[\\/]src[\\/]state[\\/]dialog\.ts$|[\\/]node_modules[\\/](ofetch|destr|ufo)[\\/]|preload-helper/,
            },
          ],
        },
      },
    },
  },
  define: {
    // A new id per build: the app says "updated" on the first launch of a new version.
    __BUILD_ID__: JSON.stringify(Date.now().toString(36)),
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/v1': { target: SERVER, ws: true },
    },
  },
});
