import { API_BASE } from '../api/client';
import { showToast } from '../state/toast';
import { t } from '../i18n/i18n';

declare const __BUILD_ID__: string;
const BUILD_KEY = 'app_build';

/**
 * Installs the service worker (workers/service-worker.ts) and says "updated" on the first launch of a
 * new build. Loaded after the first paint: nothing here is needed to draw `/`.
 */
export async function startPwa(): Promise<void> {
  const build = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : '';
  const seen = localStorage.getItem(BUILD_KEY);
  if (build && seen !== build) {
    if (seen) showToast(t('public.updated'));
    localStorage.setItem(BUILD_KEY, build);
  }
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const reg = await navigator.serviceWorker.ready;
    // First visit: the worker was not there when these files loaded; hand it the list so it keeps them.
    const assets = performance.getEntriesByType('resource').map((e) => e.name);
    reg.active?.postMessage({ type: 'warm', assets, api: API_BASE });
  } catch {
    // No service worker (private mode, an old WebView): the app works online as before.
  }
}
