/**
 * Invite links have the form origin/#/register?invite_code=X (docs/product.md), and the old app linked every
 * screen that way (/#/trade). The app routes by path, so a hash route is moved into the path: same
 * screen, same query.
 */
export function hashToPath(loc: Pick<Location, 'hash' | 'pathname'>): string | null {
  if (!loc.hash.startsWith('#/')) return null;
  return loc.hash.slice(1);
}

/**
 * Keeps moving hash routes into the path while the app runs (a /#/trade link followed from inside the
 * app fires only `hashchange`, never a new boot). The entry the hash created is replaced, so Back
 * returns to the screen before the link. The router hears the replaceState (wouter patches it).
 * Returns the unsubscribe.
 */
export function followHashLinks(win: Window = window): () => void {
  const move = () => {
    const to = hashToPath(win.location);
    if (to) win.history.replaceState(win.history.state, '', to);
  };
  win.addEventListener('hashchange', move);
  return () => win.removeEventListener('hashchange', move);
}
