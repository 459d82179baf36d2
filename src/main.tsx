import { render } from 'react-dom';
import { App } from './app/App';
import { hashToPath } from './app/hash-link';
import { setLocale } from './i18n/i18n';
import { locale } from './state/locale';
import { fetchBasicInfo, fetchCompanyStatus } from './api/site-api';
import { isMain, site } from './state/site';
import { refreshUser } from './state/session-actions';
import './styles.css';

/**
 * Boot: move a hash link (#/register?invite_code=X) into the path, make the status call (status not 0
 * -> loss_url; type 0 -> main-site mode), then load settings and the locale together and render.
 */
async function boot(): Promise<void> {
  const fromHash = hashToPath(window.location);
  if (fromHash) history.replaceState(null, '', fromHash);

  const status = await fetchCompanyStatus().catch(() => null);
  if (status && status.status !== 0 && status.loss_url) {
    window.location.replace(status.loss_url);
    return;
  }
  isMain.value = status?.type === 0;

  const [settings] = await Promise.all([
    fetchBasicInfo().catch(() => null),
    setLocale(locale.value, window.location.pathname === '/'),
  ]);
  site.value = settings;
  if (settings?.title) document.title = settings.title;
  render(<App />, document.getElementById('app')!);
  void refreshUser(true);
}

void boot();
