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
