import type { ComponentChildren } from 'preact';
import { Icon } from './Icon';
import { iconBack } from './icons-more';
import { goBack } from '../app/go-back';
import { t } from '../i18n/i18n';

/** The screen header: a back arrow (mirrored in RTL by CSS), the title, and optional actions. */
export function NavBar({ title, back = true, actions }: { title: string; back?: boolean; actions?: ComponentChildren }) {
  return (
    <header class="navbar">
      {back ? <button type="button" class="icon-btn back" aria-label={t('public.back')} onClick={() => goBack()}><Icon d={iconBack} size={26} /></button> : <span class="icon-spacer" />}
      <h1>{title}</h1>
      <div class="navbar-actions">{actions}</div>
    </header>
  );
}
