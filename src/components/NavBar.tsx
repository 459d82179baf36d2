import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { iconBack } from './icons-more';
import { goBack } from '../app/go-back';
import { t } from '../i18n/i18n';

/** The screen header: a back arrow (mirrored in RTL by CSS), the title, and optional actions. */
export function NavBar({ title, back = true, actions }: { title: string; back?: boolean; actions?: ReactNode }) {
  return (
    <header className="navbar">
      {back ? (
        <button type="button" className="icon-btn back" aria-label={t('common.back')} onClick={() => goBack()}>
          <Icon d={iconBack} size={26} />
        </button>
      ) : (
        <span className="icon-spacer" />
      )}
      <h1>{title}</h1>
      <div className="navbar-actions">{actions}</div>
    </header>
  );
}
