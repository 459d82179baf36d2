import { render } from 'react-dom';
import type { ReactNode } from 'react';

/**
 * react-dom/client's createRoot for the Preact build only (vite.config.ts aliases it here, as it aliases react to
 * preact/compat): the app mounts once and never unmounts, so only `render`; preact/compat's own createRoot also
 * brings unmount, which `/` cannot spare.
 */
export function createRoot(container: Element) {
  return { render: (children: ReactNode) => render(children, container) };
}
