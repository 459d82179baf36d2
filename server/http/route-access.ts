/**
 * Who may call a route, as the API document (api-document.ts) and docs/api/ state it. The auth hooks mark
 * the functions they return, so the document reads the rule the route really runs, never a second list.
 * - public: anyone; user: a trader session (demo accounts too); real user: a trader session of a real
 *   (non-demo) account; operator: a back-office session of either role; admin: a back-office admin.
 */
export type Access = 'public' | 'user' | 'real user' | 'operator' | 'admin';

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
