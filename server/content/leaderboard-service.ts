import type { Executor } from '../db/database.js';
import { divRound } from '../../core/rules/decimal.js';
import { formatMicro } from '../../core/rules/money.js';
import { maskAccount } from './account-mask.js';
import {
  accountsOf,
  leverageUseSince,
  pairUseSince,
  topSince,
  totalsOf,
  type TradeSums,
} from './leaderboard-repository.js';

/** The window of the "three week" figures (docs/api/content.md: 21 days), in ms. */
export const LEADERBOARD_WINDOW_MS = 21 * 24 * 60 * 60 * 1000;
/** Rows follow/list returns. */
export const LEADERBOARD_SIZE = 50;

/** One row of follow/list (docs/api/content.md, Leaderboard). */
export interface LeaderboardEntry {
  /** Masked account (account-mask.ts): never the e-mail or the uid. */
  user: string;
  /** Leverage used most often in the window (ties: the one used last). */
  multiple: number;
  /** Window profit / window margin x 100, 2 decimals. */
  three_week_rate: number;
  /** Winning closes / closes in the window x 100, 2 decimals. */
  three_week_win: number;
  /** Sum of realised FactProfits in the window, USD with 2 decimals. */
  three_week_profit: string;
  /** All-time profit / all-time margin x 100, 2 decimals. */
  total_rate: number;
  /** All-time closed orders. */
  total_trade_num: number;
  /** ShowCode of the pair closed most often in the window (ties: the one closed last). */
  code: string;
  /** Copy trading is not offered yet, so nobody follows anyone: always 0, never an invented number. */
  followers: number;
}

/** part / whole x 100 rounded half away from zero to 2 decimals, exactly (integers in, no float sums); 0 when whole is 0. */
export const percent2 = (part: number, whole: number): number =>
  whole === 0 ? 0 : Number(divRound(BigInt(part) * 10_000n, BigInt(whole))) / 100;

/** Per user, the key used most often; a tie goes to the key used most recently. */
function modeByUser<K>(rows: { user_id: number; key: K; n: number; last: number }[]): Map<number, K> {
  const best = new Map<number, { key: K; n: number; last: number }>();
  for (const r of rows) {
    const b = best.get(r.user_id);
    const n = Number(r.n);
    const last = Number(r.last);
    if (!b || n > b.n || (n === b.n && last > b.last)) best.set(r.user_id, { key: r.key, n, last });
  }
  return new Map([...best].map(([u, b]) => [u, b.key]));
}

/**
 * The leaderboard at `nowMs` (docs/api/content.md): real (non-demo), active users with at least one order
 * closed in the last 21 days, best first by that window's profit, then its profit rate; at most 50.
 * Profit is the orders' realised FactProfits (price profit; the opening fee is a separate ledger record, as in
 * my_deal). Rates divide by the margin those orders held. Figures come only from closed orders, never from
 * open positions, so a row cannot move with the price between two calls.
 */
export async function computeLeaderboard(db: Executor, nowMs: number = Date.now()): Promise<LeaderboardEntry[]> {
  const since = nowMs - LEADERBOARD_WINDOW_MS;
  const top = await topSince(db, since, LEADERBOARD_SIZE);
  const ids = top.map((r) => r.user_id);
  const [totals, pairs, leverages, accounts] = await Promise.all([
    totalsOf(db, ids),
    pairUseSince(db, ids, since),
    leverageUseSince(db, ids, since),
    accountsOf(db, ids),
  ]);
  const totalBy = new Map<number, TradeSums>(totals.map((t) => [t.user_id, t]));
  const pairBy = modeByUser(pairs);
  const leverageBy = modeByUser(leverages);
  const accountBy = new Map(accounts.map((a) => [a.id, a]));
  return top.map((w) => {
    const all = totalBy.get(w.user_id)!;
    const account = accountBy.get(w.user_id)!;
    return {
      user: maskAccount(account.email, account.mobile),
      multiple: Number(leverageBy.get(w.user_id) ?? 0),
      three_week_rate: percent2(Number(w.profit), Number(w.margin)),
      three_week_win: percent2(Number(w.wins), Number(w.trades)),
      three_week_profit: formatMicro(Number(w.profit), 2),
      total_rate: percent2(Number(all.profit), Number(all.margin)),
      total_trade_num: Number(all.trades),
      code: pairBy.get(w.user_id) ?? '',
      followers: 0,
    };
  });
}
