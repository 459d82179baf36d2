/**
 * The service worker (built by scripts/build-if-stale.mjs into dist/app/sw.js with its version and the
 * app shell list filled in). What it keeps:
 * - the app shell (index.html and the files `/` needs), every hashed asset the app loads and the pair logos it
 *   showed, in a cache named after the build, so an update clears the old one;
 * - the last answer of the two calls the home screen needs to draw offline (the trade list and the
 *   mini-chart series). No other API answer is ever cached: balances and orders must be live or absent.
 * Pages go to the network first and fall back to the saved shell only offline, so a new version is
 * picked up by the next launch. It also shows the server's Web Push notifications (sw-push.ts).
 */

import { listenForPushes, type PushScope } from './sw-push';

// Minimal typings of the worker scope: the DOM and WebWorker libs cannot share one program.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Response | Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}
interface Scope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
}
declare const __SW_VERSION__: string;
declare const __PRECACHE__: string[];

const sw = self as unknown as Scope;
// Web Push: notifications of fired alerts and server closes, and what a tap opens (sw-push.ts).
listenForPushes(self as unknown as PushScope);
const SHELL = `shell-${__SW_VERSION__}`;
const DATA = 'offline-data';
/** The calls whose last answer is kept for the offline home screen; only their whole-list form. */
const OFFLINE_API = ['/v1/api/forex/trade_list', '/v1/api/forex/abbreviated_cache_kline'];
const WHOLE_LIST_PARAMS = new Set(['t']);
/** Written to the data cache when a warm-up has finished keeping the first visit's files and lists. */
const OFFLINE_READY = '/offline-ready';

sw.addEventListener('install', (e) => {
  e.waitUntil(caches.open(SHELL).then((c) => c.addAll(__PRECACHE__)));
});

sw.addEventListener('activate', (e) => {
  e.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('shell-') && name !== SHELL) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

/** Whether a request is one of the offline calls in its whole-list form (no search, no pair id). */
function offlineKey(url: URL): string | null {
  if (!OFFLINE_API.includes(url.pathname)) return null;
  for (const k of url.searchParams.keys()) if (!WHOLE_LIST_PARAMS.has(k)) return null;
  return url.pathname;
}

/** Network first; a good answer is saved with its time; offline, the saved one comes back marked `offline_at`. */
async function networkFirstData(req: Request, key: string): Promise<Response> {
  const cache = await caches.open(DATA);
  try {
    const res = await fetch(req);
    if (res.ok) {
      const body = await res.clone().text();
      if (body.startsWith('{"code":1')) {
        await cache.put(
          key,
          new Response(body, { headers: { 'content-type': 'application/json', 'x-saved-at': String(Date.now()) } }),
        );
      }
    }
    return res;
  } catch (err) {
    const saved = await cache.match(key);
    if (!saved) throw err;
    const env = (await saved.json()) as Record<string, unknown>;
    env.offline_at = Number(saved.headers.get('x-saved-at')) || Date.now();
    return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
  }
}

/** Hashed files never change: the cache answers, the network fills it. */
async function cacheFirst(req: Request): Promise<Response> {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok) await cache.put(req, res.clone());
  return res;
}

/** Pages: the network (a deploy shows at once); offline, the saved shell, which routes on its own. */
async function page(req: Request): Promise<Response> {
  try {
    return await fetch(req);
  } catch (err) {
    const shell = await (await caches.open(SHELL)).match('/index.html');
    if (shell) return shell;
    throw err;
  }
}

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  const key = offlineKey(url);
  if (key) {
    e.respondWith(networkFirstData(req, key));
    return;
  }
  if (url.origin !== sw.location.origin) return;
  if (req.mode === 'navigate') {
    e.respondWith(page(req));
    return;
  }
  // The shipped pair logos change only with a build: kept with it, so the list offline has its logos.
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/logos/')) {
    e.respondWith(cacheFirst(req));
    return;
  }
});

/**
 * The page lists the files it loaded before this worker controlled it (its first visit) and the API
 * origin: they are cached now, so the very next launch can draw `/` offline.
 */
sw.addEventListener('message', (e) => {
  const msg = e.data as { type?: string; assets?: string[]; api?: string } | null;
  if (msg?.type !== 'warm') return;
  e.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const own = (msg.assets ?? []).filter((u) => {
        try {
          const x = new URL(u);
          return x.origin === sw.location.origin && /^\/(assets|logos)\//.test(x.pathname);
        } catch {
          return false;
        }
      });
      await Promise.all(
        own.map(async (u) => {
          if (!(await cache.match(u))) await cache.add(u).catch(() => undefined);
        }),
      );
      if (msg.api) {
        for (const path of OFFLINE_API)
          await networkFirstData(new Request(`${msg.api}${path}`), path).catch(() => undefined);
      }
      // Everything the next launch needs offline is kept: say so. The page's own trade_list call can land in the
      // cache earlier (a socket reconnect refetches it once this worker controls the page), so the saved list
      // alone does not mean the files are.
      await (await caches.open(DATA)).put(OFFLINE_READY, new Response(String(Date.now())));
    })(),
  );
});
