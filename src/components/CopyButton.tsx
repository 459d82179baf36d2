import { t } from '../i18n/i18n';
import { showToast } from '../state/toast';
import { Icon } from './Icon';
import { iconCopy } from './icons-more';

/** Puts `text` on the clipboard; falls back to a hidden textarea where the Clipboard API is missing (http, old WebViews). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    let done: boolean;
    try {
      done = document.execCommand('copy');
    } catch {
      done = false;
    }
    area.remove();
    return done;
  }
}

/** A copy button with the "copy success" toast (docs/product.md, Messages). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  return (
    <button
      type="button"
      className="btn ghost copy-btn"
      disabled={!text}
      onClick={() => {
        void copyText(text).then((ok) => ok && showToast(t('common.copy_success')));
      }}
    >
      <Icon d={iconCopy} size={18} /> {label ?? t('common.copy')}
    </button>
  );
}
