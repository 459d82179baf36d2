import { describe, expect, it } from 'vitest';
import { Positions, type OrderRow } from '../../../server/trading/positions.js';

const order = (id: number, userId: number, pairId: number, status = 1): OrderRow => ({
  id,
  user_id: userId,
  pair_id: pairId,
  order_type: 1,
  quantity: '0.01',
  multiple: 10,
  status,
  target_price: 0,
  trigger_dir: 0,
  origin_price: 100,
  price: 100,
  update_price: 100,
  caution_money: 1,
  trade_fee: 0,
  fact_profits: 0,
  target_loss_price: 0,
  target_profit_price: 0,
  trailing_distance: 0,
  client_id: null,
  close_reason: null,
  created_ms: 0,
  completed_ms: null,
});

describe('Positions', () => {
  it('knows which users hold a pair, once each, and forgets them with their last order', () => {
    const p = new Positions();
    p.track(order(1, 7, 1));
    p.track(order(2, 7, 1));
    p.track(order(3, 8, 1));
    p.track(order(4, 9, 2));
    p.track(order(5, 10, 1, 0));
    expect([...p.usersOn(1)].sort()).toEqual([7, 8]);
    p.forget(1);
    expect([...p.usersOn(1)].sort()).toEqual([7, 8]);
    p.forget(2);
    p.forget(3);
    expect([...p.usersOn(1)]).toEqual([]);
    expect([...p.usersOn(2)]).toEqual([9]);
    p.track({ ...order(4, 9, 2), target_loss_price: 90 }); // re-tracking an edited order does not count it twice
    p.forget(4);
    expect([...p.usersOn(2)]).toEqual([]);
  });
});
