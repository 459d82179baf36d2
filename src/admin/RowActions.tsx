import { useState } from 'react';
import { t } from '../i18n/i18n';
import { confirm } from '../state/dialog';
import { adminRequest, type FieldsOf, type PathOf } from './admin-client';
import type { AdminKey } from '../../core/wire/admin-calls';
import type { PathValues } from '../../core/wire/paths';

/** The review decisions: a POST on one queued record. */
export type ReviewKey = Extract<AdminKey, `POST /admin/api/${'deposits' | 'withdrawals' | 'verifications'}/:${string}`>;

export interface Action<K extends ReviewKey> {
  label: string;
  call: K;
  danger?: boolean;
  noteRequired?: boolean;
}

/**
 * The review buttons of one queue row, with the optional note the action records (remark, notes or
 * reason: the record's own note column, shown in the queue and kept in the audit record). A review cannot
 * be undone, so each asks first, naming the action, `what` it acts on (with the money it moves) and the note.
 * After any answer the list reloads: a row another operator handled meanwhile disappears with the server's
 * "already handled".
 */
export function RowActions<K extends ReviewKey>({
  actions,
  params,
  field,
  what,
  onDone,
}: {
  actions: Action<K>[];
  /** The record's path values, which every action's call takes. */
  params: PathValues<PathOf<K>>;
  /** The note's field, which every action's call takes. */
  field: keyof FieldsOf<K> & string;
  what: string;
  onDone: () => void;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (a: Action<K>) => {
    const text = note.trim();
    if (a.noteRequired && !text) {
      setNote('');
      (document.activeElement as HTMLElement | null)?.blur();
      return;
    }
    const question = text
      ? t('admin.confirm_review_note', { action: a.label, what, note: text })
      : t('admin.confirm_review', { action: a.label, what });
    if (!(await confirm(question))) return;
    setBusy(true);
    try {
      await adminRequest(a.call, { params, form: { [field]: text }, toastSuccess: true });
      setNote('');
    } catch {
      /* toasted */
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <div className="row-actions">
      <input
        name={field}
        value={note}
        maxLength={256}
        placeholder={t(`admin.note_${field}`)}
        aria-label={t(`admin.note_${field}`)}
        onChange={(e) => setNote((e.target as HTMLInputElement).value)}
      />
      {actions.map((a) => (
        <button
          type="button"
          key={a.call}
          className={a.danger ? 'danger' : 'primary'}
          disabled={busy || (a.noteRequired && !note.trim())}
          onClick={() => void act(a)}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}
