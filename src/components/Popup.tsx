import type { ComponentChildren } from 'preact';
import { Icon } from './Icon';
import { iconClose } from './icons';
import { t } from '../i18n/i18n';

interface Props {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** Sheet height as a share of the screen, e.g. '60%' (order detail) or '38%'. */
  height?: string;
  children: ComponentChildren;
}

/** A bottom sheet over a dimmed page; tap outside or the close button to dismiss. */
export function Popup({ open, onClose, title, height, children }: Props) {
  if (!open) return null;
  return (
    <div class="overlay sheet-overlay" onClick={onClose}>
      <section
        class="sheet" role="dialog" aria-modal="true" aria-label={title}
        style={height ? { height } : undefined}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}
      >
        <header class="sheet-head">
          <h2>{title}</h2>
          <button type="button" class="icon-btn" aria-label={t('public.close')} onClick={onClose}><Icon d={iconClose} /></button>
        </header>
        <div class="sheet-body">{children}</div>
      </section>
    </div>
  );
}
