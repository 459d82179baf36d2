import { fetchDeals, type DealPage, type Order } from '../api/trading-api';
import { t } from '../i18n/i18n';
import { loadOrderTexts } from '../i18n/more-texts';
import { formatUsd } from '../i18n/money-format';
import { formatNumber } from '../i18n/numbers';
import { holdTopic } from '../socket/socket-client';
import { effect } from '@preact/signals-react';
import { markClosed } from './orders';
import { token } from './session';
import { showToast } from './toast';
import { primeLiveAlerts, resetLiveAlerts } from './live-alerts';
import { holdAccount } from './account-sync';
import { OrderStatus } from '../../core/codes';

/** Closes the server makes on its own (stop-loss, take-profit, trailing stop, stop-out): said while the app is open, or after a reconnect. */
const SERVER_CLOSES = new Set(['sl', 'tp', 'trailing', 'stop_out']);

/**
 * The newest completion time (server clock, 'YYYY-MM-DD HH:mm:ss' UTC, so strings compare in time order)
 * and the ids completed at that second: the baseline a later check compares against. Server time only,
 * so a phone's wrong clock cannot hide or invent a close.
 */
let since: string | null = null;
let atSince = new Set<number>();
/** Closes already named (live or after a reconnect): each is told once. */
const told = new Set<number>();

function remember(page: DealPage): void {
  // An empty history is a baseline too: '' sorts before every time.
  const newest = page.data[0]?.CompleteTimeHandler ?? '';
  if (since !== null && newest < since) return;
  if (newest !== since) atSince = new Set();
  since = newest;
  for (const o of page.data) if (o.CompleteTimeHandler === newest) atSince.add(o.Id);
}

/** FOREX_CLOSED held from the prime to the reset (the session's life). */
let release: (() => void) | null = null;
/** ACCOUNT held for the session's life, so every screen follows the account (account-sync.ts). */
let releaseAccount: (() => void) | null = null;

/**
 * Reads the newest history page (completion order) once, so the next check knows what is new, and from
 * then on says what the server closes as it happens.
 */
export async function primeAwayClosures(): Promise<void> {
  // Fired price alerts are said the same way, for the same session (live-alerts.ts).
  primeLiveAlerts();
  releaseAccount ??= holdAccount();
  release ??= holdTopic('FOREX_CLOSED', (ids) => {
    void reportLiveClosures(ids).catch(() => undefined);
  });
  const page = await fetchDeals(OrderStatus.Closed, 1);
  if (since === null) remember(page);
  else await reportAwayClosures(page);
}

/**
 * After a reconnect or a long hide, on any screen: names the orders the server closed since the
 * baseline in one toast and drops them from live lists. Returns their ids.
 */
export async function reportAwayClosures(page?: DealPage): Promise<number[]> {
  const p = page ?? (await fetchDeals(OrderStatus.Closed, 1));
  if (since === null) {
    remember(p);
    return [];
  }
  const gone = p.data
    .filter(
      (o) =>
        SERVER_CLOSES.has(o.CloseReason) &&
        (o.CompleteTimeHandler > since! || (o.CompleteTimeHandler === since && !atSince.has(o.Id))),
    )
    .map((o) => o.Id);
  remember(p);
  const fresh = gone.filter((id) => !told.has(id));
  if (gone.length) markClosed(gone);
  if (fresh.length) {
    for (const id of fresh) told.add(id);
    await loadOrderTexts();
    showToast(t('order.closed_meanwhile', { ids: fresh.map((id) => `#${id}`).join(', ') }));
  }
  return gone;
}

/** What fired, the pair, the close price and the realised P/L of one server close ("Stop-loss hit: …"). */
export function closeMessage(o: Order): string {
  const f = o.ForexTradeLists;
  // In a right-to-left sentence a number is isolated left-to-right, so "-10.50" does not read "10.50-".
  const n = (v: string) => (document.documentElement.dir === 'rtl' ? `\u2066${v}\u2069` : v);
  return t(`order.closed_${o.CloseReason}`, {
    pair: f.ShowCode,
    price: n(formatNumber(o.UpdatePrice, f.PricePrecision)),
    pl: n(formatUsd(o.FactProfits, 2)),
  });
}

/**
 * While the app is open, on any screen: says what the server just closed. FOREX_CLOSED names ids only,
 * so the newest history page supplies the rest (and becomes the baseline, so a reconnect won't repeat them).
 */
export async function reportLiveClosures(ids: number[]): Promise<void> {
  markClosed(ids);
  const [page] = await Promise.all([fetchDeals(OrderStatus.Closed, 1), loadOrderTexts()]);
  remember(page);
  const news = page.data.filter((o) => ids.includes(o.Id) && SERVER_CLOSES.has(o.CloseReason) && !told.has(o.Id));
  for (const o of news) told.add(o.Id);
  // Long enough to read a sentence with two numbers in it.
  if (news.length) showToast(news.map(closeMessage).join('\n'), 6000);
}

/** Forgets the baseline and stops the live reports (logout, another account). */
export function resetAwayClosures(): void {
  resetLiveAlerts();
  releaseAccount?.();
  releaseAccount = null;
  release?.();
  release = null;
  since = null;
  atSince = new Set();
  told.clear();
}

// Logged out: stop the live reports (the app shell primes them again after the next login).
effect(() => {
  if (!token.value) resetAwayClosures();
});
