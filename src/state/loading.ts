import { computed, signal } from '@preact/signals-react';

/** Calls in flight that asked for the spinner; it shows while any is pending (no auto-close). */
const pending = signal(0);
export const isLoading = computed(() => pending.value > 0);

export const beginLoading = () => {
  pending.value++;
};
export const endLoading = () => {
  pending.value = Math.max(0, pending.value - 1);
};
