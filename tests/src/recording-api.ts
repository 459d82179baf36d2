import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { act } from '../support/act.js';
import { nextTurn, waitUntil } from '../support/wait';

/**
 * A recording HTTP peer for a happy-dom test file of a screen that calls the API: every call answers
 * `{ code: 1, msg: 'ok', data: null }` (or what `reply` gives for its path) and its query, with the fields of a form
 * body, is kept by path. The page's origin is
 * set to the peer's before anything imports the api client (which takes the API's host from it): import the
 * screens in `ready`, which runs after that, in a beforeAll.
 */
export function recordingApi(ready: () => Promise<void>) {
  let server: Server;
  const seen: { path: string; query: URLSearchParams }[] = [];
  /** The page's calls not yet answered in full. */
  const inFlight = new Set<Promise<unknown>>();
  const api = {
    reply: (_path: string): unknown => ({ code: 1, msg: 'ok', data: null }),
    /** The queries of the calls to `path`, oldest first. */
    calls: (path: string) => seen.filter((c) => c.path === path).map((c) => c.query),
    /** The calls to `path` once there are `count` of them (a loaded machine answers late), or after 5 s. */
    async arrived(path: string, count = 1) {
      const what = `${count} calls to ${path}`;
      await waitUntil(() => api.calls(path).length >= count, { timeout: 5000, what }).catch(() => undefined);
      return api.calls(path);
    },
    forget: () => void seen.splice(0),
    /**
     * Resolves once the page is quiet: every call it started has been answered and the answer handled and rendered,
     * and so have the calls those renders started. After a tap, the way to see what it sent, or that it sent nothing,
     * without sleeping "long enough". A call starts within the microtasks of what makes it and an answer is handled
     * within the microtasks after its body came, so a turn of the event loop (in an act, which then renders and runs
     * the effects) runs them; two quiet turns in a row end it.
     */
    async settled() {
      for (let quiet = 0; quiet < 2;) {
        await act(() => nextTurn());
        if (inFlight.size) {
          quiet = 0;
          await Promise.allSettled([...inFlight]);
        } else quiet++;
      }
    },
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const url = new URL(req.url!, 'http://peer');
        for (const [k, v] of new URLSearchParams(body)) url.searchParams.append(k, v);
        seen.push({ path: url.pathname, query: url.searchParams });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(api.reply(url.pathname)));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);
    // The back office's client asks for /admin/api/… relative to the page, as a browser resolves it; Node's fetch
    // (which ofetch takes when it is imported, in `ready`) does not.
    const fetchOf = globalThis.fetch;
    // Each answer is read in full here and handed on from memory, so a call counts as in flight until its body came.
    globalThis.fetch = (input, init) => {
      const answer = fetchOf(
        typeof input === 'string' && input.startsWith('/') ? new URL(input, origin) : input,
        init,
      ).then(
        async (r) =>
          new Response(await r.arrayBuffer(), { status: r.status, statusText: r.statusText, headers: r.headers }),
      );
      const done = answer.catch(() => undefined);
      inFlight.add(done);
      void done.then(() => inFlight.delete(done));
      return answer;
    };
    await ready();
  });
  afterAll(async () => {
    // The screens' last calls (a refresh after a success) finish first: cut off, they print a connection reset.
    await api.settled();
    await new Promise<void>((r) => server.close(() => r()));
  });
  return api;
}

/** Sets an input's text as typing does (an input event, which preact/compat's onChange listens to). */
export function typeInto(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The message tied to a field by aria-describedby, or null when the field is not marked invalid. */
export function fieldError(input: HTMLInputElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
}
