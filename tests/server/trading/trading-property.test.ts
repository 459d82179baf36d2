import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../test-server.js';
import { demoUser } from '../../support/users.js';
import { deposit } from '../../support/balances.js';
import { pairId, tick } from '../../support/market.js';
import { marginMicro, USD_RATE } from '../../../core/rules/trading-rules.js';
import { ledgerBreaks } from '../ledger-check.js';
import { BTC_RULE } from '../../workers/pair-rules.js';

let s: TestServer;
// The per-IP request limit is not under test here: thousands of calls come from one loopback address.
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await s.stop();
});

/** Property-test runs: 100 in npm test; `npm run bench` runs 10,000. */
export const RUNS = Number(process.env.PROPERTY_RUNS || 100);

type Step =
  | { k: 'deposit'; usd: number }
  | { k: 'open'; side: 1 | 2; lots: number; lev: number; pending: boolean; offset: number }
  | { k: 'move'; pct: number }
  | { k: 'close'; pick: number }
  | { k: 'cancel'; pick: number }
  | { k: 'edit'; pick: number; sl: number; tp: number }
  | { k: 'reset' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ k: fc.constant('deposit' as const), usd: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({
    k: fc.constant('open' as const),
    side: fc.constantFrom(1 as const, 2 as const),
    lots: fc.integer({ min: 1, max: 300 }),
    lev: fc.constantFrom(2, 5, 10, 20),
    pending: fc.boolean(),
    offset: fc.integer({ min: -5, max: 5 }),
  }),
  fc.record({ k: fc.constant('move' as const), pct: fc.integer({ min: -30, max: 30 }) }),
  fc.record({ k: fc.constant('close' as const), pick: fc.nat() }),
  fc.record({ k: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({
    k: fc.constant('edit' as const),
    pick: fc.nat(),
    sl: fc.integer({ min: 0, max: 20 }),
    tp: fc.integer({ min: 0, max: 20 }),
  }),
  fc.record({ k: fc.constant('reset' as const) }),
);

describe('the ledger invariant under random trading', () => {
  it(
    `holds balance + lock == sum(ledger), never negative, margins by the rules (${RUNS} runs)`,
    async () => {
      let run = 0;
      const btc = pairId(s, 'BTCUSD');
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
          const u = await demoUser(s, `prop-${run++}`);
          let price = 95_000;
          await tick(s, 'BTCUSD', price);
          for (const st of steps) {
            const ids = await s.db
              .selectFrom('orders')
              .select(['id', 'status'])
              .where('user_id', '=', u.id)
              .where('status', 'in', [0, 1])
              .execute();
            const pick = (n: number, status: number) => {
              const l = ids.filter((o) => o.status === status);
              return l.length ? l[n % l.length]!.id : 0;
            };
            switch (st.k) {
              case 'deposit':
                await deposit(s, u.id, st.usd * 1_000_000);
                break;
              case 'open': {
                const lots = (st.lots / 100).toFixed(2);
                const target = Math.round(price * (1 + st.offset / 100) * 100) / 100;
                const r = await s.get(
                  '/v1/api/forex/submit',
                  {
                    type: st.side,
                    status: st.pending ? 0 : 1,
                    cont: lots,
                    multiple: st.lev,
                    forex_id: btc,
                    target_price: st.pending ? target : 0,
                  },
                  u.auth,
                );
                if (r.code === 1) {
                  const ref = st.pending ? target : price;
                  expect(r.data.CautionMoney).toBe(
                    (marginMicro(BTC_RULE, lots, ref, st.lev, USD_RATE) / 1e6).toFixed(6),
                  );
                }
                break;
              }
              case 'move':
                price = Math.max(1000, Math.round(price * (1 + st.pct / 100) * 100) / 100);
                await tick(s, 'BTCUSD', price);
                await s.engine.riskPass();
                await s.engine.idle();
                break;
              case 'close': {
                const id = pick(st.pick, 1);
                if (id) await s.get('/v1/api/forex/close', { id }, u.auth);
                break;
              }
              case 'cancel': {
                const id = pick(st.pick, 0);
                if (id) await s.get('/v1/api/forex/cancel_trade', { id }, u.auth);
                break;
              }
              case 'edit': {
                const id = pick(st.pick, 1);
                if (id)
                  await s.get(
                    '/v1/api/forex/set_stop_price',
                    {
                      id,
                      stop_loss_price: st.sl ? price * (1 - st.sl / 100) : 0,
                      target_profit_price: st.tp ? price * (1 + st.tp / 100) : 0,
                    },
                    u.auth,
                  );
                break;
              }
              case 'reset':
                await s.get('/v1/api/main/user/resetForexDemoAccount', {}, u.auth);
                break;
            }
          }
          await s.engine.idle();
          // Each run's own account (checking every account each run would grow with the square of the runs).
          expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
      expect(await ledgerBreaks(s.db)).toEqual([]);
    },
    60_000 + RUNS * 200,
  );
});
