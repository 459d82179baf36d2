import { signal } from '@preact/signals-react';

/** sessionStorage key of the perf overlay: on for this tab's session once `?perf=1` or the switch turned it on. */
const KEY = 'perf';

/** Whether the overlay shows (Me -> Other's switch reads and sets it). */
export const perfOn = signal(sessionStorage.getItem(KEY) === '1');

/**
 * Turns the overlay on or off for this tab's session. Its chunk (and web-vitals) is fetched only when turned on:
 * a first load without the flag carries none of it (main.tsx's check is a regular expression and a storage read;
 * app/after-first-screen.ts turns it on).
 */
export async function setPerf(on: boolean): Promise<void> {
  if (on) sessionStorage.setItem(KEY, '1');
  else sessionStorage.removeItem(KEY);
  perfOn.value = on;
  const m = await import('./mount-overlay');
  if (on) await m.mountOverlay();
  else m.unmountOverlay();
}
