import { createRoot, type Root } from 'react-dom/client';
import { loadRestTexts } from '../i18n/more-texts';
import { PerfOverlay } from './PerfOverlay';
import { setPerf } from './perf-switch';

let root: Root | null = null;
let host: HTMLElement | null = null;

/** Shows the overlay in a root of its own beside the app's (its texts first); a second call is a no-op. */
export async function mountOverlay(): Promise<void> {
  if (root) return;
  await loadRestTexts();
  if (root) return;
  host = document.createElement('div');
  host.id = 'perf-overlay';
  document.body.append(host);
  root = createRoot(host);
  root.render(<PerfOverlay onClose={() => void setPerf(false)} />);
}

/**
 * Removes the overlay and stops its sampling (its effects' cleanups). Rendering nothing rather than `unmount()`:
 * the Preact build's createRoot (app/react-dom-client-shim.ts) has only `render`.
 */
export function unmountOverlay(): void {
  root?.render(null);
  host?.remove();
  root = host = null;
}
