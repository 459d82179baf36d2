import { signal } from '@preact/signals-react';
import { t } from '../i18n/i18n';

/** The question and the two buttons' texts, which say what each choice does ("Keep order" / "Cancel order"). */
export interface ConfirmRequest {
  text: string;
  ok: string;
  cancel: string;
  resolve: (ok: boolean) => void;
}

/** The confirm dialog on screen, if any. */
export const confirmRequest = signal<ConfirmRequest | null>(null);

/** Asks the user to confirm; resolves true on `ok` (default Confirm), false on `cancel` (default Cancel). */
export function confirm(text: string, ok = t('public.confirm'), cancel = t('public.cancel')): Promise<boolean> {
  confirmRequest.value?.resolve(false);
  return new Promise((resolve) => {
    confirmRequest.value = {
      text,
      ok,
      cancel,
      resolve: (yes) => {
        confirmRequest.value = null;
        resolve(yes);
      },
    };
  });
}
