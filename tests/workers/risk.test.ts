import { describe, expect, it } from 'vitest';
import { RiskBook } from '../../workers/risk';
import { BTC_RULE } from './pair-rules';

const btc = BTC_RULE;
const jpy = {
  Code: 'USDJPY',
  PricePrecision: 3,
  ForexContNum: 100_000,
  MarginMode: 2,
  ForexFeeRate: '0.001',
  QuoteCurrency: 'JPY',
};

describe('RiskBook', () => {
  it('recomputes floating profit and risk from ticks with the shared rules', () => {
    const r = new RiskBook();
    r.setPositions(
      [{ id: 1, rule: btc, side: 1, lots: '0.1', open: 95_000, marginMicro: 950_000_000, sl: 0, tp: 0 }],
      '1000',
      [{ code: 'BTCUSD', price: 95_000, precision: 2 }],
    );
    expect(r.take()).toEqual({
      ProfitsTotal: '0.000000',
      HazardRate: 205.26,
      CautionMoneyAll: '950.000000',
      TransOrder: [{ Id: 1, UpdatePrice: 95_000, FactProfits: '0.000000' }],
    });
    r.onQuote('BTCUSD', 94_000);
    // -100 USD: equity 1850 over margin 950
    expect(r.take()).toMatchObject({ ProfitsTotal: '-100.000000', HazardRate: 194.74 });
    expect(r.take()).toBeNull();
    // A pair that neither is held nor converts a held position's currency changes nothing.
    expect(r.onQuote('ETHUSD', 3400)).toBe(false);
    expect(r.take()).toBeNull();
  });

  it('lets the server figures win until the next tick of that pair', () => {
    const r = new RiskBook();
    r.setPositions(
      [{ id: 7, rule: btc, side: 2, lots: '0.01', open: 95_000, marginMicro: 95_000_000, sl: 0, tp: 0 }],
      '100',
      [{ code: 'BTCUSD', price: 95_000, precision: 2 }],
    );
    r.applyServer({
      ProfitsTotal: '3.000000',
      HazardRate: 0,
      CautionMoneyAll: '95.000000',
      TransOrder: [{ Id: 7, UpdatePrice: 94_700, FactProfits: '3.000000' }],
    });
    expect(r.take()!.TransOrder).toEqual([{ Id: 7, UpdatePrice: 94_700, FactProfits: '3.000000' }]);
    r.onQuote('BTCUSD', 95_100);
    expect(r.take()!.TransOrder).toEqual([{ Id: 7, UpdatePrice: 95_100, FactProfits: '-1.000000' }]);
  });

  it('keeps the stop-loss the server pushed (a trailing stop moved it) across local ticks, which cannot know it', () => {
    const r = new RiskBook();
    r.setPositions(
      [{ id: 8, rule: btc, side: 1, lots: '0.01', open: 95_000, marginMicro: 95_000_000, sl: 0, tp: 0 }],
      '100',
      [{ code: 'BTCUSD', price: 95_000, precision: 2 }],
    );
    expect(r.take()!.TransOrder[0]).not.toHaveProperty('TargetLossPrice');
    r.applyServer({
      ProfitsTotal: '10.000000',
      HazardRate: 0,
      CautionMoneyAll: '95.000000',
      TransOrder: [{ Id: 8, UpdatePrice: 96_000, FactProfits: '10.000000', TargetLossPrice: 95_950 }],
    });
    expect(r.take()!.TransOrder[0]).toMatchObject({ TargetLossPrice: 95_950 });
    r.onQuote('BTCUSD', 96_010);
    expect(r.take()!.TransOrder[0]).toEqual({
      Id: 8,
      UpdatePrice: 96_010,
      FactProfits: '10.100000',
      TargetLossPrice: 95_950,
    });
  });

  it('converts a JPY profit through the current USDJPY', () => {
    const r = new RiskBook();
    r.setPositions(
      [{ id: 2, rule: jpy, side: 1, lots: '1', open: 151.42, marginMicro: 1_000_000_000, sl: 0, tp: 0 }],
      '0',
      [{ code: 'USDJPY', price: 151.42, precision: 3 }],
    );
    r.onQuote('USDJPY', 152);
    expect(r.take()!.ProfitsTotal).toBe('381.578947');
  });

  it('clears the totals to zero when the last position goes, though no server push will say so', () => {
    const r = new RiskBook();
    r.setPositions(
      [{ id: 1, rule: btc, side: 1, lots: '0.1', open: 95_000, marginMicro: 950_000_000, sl: 0, tp: 0 }],
      '1000',
      [{ code: 'BTCUSD', price: 95_000, precision: 2 }],
    );
    r.onQuote('BTCUSD', 94_000);
    expect(r.take()!.ProfitsTotal).toBe('-100.000000');
    r.setPositions([], '1050');
    expect(r.take()).toEqual({ ProfitsTotal: '0.000000', HazardRate: 0, CautionMoneyAll: '0.000000', TransOrder: [] });
    expect(r.take()).toBeNull();
  });

  it('stops counting a position the server closed: the totals are the sum of what is still held', () => {
    const r = new RiskBook();
    r.setPositions(
      [
        { id: 1, rule: btc, side: 1, lots: '0.1', open: 95_000, marginMicro: 950_000_000, sl: 0, tp: 0 },
        { id: 2, rule: btc, side: 2, lots: '0.01', open: 95_000, marginMicro: 95_000_000, sl: 0, tp: 0 },
      ],
      '1000',
      [{ code: 'BTCUSD', price: 94_000, precision: 2 }],
    );
    expect(r.take()).toMatchObject({ ProfitsTotal: '-90.000000', CautionMoneyAll: '1045.000000' });
    r.drop([1]);
    expect(r.take()).toMatchObject({
      ProfitsTotal: '10.000000',
      CautionMoneyAll: '95.000000',
      TransOrder: [{ Id: 2 }],
    });
    r.drop([2]);
    expect(r.take()).toEqual({ ProfitsTotal: '0.000000', HazardRate: 0, CautionMoneyAll: '0.000000', TransOrder: [] });
    r.drop([2]);
    expect(r.take()).toBeNull();
  });
});
