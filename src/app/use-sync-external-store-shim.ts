/**
 * wouter takes useSyncExternalStore from use-sync-external-store's shim, a CommonJS module that requires React. Under
 * the Preact alias that one `require` made the bundler wrap preact, its hooks and compat in lazy initialisers, called
 * at the top of every chunk that uses them, with a CommonJS runtime chunk on every first load. preact/compat (and
 * React 18+) has the hook itself.
 */
export { useSyncExternalStore } from 'react';
