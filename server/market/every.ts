/** A setInterval that does not hold the process open, kept in `timers` for the caller to clear. */
export function every(timers: ReturnType<typeof setInterval>[], ms: number, fn: () => void): void {
  const id = setInterval(fn, ms);
  id.unref?.();
  timers.push(id);
}
