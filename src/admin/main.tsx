import { createRoot } from 'react-dom/client';
import { setLocale, t } from '../i18n/i18n';
import { loadAccountTexts } from '../i18n/more-texts';
import { locale } from '../state/locale';
import { loadAdminTexts } from './admin-texts';
import { AdminApp } from './AdminApp';
import './admin.css';

/** The back office (admin.html): its own entry and bundle; the trader app never loads any of it. */
async function boot(): Promise<void> {
  // The desk shows the traders' own words for statuses and fields (deposit, withdraw, verification texts).
  await setLocale(locale.value);
  await Promise.all([loadAccountTexts(), loadAdminTexts(locale.value)]);
  document.title = t('admin.title');
  createRoot(document.getElementById('admin')!).render(<AdminApp />);
}

void boot();
