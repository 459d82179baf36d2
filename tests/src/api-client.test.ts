// @vitest-environment happy-dom
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** A recording HTTP peer: returns the envelope each test sets and keeps every request it saw. */
let server: Server;
let seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let reply: { status?: number; body: unknown; hangUp?: boolean } = { body: { code: 1, msg: 'ok', data: null } };

let client: typeof import('../../src/api/client');
let session: typeof import('../../src/state/session');
let toast: typeof import('../../src/state/toast');
let loading: typeof import('../../src/state/loading');
let locale: typeof import('../../src/state/locale');

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (reply.hangUp) {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Same origin as the page, as in production on localhost: the client derives the API host from it.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/mine`);
  client = await import('../../src/api/client');
  session = await import('../../src/state/session');
  toast = await import('../../src/state/toast');
  loading = await import('../../src/state/loading');
  locale = await import('../../src/state/locale');
  await (await import('../../src/i18n/i18n')).setLocale('en');
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  toast.toast.value = null;
});

describe('the api client', () => {
  it('sends lang and authorization headers and a t parameter on GET', async () => {
    session.setSession('tok-123', {
      id: 1,
      uid: '12345678',
      email: 'a@b.co',
      is_demo: 0,
      invite_code: 'X',
      balance: '0',
      lock_balance: '0',
    });
    locale.locale.value = 'fr';
    reply = { body: { code: 1, msg: 'ok', data: { x: 1 } } };
    const data = await client.call('/api/news/list', { query: { page: 2 } });
    expect(data).toEqual({ x: 1 });
    const req = seen[0]!;
    expect(req.headers.lang).toBe('fr');
    expect(req.headers.authorization).toBe('tok-123');
    const url = new URL(req.url, 'http://x');
    expect(url.searchParams.get('page')).toBe('2');
    expect(Number(url.searchParams.get('t'))).toBeGreaterThan(1_600_000_000_000);
  });

  it('posts forms url-encoded without a t parameter', async () => {
    reply = { body: { code: 1, msg: 'ok', data: null } };
    await client.call('/api/user/loginForU', { form: { account: 'a@b.co', login_type: 'email', demo_id: undefined } });
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(req.body).toBe('account=a%40b.co&login_type=email');
    expect(req.url).toBe('/api/user/loginForU');
  });

  it('toasts the msg of a failed call and rejects with its code', async () => {
    reply = { body: { code: 0, msg: 'Insufficient balance', data: null } };
    await expect(client.call('/api/follow/list')).rejects.toMatchObject({ code: 0, message: 'Insufficient balance' });
    expect(toast.toast.value?.text).toBe('Insufficient balance');
  });

  it('stays silent when the call asks for it', async () => {
    reply = { body: { code: 0, msg: 'nope', data: null } };
    await expect(client.call('/api/follow/list', { silent: true })).rejects.toBeTruthy();
    expect(toast.toast.value).toBeNull();
  });

  it('on a 999 for a session it held, clears it and goes to /login saying the session ended, without a toast', async () => {
    session.setSession('tok-999', {
      id: 1,
      uid: '1',
      email: 'a@b.co',
      is_demo: 0,
      invite_code: 'X',
      balance: '0',
      lock_balance: '0',
    });
    reply = { body: { code: 999, msg: 'Your session has ended.', data: null } };
    // Two calls in flight together: the second 999 lands on /login and must not lose where the trader was.
    const both = [client.call('/api/user/info'), client.call('/v1/api/forex/my_deal', { query: { status: 1 } })];
    for (const p of both) await expect(p).rejects.toMatchObject({ code: 999 });
    expect(session.token.value).toBe('');
    expect(session.user.value).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?from=/mine&ended=1');
    expect(toast.toast.value).toBeNull();
    window.history.replaceState(null, '', '/mine');
  });

  it('on a 999 without a session, goes to /login to log in, not saying a session ended', async () => {
    session.clearSession();
    reply = { body: { code: 999, msg: 'Please log in.', data: null } };
    await expect(client.call('/api/user/info')).rejects.toMatchObject({ code: 999 });
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?from=/mine');
    expect(toast.toast.value?.text).toBe('Please log in.');
    window.history.replaceState(null, '', '/mine');
  });

  it('toasts a network error with its code', async () => {
    reply = { status: 502, body: 'not json' };
    await expect(client.call('/api/follow/list')).rejects.toBeTruthy();
    expect(toast.toast.value?.text).toMatch(/FORMAT|502/);
  });

  it('shows the spinner while a loading call is in flight and closes it on the answer', async () => {
    reply = { body: { code: 1, msg: 'ok', data: 1 } };
    const p = client.call('/api/follow/list', { loading: true });
    expect(loading.isLoading.value).toBe(true);
    await p;
    expect(loading.isLoading.value).toBe(false);
  });

  it('toasts the server msg on success when the call asks for it', async () => {
    reply = { body: { code: 1, msg: 'Password changed', data: null } };
    await client.call('/api/user/logout', { form: {}, toastSuccess: true });
    expect(toast.toast.value?.text).toBe('Password changed');
  });
});

describe('a call that gets no answer', () => {
  it('says the action needs a connection rather than showing an error code', async () => {
    reply = { body: null, hangUp: true };
    await expect(client.call('/api/news/list')).rejects.toBeTruthy();
    expect(toast.toast.value?.text).toBe('You are offline: this needs an internet connection');
    reply = { body: { code: 1, msg: 'ok', data: null } };
  });
});

describe('the image upload', () => {
  it('sends the picture as multipart `file` with the same headers and unwraps the url', async () => {
    session.setSession('tok-up', {
      id: 1,
      uid: '1',
      email: 'a@b.co',
      is_demo: 0,
      invite_code: 'X',
      balance: '0',
      lock_balance: '0',
    });
    locale.locale.value = 'de';
    reply = { body: { code: 1, msg: 'ok', data: { url: '/uploads/abc.jpg' } } };
    const { uploadImage } = await import('../../src/api/upload-api');
    const r = await uploadImage(
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      'proof.jpg',
      () => undefined,
    );
    expect(r).toEqual({ url: '/uploads/abc.jpg' });
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/common/image_upload');
    expect(req.headers.authorization).toBe('tok-up');
    expect(req.headers.lang).toBe('de');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // (happy-dom drops the file name from multipart parts; the browser journey sends real ones)
    expect(req.body).toMatch(/Content-Disposition: form-data; name="file"/);
  });

  it('toasts and rejects a refused upload like any other call', async () => {
    reply = { body: { code: 0, msg: 'Only JPEG, PNG or WebP pictures', data: null } };
    const { uploadImage } = await import('../../src/api/upload-api');
    await expect(uploadImage(new Blob(['<html>']), 'x.jpg', () => undefined)).rejects.toMatchObject({ code: 0 });
    expect(toast.toast.value?.text).toBe('Only JPEG, PNG or WebP pictures');
  });
});
