// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { followHashLinks, hashToPath } from '../../src/app/hash-link';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const nextHashChange = () => new Promise<void>((r) => window.addEventListener('hashchange', () => r(), { once: true }));
/** The router (wouter) follows history.replaceState; this records what it would hear. */
const replaced = () => {
  const seen: string[] = [];
  const orig = history.replaceState.bind(history);
  history.replaceState = (s, u, url) => {
    seen.push(String(url));
    orig(s, u, url);
  };
  return {
    seen,
    restore: () => {
      history.replaceState = orig;
    },
  };
};

describe('hash links', () => {
  it('moves an invite hash link into the path', () => {
    expect(hashToPath({ hash: '#/register?invite_code=AB12', pathname: '/' })).toBe('/register?invite_code=AB12');
    expect(hashToPath({ hash: '', pathname: '/' })).toBeNull();
  });

  it('a /#/trade link followed while the app runs lands on /trade, replacing the hash entry', async () => {
    history.replaceState(null, '', '/');
    stop = followHashLinks();
    const spy = replaced();
    try {
      const changed = nextHashChange();
      location.hash = '#/trade';
      await changed;
      expect(location.pathname).toBe('/trade');
      expect(location.hash).toBe('');
      expect(spy.seen).toEqual(['/trade']);

      const again = nextHashChange();
      location.hash = '#/register?invite_code=AB12';
      await again;
      expect(location.pathname + location.search).toBe('/register?invite_code=AB12');
    } finally {
      spy.restore();
    }
  });

  it('leaves an ordinary in-page anchor alone', async () => {
    history.replaceState(null, '', '/news');
    stop = followHashLinks();
    const changed = nextHashChange();
    location.hash = '#top';
    await changed;
    expect(location.pathname).toBe('/news');
    expect(location.hash).toBe('#top');
  });
});
