import { signal } from '@preact/signals-react';

/** Button texts that say what each choice does ("Keep order" / "Cancel order"); omitted, Cancel / Confirm. */
export interface ConfirmLabels { ok?: string; cancel?: string }

export interface ConfirmRequest { text: string; labels?: ConfirmLabels; resolve: (ok: boolean) => void }

/** The confirm dialog on screen, if any. */
export const confirmRequest = signal<ConfirmRequest | null>(null);

/** Asks the user to confirm; resolves true on confirm, false on cancel. */
export function confirm(text: string, labels?: ConfirmLabels): Promise<boolean> {
  confirmRequest.value?.resolve(false);
  return new Promise((resolve) => {
    confirmRequest.value = { text, labels, resolve: (ok) => { confirmRequest.value = null; resolve(ok); } };
  });
}
