/**
 * Invite links have the form origin/#/register?invite_code=X (product.md). The app routes by path, so a
 * hash route is moved into the path before the router starts: same screen, same query.
 */
export function hashToPath(loc: Pick<Location, 'hash' | 'pathname'>): string | null {
  if (!loc.hash.startsWith('#/')) return null;
  return loc.hash.slice(1);
}
