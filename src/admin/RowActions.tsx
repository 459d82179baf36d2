import { useState } from 'react';
import { t } from '../i18n/i18n';
import { adminCall } from './admin-client';

export interface Action { label: string; path: string; danger?: boolean; noteRequired?: boolean }

/**
 * The review buttons of one queue row, with the note the action records (remark, notes or reason).
 * `field` names that note on the wire. After any answer the list reloads: a row another operator
 * handled meanwhile disappears with the server's "already handled".
 */
export function RowActions({ actions, field, onDone }: { actions: Action[]; field: string; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (a: Action) => {
    if (a.noteRequired && !note.trim()) { setNote(''); (document.activeElement as HTMLElement | null)?.blur(); return; }
    setBusy(true);
    try { await adminCall(a.path, { form: { [field]: note.trim() }, toastSuccess: true }); setNote(''); } catch { /* toasted */ } finally { setBusy(false); onDone(); }
  };
  return (
    <div class="row-actions">
      <input name={field} value={note} maxLength={256} placeholder={t(`admin.note_${field}`)} aria-label={t(`admin.note_${field}`)}
        onInput={(e) => setNote((e.target as HTMLInputElement).value)} />
      {actions.map((a) => (
        <button type="button" key={a.path} class={a.danger ? 'danger' : 'primary'} disabled={busy || (a.noteRequired && !note.trim())} onClick={() => void act(a)}>{a.label}</button>
      ))}
    </div>
  );
}
