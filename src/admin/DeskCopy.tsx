import { t } from '../i18n/i18n';
import { showToast } from '../state/toast';

/**
 * A copy button of the desk's own (not components/CopyButton: sharing it with the app's entry would split its icon
 * into a chunk of its own on the first load of `/`).
 */
export function Copy({ text, label }: { text: string; label: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(
          () => showToast(t('common.copy_success')),
          () => undefined,
        );
      }}
    >
      {label}
    </button>
  );
}
