import { vi } from 'vitest';

/**
 * Resolves as soon as `check` returns something truthy (and returns it), trying every `interval` ms; throws after
 * `timeout` ms naming `what`. The one way a test waits for a state it cannot be told of by an event: never a fixed
 * sleep, which is either too short on a loaded machine or longer than needed on a quiet one.
 */
export async function waitUntil<T>(
  check: () => T | Promise<T>,
  {
    timeout = 5_000,
    interval = 10,
    what = 'the condition',
  }: { timeout?: number; interval?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  return vi.waitFor(
    async () => {
      const v = await check();
      if (!v) throw new Error(`waited ${timeout} ms for ${what}`);
      return v as NonNullable<T>;
    },
    { timeout, interval },
  );
}

/**
 * `promise`'s value, or `fallback` when it has not settled within `ms`: a bound on a wait for an event (a process's
 * exit, say), not a sleep. It ends as soon as the event comes, and its timer goes with it.
 */
export async function orAfter<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One turn of the event loop: every microtask queued before it (a promise chain's next steps, a listener called on
 * one) has run. Not a wait for time: the way to see that what would follow at once did not.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
