import { signal } from '@preact/signals-react';

export interface ConfirmRequest { text: string; resolve: (ok: boolean) => void }

/** The confirm dialog on screen, if any. */
export const confirmRequest = signal<ConfirmRequest | null>(null);

/** Asks the user to confirm; resolves true on confirm, false on cancel. */
export function confirm(text: string): Promise<boolean> {
  confirmRequest.value?.resolve(false);
  return new Promise((resolve) => {
    confirmRequest.value = { text, resolve: (ok) => { confirmRequest.value = null; resolve(ok); } };
  });
}
