import { navigate } from 'wouter/use-browser-location';

/**
 * How many in-app pages lie behind the current one. history.length also counts pages of other sites
 * (and about:blank), so "back" from a deep link would leave the app; this counts only our own pushes.
 */
let depth = 0;
if (typeof window !== 'undefined') {
  // wouter dispatches a 'pushState' event for every in-app navigation.
  window.addEventListener('pushState', () => { depth++; });
  window.addEventListener('popstate', () => { depth = Math.max(0, depth - 1); });
}

/** Goes back within the app, or to `fallback` when this page was opened directly. */
export function goBack(fallback = '/'): void {
  if (depth > 0) history.back();
  else navigate(fallback, { replace: true });
}
