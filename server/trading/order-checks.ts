import { AppError } from '../errors/app-error.js';
import type { PairRow } from '../market/pairs-repository.js';
import { cmp, dec, decStrict } from '../../core/rules/decimal.js';
import { lotsProblem } from '../../core/rules/lots.js';
import { roundPrice } from '../../core/rules/market-types.js';
import { pipOf, trailingDistance, trailingProblem } from '../../core/rules/trailing-stop.js';
import { Side, type CodeOf } from '../../core/codes.js';
import type { Db } from '../db/database.js';
import { readSettings } from '../content/settings-repository.js';

/**
 * The input checks of an order (docs/architecture.md), each refusing with the message the trader reads.
 * The engine runs them in a fixed order before anything is written, so one bad field gives one answer.
 */

/** No price in this app reaches this: anything above is a typo or an attack. */
const MAX_PRICE = 1e9;
/** Most lots one order may hold, whatever the pair. */
const MAX_LOTS = dec('10000');

/** The rules' side of an order_type or a submit's `type`: 1 buys, anything else sells. */
export const sideOf = (type: number): CodeOf<typeof Side> => (type === Side.Buy ? Side.Buy : Side.Sell);

/** Lots as plain decimal text, at least the pair's minimum, on its step, and at most MAX_LOTS. */
export function checkLots(cont: string, pair: PairRow): void {
  let lots;
  try {
    lots = decStrict(cont);
  } catch {
    throw new AppError('server.errors.invalid_field', { field: 'cont' });
  }
  const lotsWrong = lotsProblem(lots, pair.min_cont, pair.pip);
  if (lotsWrong === 'min') throw new AppError('server.errors.lots_min', { min: pair.min_cont });
  if (lotsWrong === 'step') throw new AppError('server.errors.lots_step', { step: pair.pip });
  if (cmp(lots, MAX_LOTS) > 0) throw new AppError('server.errors.invalid_field', { field: 'cont' });
}

/** The leverage must be one of the pair's options, and the pair must have some. */
export function checkLeverage(pair: PairRow, multiple: number): void {
  const multiples = JSON.parse(pair.multiples) as number[];
  if (!multiples.length) throw new AppError('server.errors.leverage_missing');
  if (!multiples.includes(multiple)) throw new AppError('server.errors.leverage_invalid');
}

/** A pending order's target as it will be stored (the pair's precision): one that rounds to 0 would make a free order. */
export function pendingTarget(targetPrice: number | undefined, pair: PairRow): number {
  const target = roundPrice(targetPrice ?? 0, pair.price_precision);
  if (!(target > 0)) throw new AppError('server.errors.target_price_required');
  return target;
}

/** A non-zero stop-loss must be on the losing side and a non-zero take-profit on the winning side of `ref`. */
export function checkStops(side: CodeOf<typeof Side>, ref: number, sl: number, tp: number): void {
  for (const [v, field] of [
    [sl, 'stop_loss_price'],
    [tp, 'target_profit_price'],
  ] as const) {
    if (!Number.isFinite(v) || v < 0 || v > MAX_PRICE) throw new AppError('server.errors.invalid_field', { field });
  }
  if (sl > 0 && (side === Side.Buy ? sl >= ref : sl <= ref)) throw new AppError('server.errors.stop_loss_side');
  if (tp > 0 && (side === Side.Buy ? tp <= ref : tp >= ref)) throw new AppError('server.errors.take_profit_side');
}

/** A trailing distance as stored (0: none), or the trader's error: at least one pip, at most `trailing_max_pips` pips. */
export async function trailingOf(db: Db, distance: number | undefined, p: PairRow): Promise<number> {
  if (!distance) return 0;
  const maxPips = Number((await readSettings(db)).trailing_max_pips);
  const problem = trailingProblem(distance, p.price_precision, maxPips);
  if (problem === 'min')
    throw new AppError('server.errors.trailing_min', { min: pipOf(p.price_precision).toFixed(p.price_precision) });
  if (problem === 'max')
    throw new AppError('server.errors.trailing_max', {
      max: (maxPips * pipOf(p.price_precision)).toFixed(p.price_precision),
    });
  if (problem) throw new AppError('server.errors.invalid_field', { field: 'trailing_stop' });
  return trailingDistance(distance, p.price_precision);
}
