import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocketCore } from '../../workers/socket-core';
import type { FiguresLook } from '../../workers/figures-paint';
import type { PaintBox } from '../../workers/quote-paint';
import type { FigureInputs } from '../../core/rules/order-figures';
import type { Batch } from '../../core/protocol/frames';
import { TradeFeeType } from '../../core/codes';
import { FakeSocket, fakeScope } from './fake-socket';
import { settled } from './chart-core';
import { recordingCanvas } from './recording-canvas';
import { BTC_RULE } from './pair-rules';

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
  FakeSocket.autoPong = true;
});
afterEach(() => vi.useRealTimers());

const BTC = BTC_RULE;
const JPY = { ...BTC, Code: 'EURJPY', PricePrecision: 3, ForexContNum: 100_000, QuoteCurrency: 'JPY' };

/** 0.01 lots of BTCUSD at 1:10 for a visitor with no account: margin 0.01 x price / 10, fee 0.2 % of it. */
const order = (over: Partial<FigureInputs> = {}): FigureInputs => ({
  pair: BTC,
  lots: '0.01',
  multiple: 10,
  at: null,
  balance: 100_000_000_000,
  loggedIn: false,
  feeType: TradeFeeType.Margin,
  stopOutLevel: 50,
  ...over,
});
const box = (y: number): PaintBox => ({ x: 200, y, w: 100, h: 20, font: 'figures' });
/** Margin, fee, level and stop-out boxes, each 100 px wide at x 200, in a 300 x 80 canvas at 2x. */
const look = (rtl = false): FiguresLook => ({
  width: 300,
  height: 80,
  dpr: 2,
  boxes: [box(0), box(20), box(40), box(60)],
  color: 'white',
  rtl,
});

/** A core with BTCUSD at 100,000 and USDJPY at 150, and the order form `inputs` drawn on a recording canvas. */
async function form(inputs: FigureInputs, rtl = false) {
  const batches: Batch[] = [];
  const core = createSocketCore(fakeScope(), () => Date.now());
  core.onBatch((b) => batches.push(b));
  core.start('ws://x/v1/ws', '');
  const ws = FakeSocket.last();
  ws.open();
  core.watchQuotes(
    [
      { symbol: 'BTCUSD', close: 100_000, change: 0, precision: 2 },
      { symbol: 'USDJPY', close: 150, change: 0, precision: 3 },
      { symbol: 'EURJPY', close: 160, change: 0, precision: 3 },
    ],
    ['BTCUSD'],
  );
  const r = recordingCanvas();
  core.setFigures(1, inputs);
  core.paintFigures(1, r.canvas, look(rtl));
  await settled();
  vi.advanceTimersByTime(16);
  const labels = () => batches.flatMap((b) => b.labels ?? []);
  /** The text drawn in each box (rows 20 px apart). */
  const shown = () =>
    [0, 20, 40, 60].map((y) =>
      r.draws
        .filter((d) => d.y === y + 10)
        .map((d) => d.text)
        .join(''),
    );
  const tick = (symbol: string, close: number) => {
    ws.receive({ type: 'push', topic: 'DAY_MARKET', data: [{ symbol, quotation: { close, change: 0 } }] });
    vi.advanceTimersByTime(16);
  };
  return { core, ws, r, labels, shown, tick, batches };
}

describe("the order form's figures drawn by the socket layer", () => {
  it('writes margin and fee from its own price, follows the trades, and labels only what changed', async () => {
    const f = await form(order());
    expect([f.r.canvas.width, f.r.canvas.height]).toEqual([600, 160]);
    // Margin and fee with 6 decimals (product.md section 9).
    expect(f.shown()).toEqual(['100.000000', '0.200000', '--', '--']);
    expect(f.labels()).toEqual([[1, ['100.000000', '0.200000', '--', '--']]]);
    f.tick('BTCUSD', 100_500);
    expect(f.shown()[0]).toBe('100.500000');
    expect(f.labels().at(-1)).toEqual([1, ['100.500000', '0.201000', '--', '--']]);
    // A trade that moves no text draws nothing and labels nothing.
    const clears = f.r.clears();
    const sent = f.labels().length;
    f.tick('BTCUSD', 100_500.0001);
    expect(f.r.clears()).toBe(clears);
    expect(f.labels()).toHaveLength(sent);
  });

  it('ends each text at its box’s end: the right edge, the left in ar and fa', async () => {
    // Digits in equal 8 px cells ("1", 5 px wide, centred in its own), the point 4: "100.000000" is 9 x 8 + 4 = 76 px.
    const ltr = await form(order());
    const first = (r: typeof ltr.r) => r.draws.find((d) => d.y === 10)!;
    expect(first(ltr.r).x).toBeCloseTo(300 - 76 + (8 - 5) / 2);
    FakeSocket.reset();
    const rtl = await form(order(), true);
    expect(first(rtl.r).x).toBeCloseTo(200 + (8 - 5) / 2);
  });

  it("gives an account its margin level and stop-out after the trade, from the server's risk figures", async () => {
    const f = await form(order({ loggedIn: true, balance: 1_000_000_000 }));
    // 1,000 USD; after the trade 899.80 free and 100 in use: (899.80 + 100) / 100 = 999.8 % -> 1,000 %. Equity
    // falls to half the margin in use (50) when the price moves 949.80 / 0.01 = 94,980 against the position.
    expect(f.shown().slice(2)).toEqual(['1,000%', '5,020.00 / 194,980.00']);
    // Already held: 0.04 lots bought at 100,000 (400 in use), 50 down at 98,750.
    f.core.setPositions(
      [{ id: 7, rule: BTC, side: 1, lots: '0.04', open: 100_000, marginMicro: 400_000_000, sl: 0, tp: 0 }],
      '1000',
      [],
    );
    f.tick('BTCUSD', 98_750);
    // Margin 98.75, fee 0.1975: (1,000 - 98.75 - 0.1975 + 498.75 - 50) / 498.75 = 270.64 % -> 271 %.
    expect(f.shown().slice(0, 3)).toEqual(['98.750000', '0.197500', '271%']);
  });

  it("writes '--' where nothing can be known, and a pending order's target instead of the price", async () => {
    const f = await form(order({ lots: null }));
    expect(f.shown()).toEqual(['--', '--', '--', '--']);
    f.core.setFigures(1, order({ at: 50_000 }));
    await settled();
    vi.advanceTimersByTime(16);
    expect(f.shown()[0]).toBe('50.000000');
    // A target that is not a price yet.
    f.core.setFigures(1, order({ at: 0 }));
    await settled();
    vi.advanceTimersByTime(16);
    expect(f.shown()[0]).toBe('--');
  });

  it('converts a pair quoted in another currency with that currency’s live rate to USD, and writes the language’s way', async () => {
    // 0.01 lots x 100,000 x 160.000 JPY / 100 = 1,600 JPY = 10.666667 USD at 150 JPY per USD.
    const f = await form(order({ pair: JPY, multiple: 100 }));
    f.tick('EURJPY', 160);
    expect(f.shown()[0]).toBe('10.666667');
    f.tick('USDJPY', 160);
    expect(f.shown()[0]).toBe('10.000000');
    f.core.setLang('de');
    vi.advanceTimersByTime(16);
    expect(f.shown()[0]).toBe('10,000000');
    expect(f.labels().at(-1)![1][0]).toBe('10,000000');
  });
});
