// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORGET_WAIT_MS, forgetThisDevice } from '../../src/state/push-device';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A browser whose service worker registration answers `getSubscription` with `answer`. */
function browserWith(answer: Promise<unknown>) {
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: () => answer } }) },
  });
}

describe("forgetting this device's notifications at logout", () => {
  it('gives up after its wait when the browser never answers, so the logout goes on', async () => {
    vi.useFakeTimers();
    browserWith(new Promise(() => {}));
    let done = false;
    void forgetThisDevice().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FORGET_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
