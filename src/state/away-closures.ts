import { fetchDeals, type DealPage } from '../api/trading-api';
import { t } from '../i18n/i18n';
import { markClosed } from './orders';
import { showToast } from './toast';

/** Closes the server makes on its own (stop-loss, take-profit, stop-out): what a user away from the app missed. */
const SERVER_CLOSES = new Set(['sl', 'tp', 'stop_out']);

/**
 * The newest completion time (server clock, 'YYYY-MM-DD HH:mm:ss' UTC, so strings compare in time order)
 * and the ids completed at that second: the baseline a later check compares against. Server time only,
 * so a phone's wrong clock cannot hide or invent a close.
 */
let since: string | null = null;
let atSince = new Set<number>();

function remember(page: DealPage): void {
  // An empty history is a baseline too: '' sorts before every time.
  const newest = page.data[0]?.CompleteTimeHandler ?? '';
  if (since !== null && newest < since) return;
  if (newest !== since) atSince = new Set();
  since = newest;
  for (const o of page.data) if (o.CompleteTimeHandler === newest) atSince.add(o.Id);
}

/** Reads the newest history page (completion order) once, so the next check knows what is new. */
export async function primeAwayClosures(): Promise<void> {
  const page = await fetchDeals(3, 1);
  if (since === null) remember(page);
  else await reportAwayClosures(page);
}

/**
 * After a reconnect or a long hide, on any screen: names the orders the server closed since the
 * baseline in one toast and drops them from live lists. Returns their ids.
 */
export async function reportAwayClosures(page?: DealPage): Promise<number[]> {
  const p = page ?? await fetchDeals(3, 1);
  if (since === null) { remember(p); return []; }
  const gone = p.data.filter((o) => SERVER_CLOSES.has(o.CloseReason)
    && (o.CompleteTimeHandler > since! || (o.CompleteTimeHandler === since && !atSince.has(o.Id)))).map((o) => o.Id);
  remember(p);
  if (gone.length) {
    markClosed(gone);
    showToast(t('order.closed_meanwhile', { ids: gone.map((id) => `#${id}`).join(', ') }));
  }
  return gone;
}

/** Forgets the baseline (logout, another account). */
export function resetAwayClosures(): void {
  since = null;
  atSince = new Set();
}
