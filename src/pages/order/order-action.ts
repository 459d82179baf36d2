import { ApiError } from '../../api/client';
import { confirm } from '../../state/dialog';

/**
 * What the order sheet's buttons do: asked first when `ask` is given, then `fn`, then the lists read again
 * (`onChanged`).
 */
export const orderAction =
  (onChanged: () => void) =>
  async (fn: () => Promise<unknown>, ask?: [text: string, ok: string, cancel: string], staleRefreshes = false) => {
    if (ask && !(await confirm(...ask))) return;
    try {
      await fn();
      onChanged();
    } catch (err) {
      // Toasted by the api client. A close or cancel the server refused means the order moved on
      // (filled, closed, cancelled elsewhere): the lists are stale, so read them again.
      if (staleRefreshes && err instanceof ApiError) onChanged();
    }
  };
