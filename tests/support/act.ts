import { act as preactAct } from 'preact/test-utils';

/**
 * Preact's `act`, typed by what it does: with a synchronous callback it renders and runs the effects before it
 * returns (the promise it also gives is already settled, so there is nothing to await); with an async one it
 * finishes when the callback and the renders it caused have.
 */
export function act(run: () => Promise<unknown>): Promise<void>;
export function act(run: () => unknown): void;
export function act(run: () => unknown): Promise<void> | void {
  let async = false;
  const done = preactAct(() => {
    const r = run();
    if (r && typeof (r as Promise<unknown>).then === 'function') {
      async = true;
      return r as Promise<void>;
    }
  });
  if (async) return done;
  void done;
}
