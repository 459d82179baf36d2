import { navigate } from 'wouter/use-browser-location';
import { fetchUserInfo, loginDemo, logoutCall, type LoginResult } from '../api/account-api';
import { t } from '../i18n/i18n';
import { clearSession, setSession, setUser, token } from './session';
import { showToast } from './toast';

const DEMO_ID_KEY = 'demo_id';

/** Stores the session, then replaces the page with `from` (a same-site path) or /. */
export function enter(result: LoginResult, from?: string | null): void {
  setSession(result.token, result.user);
  const safe = from && from.startsWith('/') && !from.startsWith('//') ? from : '/';
  navigate(safe, { replace: true });
}

/** The device's demo id: made once, kept in localStorage, so "try demo" returns to the same demo account. */
export function demoId(): string {
  let id = localStorage.getItem(DEMO_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEMO_ID_KEY, id);
  }
  return id;
}

export async function startDemo(from?: string | null): Promise<void> {
  enter(await loginDemo(demoId()), from);
}

/** Ends the session on the server, forgets it here, and goes to /. */
export async function logout(): Promise<void> {
  await logoutCall().catch(() => undefined);
  clearSession();
  showToast(t('user.logout_success'));
  navigate('/', { replace: true });
}

/** Refreshes the stored user (balance etc.); a dead session is cleared by the api client's 999 rule. */
export async function refreshUser(init = false): Promise<void> {
  if (!token.value) return;
  try {
    setUser(await fetchUserInfo(init));
  } catch {
    /* toasts are suppressed; 999 already cleared */
  }
}
