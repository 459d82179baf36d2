import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { confirm } from '../../../state/dialog';
import { logout } from '../../../state/session-actions';
import { forgetThisDevice } from '../../../state/push-device';
import { perfOn, setPerf } from '../../../perf/perf-switch';
import { ThemeSettings } from './ThemeSettings';

/**
 * /mine/system ("Other"): the theme and the rise colour (this device's), the performance overlay's switch (on for this tab's session, docs/performance.md), and
 * logout behind a confirm dialog (this device's notifications end with it); afterwards the user is on /.
 */
export default function SystemPage() {
  const onLogout = async () => {
    if (!(await confirm(t('user.confirm_logout')))) return;
    await forgetThisDevice();
    await logout();
  };
  return (
    <main className="page">
      <NavBar title={t('system.title')} />
      <ThemeSettings />
      <ul className="list">
        <li>
          <label className="row check switch-row">
            <input
              type="checkbox"
              name="perf_overlay"
              checked={perfOn.value}
              onChange={(e) => void setPerf(e.currentTarget.checked)}
            />
            <span>{t('perf.switch')}</span>
          </label>
        </li>
        <li>
          <button type="button" className="row danger" onClick={() => void onLogout()}>
            {t('system.logout')}
          </button>
        </li>
      </ul>
    </main>
  );
}
