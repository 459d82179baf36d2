import { FetchError, ofetch } from 'ofetch';
import { locale } from '../state/locale';
import { showToast } from '../state/toast';
import { t } from '../i18n/i18n';
import { adminToken, clearAdminSession } from './admin-session';
import { ADMIN_API, pathWith, type PathParams, type PathValues } from '../../core/wire/paths';
import type { Static, TSchema } from 'typebox';
import type { Envelope, Page, ReplyOf } from '../../core/wire/contract';
import type { AdminCallTable, AdminKey } from '../../core/wire/admin-calls';

export type { Page };

export class AdminApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const http = ofetch.create({ retry: 0, timeout: 30_000 });

type Def<K extends AdminKey> = AdminCallTable[K];
/** The path pattern of a key: 'POST /admin/api/users/:id/adjust' has '/admin/api/users/:id/adjust'. */
export type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
/** A call's fields as the desk sends them (`t` is added here). */
export type FieldsOf<K extends AdminKey> = Def<K>['input'] extends TSchema
  ? Omit<Static<Def<K>['input']>, 't'>
  : Record<string, never>;
/** The fields are optional when every one of them is. */
type Carry<N extends string, I> = Record<never, never> extends I ? { [k in N]?: I } : { [k in N]: I };
/** The path values, when the pattern has `:name` segments. */
type Params<K extends AdminKey> = [PathParams<PathOf<K>>] extends [never]
  ? { params?: never }
  : { params: PathValues<PathOf<K>> };
/** A GET's fields go in the query, a POST's in the form. */
type Send<K extends AdminKey> = K extends `GET ${string}`
  ? Carry<'query', FieldsOf<K>> & { form?: never }
  : Carry<'form', FieldsOf<K>> & { query?: never };
/** The options of a call: its path values and fields typed by core/wire, and whether its msg is toasted on success. */
export type AdminOptions<K extends AdminKey> = Params<K> & Send<K> & { toastSuccess?: boolean };
type OptionsArg<K extends AdminKey> =
  Record<never, never> extends AdminOptions<K> ? [opts?: AdminOptions<K>] : [opts: AdminOptions<K>];
/** What a call answers with in `data` (core/wire). */
export type AdminReply<K extends AdminKey> = ReplyOf<Def<K>>;

type Value = string | number | undefined;
/** A request as sent, for the shared components that build a pattern their caller's type has already checked. */
export interface AdminRequest {
  params?: Record<string, string | number>;
  query?: Record<string, Value>;
  form?: Record<string, Value>;
  toastSuccess?: boolean;
}

/**
 * The back office's one door to /admin/api, typed by the back-office call table of core/wire (admin-calls.ts): the
 * key is the call's method and path pattern ('POST /admin/api/users/:id/adjust'), `params` fills its `:name`
 * segments, the query or form must be its fields and the answer is its reply. The operator token and `lang` on
 * every call, the envelope unwrapped, failures toasted, 999 (session over) back to the login form. Same origin as
 * the page. Not src/api/client.ts: that door carries the trader's token and sends a 999 to the trader's /login.
 */
export function adminCall<K extends AdminKey>(key: K, ...opts: OptionsArg<K>): Promise<AdminReply<K>> {
  return adminRequest(key, (opts[0] ?? {}) as AdminRequest) as Promise<AdminReply<K>>;
}

/** adminCall untyped: only for a key whose pattern and fields the caller's props were typed by (CatalogueEditor). */
export async function adminRequest(key: `${'GET' | 'POST'} ${string}`, opts: AdminRequest): Promise<unknown> {
  const [method, pattern] = key.split(' ') as ['GET' | 'POST', string];
  const present = (o: Record<string, Value> = {}) =>
    Object.fromEntries(
      Object.entries(o)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    );
  let env: Envelope<unknown>;
  try {
    env = await http<Envelope<unknown>>(pathWith(pattern, opts.params ?? {}), {
      method,
      query: { ...present(opts.query), ...(method === 'GET' ? { t: Date.now() } : {}) },
      headers: { lang: locale.value, authorization: adminToken.value },
      body:
        method === 'POST'
          ? new URLSearchParams(Object.entries(opts.form ?? {}).map(([k, v]) => [k, String(v ?? '')]))
          : undefined,
      ignoreResponseError: true,
    });
  } catch (err) {
    showToast(
      t('public.network_error', { code: String(err instanceof FetchError ? (err.statusCode ?? err.name) : 'ERR') }),
    );
    throw err;
  }
  if (env?.code === 1) {
    if (opts.toastSuccess && env.msg) showToast(env.msg);
    return env.data;
  }
  if (env?.code === 999) clearAdminSession();
  showToast(env?.msg || t('public.network_error', { code: 'FORMAT' }));
  throw new AdminApiError(env?.code ?? -1, env?.msg ?? '');
}

/** The base of a catalogue the desk edits: its list, its create and its update at `${ADMIN_API}${base}[/:id]`. */
type BaseOf<K extends string> = K extends `GET ${typeof ADMIN_API}${infer B}`
  ? `POST ${typeof ADMIN_API}${B}` | `POST ${typeof ADMIN_API}${B}/:id` extends AdminKey
    ? B
    : never
  : never;
export type CatalogueBase = BaseOf<AdminKey>;
/** The removal a catalogue's rows take ('disable' or 'delete'), when the table has that call. */
export type RemovalOf<B extends CatalogueBase> = {
  [A in 'disable' | 'delete']: `POST ${typeof ADMIN_API}${B}/:id/${A}` extends AdminKey ? A : never;
}['disable' | 'delete'];
/** The paged list calls (`{ data, total }`), which useAdminList reads. */
export type PagedKey = {
  [K in AdminKey]: K extends `GET ${string}` ? (AdminReply<K> extends Page<unknown> ? K : never) : never;
}[AdminKey];
