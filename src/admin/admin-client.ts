import { FetchError, ofetch } from 'ofetch';
import { locale } from '../state/locale';
import { showToast } from '../state/toast';
import { t } from '../i18n/i18n';
import { adminToken, clearAdminSession } from './admin-session';
import type { Envelope } from '../../core/wire/contract';

export class AdminApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const http = ofetch.create({ retry: 0, timeout: 30_000 });

/**
 * The back office's one door to /admin/api: the operator token and `lang` on every call, the envelope
 * unwrapped, failures toasted, 999 (session over) back to the login form. Same origin as the page.
 * Not src/api/client.ts: that door carries the trader's token and sends a 999 to the trader's /login.
 */
export async function adminCall<T>(
  path: string,
  opts: {
    form?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
    toastSuccess?: boolean;
  } = {},
): Promise<T> {
  let env: Envelope<T>;
  try {
    env = await http<Envelope<T>>(`/admin/api${path}`, {
      method: opts.form ? 'POST' : 'GET',
      query: {
        ...Object.fromEntries(Object.entries(opts.query ?? {}).filter(([, v]) => v !== undefined && v !== '')),
        ...(opts.form ? {} : { t: Date.now() }),
      },
      headers: { lang: locale.value, authorization: adminToken.value },
      body: opts.form ? new URLSearchParams(Object.entries(opts.form).map(([k, v]) => [k, String(v)])) : undefined,
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

/** A page of a list call. */
export interface Page<T> {
  data: T[];
  total: number;
}
