// ESLint: the habits of docs/architecture.md that a tool can check. Style is Prettier's job, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** `no-restricted-imports` patterns for one side of a boundary. */
const forbid = (groups, message) => ({ group: groups, message });

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'screens/**', 'node_modules/**', 'public/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    languageOptions: { globals: { ...globals.es2024 } },
    rules: {
      // A cycle makes load order matter and hides a missing layer: refused everywhere.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Deliberate in a few places (casts at the wire boundary, Kysely's dynamic tables); reviewed, not banned.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Typed rules: a promise nobody awaits or handles, or one handed where a plain callback is expected (an event
    // handler, a timer, a signal handler), loses its failure. Say `void` where not waiting is the intent.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The UI thread: never the server, never Preact directly (the alias is the only Preact), and only src/socket
    // reaches the worker.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // A deliberate key (a value compared by its text, a once-per-mount effect) says so on the line above.
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'preact', message: 'The app is React code: import from react.' }],
          patterns: [
            forbid(['**/server/**'], 'The app never imports the server: share through core/.'),
            forbid(['preact/*'], 'The app is React code: import from react.'),
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'WebSocket', message: 'Only workers/ opens a WebSocket.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/socket/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'preact', message: 'The app is React code: import from react.' },
            { name: 'comlink', message: 'Only src/socket talks to the worker.' },
          ],
          patterns: [
            forbid(['**/server/**'], 'The app never imports the server: share through core/.'),
            forbid(['preact/*'], 'The app is React code: import from react.'),
            forbid(['**/workers/*', '!**/workers/service-worker*'], 'Only src/socket talks to the worker.'),
          ],
        },
      ],
    },
  },
  {
    files: ['workers/**/*.ts'],
    languageOptions: { globals: { ...globals.worker, ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['**/server/**'], 'The worker never imports the server: share through core/.'),
            forbid(['**/src/**'], 'The worker never imports the UI tree: share through core/.'),
          ],
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['**/server/**', '**/src/**', '**/workers/**'],
              'core/ is shared: it imports nothing of the app, worker or server.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['**/src/**', '**/workers/**', '!**/core/**'],
              'The server never imports the UI or the worker: share through core/.',
            ),
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The server has no DOM.' },
        { name: 'document', message: 'The server has no DOM.' },
      ],
    },
  },
  {
    // One concern per file: past 300 lines a file holds two. Every line counts, blank and comment alike (as `wc -l`
    // counts them), so the figure a reader sees is the one checked. Tests and locales are not held to it.
    files: [
      'src/**/*.{ts,tsx}',
      'core/**/*.ts',
      'workers/**/*.ts',
      'server/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      'bench/**/*.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      // One function a reader can hold in their head: past 80 lines of code it does two things. Blank lines and
      // comments are free, so explaining is never what pushes a function over.
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Seed data (articles, their titles in every language, instruments): one table per file, as long as its rows.
    files: ['server/db/seed/**/*.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // Data tables: seed rows, and a migration's schema (one `up` creating its tables, column by column).
    files: ['server/db/seed/**/*.ts', 'server/db/migrations/**/*.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // Written before the function limit: each is split when it is next changed, and leaves this list then. Nothing
    // is added to it.
    files: ['src/admin/UserPage.tsx', 'src/pages/auth/RegisterPage.tsx', 'src/pages/order/OrderPage.tsx'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
