import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { formatWhen } from '../../../i18n/dates';
import { NavBar } from '../../../components/NavBar';
import { confirm } from '../../../state/dialog';
import { endOtherSessions, endSession, fetchSessions, type DeviceSession } from '../../../api/devices-api';

/** "Chrome 126 · Android 14" (a dot reads the same in every script): what the server read, or "unknown". */
const deviceName = (s: DeviceSession) =>
  `${s.browser || t('devices.unknown_browser')} · ${s.os || t('devices.unknown_os')}`;

/** One signed-in session: its device, address and times (in the user's language and time zone), and sign out. */
function DeviceCard({ s, onEnd }: { s: DeviceSession; onEnd: (s: DeviceSession) => void }) {
  const name = deviceName(s);
  return (
    <li className="card device" data-testid="device">
      <div className="device-head">
        <strong>{name}</strong>
        {s.current === 1 && <span className="badge">{t('devices.this_device')}</span>}
      </div>
      <dl className="device-facts">
        <dt>{t('devices.ip')}</dt>
        <dd dir="ltr">{s.ip}</dd>
        <dt>{t('devices.signed_in')}</dt>
        <dd>{formatWhen(s.created_at)}</dd>
        <dt>{t('devices.last_seen')}</dt>
        <dd>{formatWhen(s.last_seen_at)}</dd>
      </dl>
      {s.current !== 1 && (
        <button
          type="button"
          className="btn ghost"
          aria-label={t('devices.sign_out_named', { device: name })}
          onClick={() => onEnd(s)}
        >
          {t('devices.sign_out')}
        </button>
      )}
    </li>
  );
}

/**
 * /mine/devices: every browser signed in to the account, this one marked, each other one with "sign out",
 * and "sign out all other devices". A signed-out session's sockets end within a second and its app goes to login.
 */
export default function DevicesPage() {
  const [list, setList] = useState<DeviceSession[] | null>(null);
  const load = () =>
    fetchSessions()
      .then(setList)
      .catch(() => undefined);
  useEffect(() => {
    void load();
  }, []);

  const endOne = async (s: DeviceSession) => {
    if (!(await confirm(t('devices.confirm_one', { device: deviceName(s) })))) return;
    await endSession(s.id).catch(() => undefined);
    await load();
  };
  const endOthers = async () => {
    if (!(await confirm(t('devices.confirm_others')))) return;
    await endOtherSessions().catch(() => undefined);
    await load();
  };
  const others = list?.filter((s) => s.current !== 1).length ?? 0;

  return (
    <main className="page devices-page">
      <NavBar title={t('devices.title')} />
      <p className="muted devices-intro">{t('devices.intro')}</p>
      {list && (
        <>
          <ul className="devices">
            {list.map((s) => (
              <DeviceCard key={s.id} s={s} onEnd={(x) => void endOne(x)} />
            ))}
          </ul>
          <div className="card">
            {others > 0 ? (
              <button type="button" className="btn ghost block" onClick={() => void endOthers()}>
                {t('devices.sign_out_others')}
              </button>
            ) : (
              <p className="muted">{t('devices.only_this')}</p>
            )}
          </div>
        </>
      )}
    </main>
  );
}
