import { FetchError, ofetch } from 'ofetch';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../i18n/i18n';
import { locale } from '../state/locale';
import { clearSession, token } from '../state/session';
import { showToast } from '../state/toast';
import { beginLoading, endLoading } from '../state/loading';
import { apiBase } from './host';
import { loginUrl } from '../app/access';
import type { Static, TSchema } from 'typebox';
import type { AnyCall, Envelope, ReplyOf } from '../../core/wire/contract';
import type { CallPath, CallTable } from '../../core/wire/calls';

export type { Envelope };

/** A call that answered with a code other than 1. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type FormValue = string | number | undefined | null;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Record<string, FormValue>;
  /** Sent as application/x-www-form-urlencoded (the old API's "form"). */
  form?: Record<string, FormValue>;
  /** Don't toast a failure's msg (user/info does this). */
  silent?: boolean;
  /** Show the spinner until the answer arrives. */
  loading?: boolean;
  /** Toast the server's msg on success too (close, cancel, bind, password reset…). */
  toastSuccess?: boolean;
  /** Return the whole envelope instead of `data`. */
  raw?: boolean;
  /** During boot a 999 clears the session but does not navigate. */
  init?: boolean;
  signal?: AbortSignal;
}

export const API_BASE = apiBase(window.location, import.meta.env.VITE_API_BASE as string | undefined);
const http = ofetch.create({ baseURL: API_BASE, retry: 0, timeout: 20_000 });

const clean = (o: Record<string, FormValue> = {}) =>
  Object.fromEntries(
    Object.entries(o)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );

/** The fields a call takes as the app sends them (`t` is added here). */
type Fields<D extends AnyCall> = D['input'] extends TSchema ? Omit<Static<D['input']>, 't'> : Record<string, never>;
/** The fields are optional when every one of them is. */
type Carry<K extends string, I> = Record<never, never> extends I ? { [k in K]?: I } : { [k in K]: I };
type MethodOf<D extends AnyCall> = D['methods'][number];
/** How a call may be sent, from its definition: the query of a GET or DELETE, the form of a POST. */
type Send<D extends AnyCall> =
  | ('GET' extends MethodOf<D> ? Carry<'query', Fields<D>> & { method?: 'GET'; form?: never } : never)
  | ('POST' extends MethodOf<D> ? { form: Fields<D>; method?: 'POST'; query?: never } : never)
  | ('DELETE' extends MethodOf<D> ? Carry<'query', Fields<D>> & { method: 'DELETE'; form?: never } : never);
/** The options of a call to `path`: its fields typed by core/wire, and how the app handles the answer. */
export type OptionsOf<P extends CallPath> = Omit<CallOptions, 'method' | 'query' | 'form'> & Send<CallTable[P]>;
/** The options may be left out when the call needs no fields. */
type OptionsArg<P extends CallPath> =
  Record<never, never> extends OptionsOf<P> ? [opts?: OptionsOf<P>] : [opts: OptionsOf<P>];
/** The whole envelope (`raw`); a copy the service worker answers from its cache carries `offline_at`, Unix ms. */
export type RawReply<T> = Envelope<T> & { offline_at?: number };
/** What a call to `path` answers with in `data` (core/wire). */
export type ReplyAt<P extends CallPath> = ReplyOf<CallTable[P]>;

/**
 * The one door to the server, typed by the call table of core/wire (core/wire/calls.ts): the path must be a call's,
 * the fields its input's and the answer is its reply. Headers `lang` and `authorization`, `t` on GET and DELETE,
 * the envelope unwrapped, failures toasted, 999 clears the session and goes to /login.
 */
export function call<P extends CallPath>(path: P, opts: OptionsOf<P> & { raw: true }): Promise<RawReply<ReplyAt<P>>>;
export function call<P extends CallPath>(path: P, ...opts: OptionsArg<P>): Promise<ReplyAt<P>>;
export async function call(path: string, opts: CallOptions = {}): Promise<unknown> {
  const method = opts.method ?? (opts.form ? 'POST' : 'GET');
  const query = clean(opts.query);
  if (method === 'GET' || method === 'DELETE') query.t = String(Date.now());
  if (opts.loading) beginLoading();
  let env: Envelope<unknown>;
  try {
    env = await http<Envelope<unknown>>(path, {
      method,
      query,
      signal: opts.signal,
      // The login's device cookie is the API host's: a page on a sibling host (m. -> api.) sends it only so.
      credentials: 'include',
      headers: requestHeaders(),
      body: opts.form ? new URLSearchParams(clean(opts.form)) : undefined,
      // 413/404/500 still carry an envelope: read it rather than failing on the status.
      ignoreResponseError: true,
    });
  } catch (err) {
    if (!(opts.signal?.aborted || (err instanceof Error && err.name === 'AbortError'))) {
      const code = err instanceof FetchError ? (err.statusCode ?? err.name) : (err as Error).name;
      // No answer at all (offline, no route to the server): say plainly that this needs a connection.
      const cause = err instanceof FetchError ? (err.cause as Error | undefined)?.name : '';
      const noAnswer =
        navigator.onLine === false ||
        (err instanceof FetchError && !err.response && cause !== 'TimeoutError' && cause !== 'AbortError');
      showToast(noAnswer ? t('public.offline_action') : t('public.network_error', { code: String(code ?? 'ERR') }));
    }
    throw err;
  } finally {
    if (opts.loading) endLoading();
  }
  return settle(env, opts);
}

/** The headers every request carries (docs/api/README.md, Conventions). */
export const requestHeaders = (): Record<string, string> => ({ lang: locale.value, authorization: token.value });

/**
 * The session is no longer valid (a 999, or the socket said so): forget it and go to /login (`tail`: more query).
 * Already on /login (a second 999 of calls that were in flight together) it stays: its `from` and `ended` hold.
 */
export function endSession(init = false, tail = ''): void {
  clearSession();
  if (init) return;
  const here = window.location.pathname;
  if (here !== '/login') navigate(loginUrl(here + window.location.search) + tail, { replace: true });
}

/** Applies the envelope rules to an answer: data on code 1, otherwise a toast, a 999 logout, and an ApiError. */
export function settle<T>(
  env: Envelope<T> | null | undefined,
  opts: Pick<CallOptions, 'silent' | 'toastSuccess' | 'raw' | 'init'> = {},
): T {
  if (!env || typeof env.code !== 'number') {
    showToast(t('public.network_error', { code: 'FORMAT' }));
    throw new ApiError(-1, 'malformed response');
  }
  if (env.code === 1) {
    if (opts.toastSuccess) showToast(env.msg);
    return (opts.raw ? env : env.data) as T;
  }
  if (env.code === 999) {
    // A session this app held has ended (expired, revoked, logged out or changed elsewhere): the login screen says
    // so, as it does when the socket says it first, and no toast repeats it, for this call or any in flight with it.
    // Without a token it is only "log in".
    endSession(opts.init, token.value ? '&ended=1' : '');
    const { pathname, search } = window.location;
    if (pathname === '/login' && new URLSearchParams(search).get('ended') === '1')
      throw new ApiError(env.code, env.msg);
  }
  if (!opts.silent) showToast(env.msg);
  throw new ApiError(env.code, env.msg);
}
