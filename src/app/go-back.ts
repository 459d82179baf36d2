import { navigate } from 'wouter/use-browser-location';

/**
 * How many in-app pages lie behind the current one. history.length also counts pages of other sites
 * (and about:blank), so "back" from a deep link would leave the app; this counts only our own pushes.
 * It counts from when this module loads (with the first screen that has a back button), so a push made
 * before that (/mine -> /language) is not in it: see loadedElsewhere.
 */
let depth = 0;
if (typeof window !== 'undefined') {
  // wouter dispatches a 'pushState' event for every in-app navigation.
  window.addEventListener('pushState', () => {
    depth++;
  });
  window.addEventListener('popstate', () => {
    depth = Math.max(0, depth - 1);
  });
}

/**
 * Whether the document was loaded at another address than the current one (a hash link /#/x counts as
 * /x, the address the boot moves it to). For a screen reached only by links (pushes), that means an
 * in-app page lies behind it even when `depth` missed the push.
 */
function loadedElsewhere(): boolean {
  const nav = typeof performance !== 'undefined' ? performance.getEntriesByType?.('navigation')[0] : undefined;
  if (!nav) return false;
  const u = new URL(nav.name, location.href);
  const at = u.hash.startsWith('#/') ? u.hash.slice(1) : u.pathname + u.search;
  return at !== location.pathname + location.search;
}

/**
 * Goes back within the app, or to `fallback` when this page was opened directly. `linkedOnly`: the screen
 * is never the target of a redirect (which replaces the entry and leaves nothing behind), so having been
 * loaded elsewhere proves there is an in-app page to go back to.
 */
export function goBack(fallback = '/', linkedOnly = false): void {
  if (depth > 0 || (linkedOnly && loadedElsewhere())) history.back();
  else navigate(fallback, { replace: true });
}
