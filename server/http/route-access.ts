import type { Access } from '../../core/wire/contract.js';

/**
 * Who may call a route (core/wire/contract.ts names the levels). The auth hooks mark the functions they return, so
 * the API document and callRoute's check read the rule the route really runs, never a second list.
 */
export type { Access };

const marks = new WeakMap<object, Access>();

/** Marks an auth hook with the access it enforces and returns it unchanged. */
export function markAccess<F extends object>(hook: F, access: Access): F {
  marks.set(hook, access);
  return hook;
}

type Hooks = unknown;
const hooksOf = (h: Hooks): unknown[] => (Array.isArray(h) ? h : h ? [h] : []);

/** The access a route's hooks enforce: the mark of the first marked hook, else public. */
export function accessOf(route: { onRequest?: Hooks; preValidation?: Hooks; preHandler?: Hooks }): Access {
  for (const hook of [...hooksOf(route.onRequest), ...hooksOf(route.preValidation), ...hooksOf(route.preHandler)]) {
    const access = typeof hook === 'function' ? marks.get(hook) : undefined;
    if (access) return access;
  }
  return 'public';
}
