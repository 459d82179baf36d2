import { useEffect } from 'react';
import { Icon } from '../../components/Icon';
import { Link } from 'wouter';
import { signal } from '@preact/signals-react';
import { t } from '../../i18n/i18n';
import { isDemo, user } from '../../state/session';
import { refreshUser } from '../../state/session-actions';
import { confirm } from '../../state/dialog';
import { resetDemo } from '../../api/trading-api';
import { formatUsd } from '../../lib/format';
import { LanguageButton } from '../../components/LanguageButton';

const HIDE_KEY = 'hide_balance';
/** The balance hide toggle, remembered on the device. */
const hidden = signal(localStorage.getItem(HIDE_KEY) === '1');
const toggleHidden = () => {
  hidden.value = !hidden.value;
  localStorage.setItem(HIDE_KEY, hidden.value ? '1' : '0');
};

/** /mine and /user: the user centre. Rows for screens that exist; funds and the rest join with their issues. */
export default function MinePage() {
  useEffect(() => { void refreshUser(); }, []);
  const u = user.value;
  return (
    <main class="page mine">
      <header class="home-head">
        <h1>{t('mine.title')}</h1>
        <LanguageButton />
      </header>
      <section class="card account-card">
        <div class="who">
          <strong>{isDemo.value ? t('mine.demo_badge') : u?.email}</strong>
          {isDemo.value && <span class="badge">{t('mine.demo_badge')}</span>}
          <span class="muted">{t('mine.uid')}: {u?.uid}</span>
        </div>
        <div class="balance-row">
          <span class="muted">{t('mine.balance')}</span>
          <button type="button" class="icon-btn" aria-pressed={hidden.value} onClick={toggleHidden}
            aria-label={hidden.value ? t('mine.show_balance') : t('mine.hide_balance')}><Icon name={hidden.value ? 'eyeOff' : 'eye'} /></button>
        </div>
        <p class="balance" data-testid="balance">{hidden.value ? '****' : formatUsd(u?.balance ?? '0', 2)}</p>
      </section>
      {isDemo.value && (
        <div class="card">
          <button type="button" class="btn ghost block" onClick={async () => {
            if (!(await confirm(t('mine.confirm_reset')))) return;
            try { await resetDemo(); await refreshUser(); } catch { /* toasted */ }
          }}>{t('mine.reset_demo')}</button>
        </div>
      )}
      <ul class="list">
        <li><Link class="row" href="/language"><span>{t('mine.language')}</span><span class="chev"><Icon name="chevron" size={18} /></span></Link></li>
        <li><Link class="row" href="/mine/password"><span>{t('mine.password')}</span><span class="chev"><Icon name="chevron" size={18} /></span></Link></li>
        <li><Link class="row" href="/mine/announcement"><span>{t('mine.announcement')}</span><span class="chev"><Icon name="chevron" size={18} /></span></Link></li>
        <li><Link class="row" href="/mine/system"><span>{t('mine.other')}</span><span class="chev"><Icon name="chevron" size={18} /></span></Link></li>
      </ul>
    </main>
  );
}
