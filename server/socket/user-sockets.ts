import type { HubHooks } from './hub-options.js';

/** A socket as the user count sees it: the user logged in on it, or null. */
export interface UserHolder {
  userId: number | null;
}

/**
 * Logged-in sockets per user on this instance, so the hooks hear of a user's first socket opening and last one
 * closing (with many instances, the instance listens to a user's bus channel only in between).
 */
export class UserSockets {
  readonly #count = new Map<number, number>();
  readonly #hooks: HubHooks;

  constructor(hooks: HubHooks) {
    this.#hooks = hooks;
  }

  /** Whether `userId` has a logged-in socket here. */
  online(userId: number): boolean {
    return this.#count.has(userId);
  }

  /** Moves socket `c` from its user (if any) to `userId` (null: logged out or closed). */
  setUser(c: UserHolder, userId: number | null): void {
    if (c.userId === userId) return;
    if (c.userId !== null) {
      const n = (this.#count.get(c.userId) ?? 1) - 1;
      if (n > 0) this.#count.set(c.userId, n);
      else {
        this.#count.delete(c.userId);
        this.#hooks.userOffline?.(c.userId);
      }
    }
    c.userId = userId;
    if (userId !== null) {
      const n = (this.#count.get(userId) ?? 0) + 1;
      this.#count.set(userId, n);
      if (n === 1) this.#hooks.userOnline?.(userId);
    }
  }
}
