import { options } from 'preact';
import { afterAll, beforeAll } from 'vitest';

/**
 * Counts renders by component for the describe block it is called in (preact's `options.diffed`, restored after):
 * the map's keys are the component functions. Tests that a tick or a list step re-renders only what it must.
 */
export function countRenders(): Map<unknown, number> {
  const renders = new Map<unknown, number>();
  const prev = options.diffed;
  beforeAll(() => {
    options.diffed = (vnode) => {
      renders.set(vnode.type, (renders.get(vnode.type) ?? 0) + 1);
      prev?.(vnode);
    };
  });
  afterAll(() => {
    options.diffed = prev;
  });
  return renders;
}
