import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { site } from './site';
import { ServiceLinkType } from '../../core/codes';

/** The support link shown in a dialog (service_link_type 2); null when the dialog is closed. */
export const supportDialog = signal<string | null>(null);

/**
 * The support entry (docs/product.md, Screens): type 2 shows the link in a dialog with a copy button,
 * type 3 leaves for the link, anything else opens /mine/chat with the link embedded.
 */
export function openSupport(): void {
  const s = site.value;
  const link = s?.service_link ?? '';
  if (s?.service_link_type === ServiceLinkType.Dialog) {
    supportDialog.value = link;
    return;
  }
  if (s?.service_link_type === ServiceLinkType.Open && /^https?:\/\//i.test(link)) {
    window.location.assign(link);
    return;
  }
  navigate('/mine/chat');
}
