import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { adminCall } from './admin-client';

/** Every operator setting (docs/operations.md), edited in one form; only changed keys are sent and audited. */
export function SettingsPage() {
  const [saved, setSaved] = useState<Record<string, string> | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  useEffect(() => {
    void adminCall<Record<string, string>>('/settings')
      .then((s) => {
        setSaved(s);
        setDraft(s);
      })
      .catch(() => undefined);
  }, []);
  if (!saved) return <p className="muted">…</p>;
  const changed = Object.fromEntries(Object.entries(draft).filter(([k, v]) => String(saved[k]) !== v));
  const save = async () => {
    try {
      const s = await adminCall<Record<string, string>>('/settings', { form: changed, toastSuccess: true });
      setSaved(s);
      setDraft(s);
    } catch {
      /* toasted */
    }
  };
  return (
    <section>
      <header className="page-head">
        <h2>{t('admin.settings')}</h2>
        <button type="button" className="primary" disabled={!Object.keys(changed).length} onClick={() => void save()}>
          {t('admin.save')}
        </button>
      </header>
      <table className="grid settings" data-testid="settings">
        <tbody>
          {Object.keys(saved).map((k) => (
            <tr key={k}>
              <th>
                <code>{k}</code>
              </th>
              <td>
                <input
                  name={k}
                  value={draft[k] ?? ''}
                  maxLength={512}
                  aria-label={k}
                  onChange={(e) => setDraft((d) => ({ ...d, [k]: (e.target as HTMLInputElement).value }))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
