import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { numberText, readNumber } from '../i18n/number-input';
import { errorProps, FieldError } from '../components/FieldError';
import { NUMERIC_SETTINGS } from '../../core/codes/numeric-settings';
import { adminCall } from './admin-client';

const numeric = (k: string) => (NUMERIC_SETTINGS as readonly string[]).includes(k);
/** A setting as its field shows it: a numeric one in the operator's language (demo_balance "100.000" in de). */
const shown = (s: Record<string, string>) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, numeric(k) && v ? numberText(v) : v]));

/**
 * Every operator setting (docs/operations.md), edited in one form; only changed keys are sent and audited. The
 * numeric ones are shown and read in the operator's language; one that can't be read is said under it, as typed,
 * and Save waits.
 */
export function SettingsPage() {
  const [saved, setSaved] = useState<Record<string, string> | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  useEffect(() => {
    void adminCall('GET /admin/api/settings')
      .then((s) => {
        setSaved(s);
        setDraft(shown(s));
      })
      .catch(() => undefined);
  }, []);
  if (!saved) return <p className="muted">…</p>;
  // Each field as it would be sent, and why a numeric one can't be.
  const read: Record<string, [value: string, error: string]> = Object.fromEntries(
    Object.entries(draft).map(([k, v]) => [k, numeric(k) ? readNumber(v, { required: true }) : [v, '']]),
  );
  const invalid = Object.values(read).some(([, error]) => error);
  const changed = Object.fromEntries(
    Object.entries(read)
      .filter(([k, [v]]) => String(saved[k]) !== v)
      .map(([k, [v]]) => [k, v]),
  );
  const save = async () => {
    try {
      const s = await adminCall('POST /admin/api/settings', { form: changed, toastSuccess: true });
      setSaved(s);
      setDraft(shown(s));
    } catch {
      /* toasted */
    }
  };
  return (
    <section>
      <header className="page-head">
        <h2>{t('admin.settings')}</h2>
        <button
          type="button"
          className="primary"
          disabled={invalid || !Object.keys(changed).length}
          onClick={() => void save()}
        >
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
                  inputMode={numeric(k) ? 'decimal' : undefined}
                  onChange={(e) => setDraft((d) => ({ ...d, [k]: (e.target as HTMLInputElement).value }))}
                  {...errorProps(k, read[k]![1])}
                />
                <FieldError name={k} error={read[k]![1]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
