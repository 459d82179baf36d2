import { signal } from '@preact/signals-react';

export interface Toast {
  id: number;
  text: string;
}

/** The toast on screen, if any: one at a time, the newest replaces the last. */
export const toast = signal<Toast | null>(null);
let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a short message for 2.5 s (`ms`: longer for a sentence worth reading, such as a server close). */
export function showToast(text: string, ms = 2500): void {
  if (!text) return;
  toast.value = { id: ++seq, text };
  clearTimeout(timer);
  timer = setTimeout(() => {
    toast.value = null;
  }, ms);
}
