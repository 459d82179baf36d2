// Trigger check per tick with 100,000 open orders: the price-ordered book against a linear scan; then the
// engine's in-memory tick work (Positions: book + trailing stop moves, no database) with and without 10 % trailing;
// then 100,000 every-time price alerts in the alert books.
import { TriggerBook } from '../server/trading/trigger-book.js';
import { Positions, type OrderRow } from '../server/trading/positions.js';
import { trailingStop } from '../core/rules/trailing-stop.js';
import { AlertDirection, AlertMode, Side } from '../core/codes.js';
import { AlertBooks } from '../server/alerts/alert-books.js';
import { afterStep, alertStep } from '../core/rules/price-alert.js';
import type { AlertRow } from '../server/alerts/alerts-repository.js';

const N = Number(process.env.ORDERS || 100_000);
const TICKS = 20_000;
let seed = 42;
const rand = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

const book = new TriggerBook();
const linear: { level: number; dir: 1 | -1 }[] = [];
for (let i = 0; i < N; i++) {
  // Stops and targets spread 1 % to 20 % away from 95,000, on both sides.
  const dir = rand() < 0.5 ? 1 : -1;
  const level = 95_000 * (1 + dir * (0.01 + 0.19 * rand()));
  book.add(i + 1, 'sl', level, dir);
  linear.push({ level, dir });
}
const prices = Array.from({ length: TICKS }, () => 95_000 * (1 + (rand() - 0.5) * 0.01));

let t = performance.now();
let fired = 0;
for (const p of prices) fired += book.crossed(p).length;
const bookUs = ((performance.now() - t) * 1000) / TICKS;

t = performance.now();
let hits = 0;
for (const p of prices.slice(0, 2000)) for (const e of linear) if (e.dir === 1 ? p >= e.level : p <= e.level) hits++;
const scanUs = ((performance.now() - t) * 1000) / 2000;

/**
 * N holding orders on one pair (precision 2) with a stop-loss 1-20 % on the losing side and a take-profit 1-20 % on
 * the winning side; `share` of them trail at 0.2-1.2 % of the price. The price walks (a trend, as trailing needs:
 * iid prices would ratchet every stop to the top once and never move again). Per tick: the book's crossed(), then
 * what the engine does in memory for each fired trigger (a trailing move re-indexes the order; a stop forgets it).
 */
function positionsRun(share: number): { us: number; moves: number; closes: number } {
  seed = 7;
  const pos = new Positions(() => 2);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  for (let i = 0; i < N; i++) {
    const buy = rand() < 0.5;
    const side = buy ? Side.Buy : Side.Sell;
    const away = (k: number) => r2(95_000 * (1 + k * (0.01 + 0.19 * rand())));
    const trailing = rand() < share ? r2(95_000 * (0.002 + 0.01 * rand())) : 0;
    const sl = trailing ? trailingStop(side, 0, 95_000, trailing, 2) : away(buy ? -1 : 1);
    const o: OrderRow = {
      id: i + 1,
      user_id: (i % 5000) + 1,
      pair_id: 1,
      order_type: side,
      quantity: '0.01',
      multiple: 10,
      status: 1,
      target_price: 0,
      trigger_dir: 0,
      origin_price: 95_000,
      price: 95_000,
      update_price: 95_000,
      caution_money: 1,
      trade_fee: 0,
      fact_profits: 0,
      target_loss_price: sl,
      target_profit_price: away(buy ? 1 : -1),
      trailing_distance: trailing,
      client_id: null,
      close_reason: null,
      created_ms: 0,
      completed_ms: null,
    };
    pos.track(o);
  }
  const walk: number[] = [];
  let p = 95_000;
  for (let i = 0; i < TICKS; i++) {
    p = r2(p * (1 + (rand() - 0.5) * 0.0004));
    walk.push(p);
  }
  let moves = 0;
  let closes = 0;
  const t0 = performance.now();
  for (const price of walk) {
    for (const f of pos.book(1).crossed(price)) {
      const o = pos.held.get(f.orderId);
      if (!o) continue;
      if (f.kind === 'trail') {
        const sl = trailingStop(
          o.order_type === Side.Buy ? Side.Buy : Side.Sell,
          o.target_loss_price,
          price,
          o.trailing_distance,
          2,
        );
        pos.moveStop(o.id, sl);
        moves++;
      } else {
        pos.forget(o.id);
        closes++;
      }
    }
  }
  return { us: ((performance.now() - t0) * 1000) / TICKS, moves, closes };
}

/**
 * N every-time price alerts on one pair, levels 0.1-2 % above or below 95,000, on the same kind of walking
 * price. Per tick: the alert book's crossed(), the rule, and the alert tracked again in its new state (the watcher's
 * in-memory work; its writes and pushes are per fired alert, not per tick).
 */
function alertsRun(): { us: number; fires: number; rearms: number } {
  seed = 11;
  const books = new AlertBooks(() => 2);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  for (let i = 0; i < N; i++) {
    const above = rand() < 0.5;
    const price = r2(95_000 * (1 + (above ? 1 : -1) * (0.001 + 0.019 * rand())));
    books.track({
      id: i + 1,
      user_id: (i % 5000) + 1,
      pair_id: 1,
      price,
      direction: above ? AlertDirection.Above : AlertDirection.Below,
      mode: AlertMode.Every,
      armed: 1,
      active: 1,
      fired_count: 0,
      last_fired_ms: null,
      created_ms: 0,
    });
  }
  let p = 95_000;
  const walk: number[] = [];
  for (let i = 0; i < TICKS; i++) {
    p = r2(p * (1 + (rand() - 0.5) * 0.0004));
    walk.push(p);
  }
  let fires = 0;
  let rearms = 0;
  const t0 = performance.now();
  for (const price of walk) {
    for (const a of books.crossed(1, price)) {
      const step = alertStep(a.direction as 1 | 2, AlertMode.Every, a.armed === 1, a.price, price, 2);
      if (step === 'fire') fires++;
      else if (step === 'rearm') rearms++;
      const next = afterStep(step, AlertMode.Every, a.armed === 1);
      books.track({ ...a, armed: next.armed ? 1 : 0 } satisfies AlertRow);
    }
  }
  return { us: ((performance.now() - t0) * 1000) / TICKS, fires, rearms };
}

const plain = positionsRun(0);
const trailing = positionsRun(0.1);
const alerts = alertsRun();

process.stdout.write(JSON.stringify({ orders: N, bookUs, scanUs, fired, hits, plain, trailing, alerts }) + '\n');
