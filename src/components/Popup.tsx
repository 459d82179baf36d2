import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { iconClose } from './icons';
import { t } from '../i18n/i18n';

interface Props {
  open: boolean;
  onClose: () => void;
  title?: string;
  /**
   * The sheet's height as a share of the screen, e.g. '60%' (order detail) or '38%': its least height. It grows
   * with its content up to 90 % of the screen (src/styles/forms.css, `.sheet`), so nothing sits under its pinned actions (at
   * 740 px the holding sheet's "Save stops" was under "Close position").
   */
  height?: string;
  children: ReactNode;
}

/** A bottom sheet over a dimmed page; tap outside or the close button to dismiss. */
export function Popup({ open, onClose, title, height, children }: Props) {
  if (!open) return null;
  return (
    <div className="overlay sheet-overlay" onClick={onClose}>
      <section
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        style={height ? { minHeight: height } : undefined}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      >
        <header className="sheet-head">
          <h2>{title}</h2>
          <button type="button" className="icon-btn" aria-label={t('public.close')} onClick={onClose}>
            <Icon d={iconClose} />
          </button>
        </header>
        <div className="sheet-body">{children}</div>
      </section>
    </div>
  );
}
