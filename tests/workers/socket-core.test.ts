import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocketCore, HIDDEN_UNSUB_MS } from '../../workers/socket-core';
import type { Batch } from '../../core/protocol/frames';
import { FakeSocket, fakeScope } from './fake-socket';
import { BTC_RULE } from './pair-rules';

const scope = fakeScope;

let batches: Batch[];
beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
  FakeSocket.autoPong = true;
  batches = [];
});
afterEach(() => {
  vi.useRealTimers();
});

function started() {
  const core = createSocketCore(scope(), () => Date.now());
  core.onBatch((b) => batches.push(b));
  core.start('ws://x/v1/ws', '');
  core.subscribe('DAY_MARKET');
  const ws = FakeSocket.last();
  ws.open();
  vi.advanceTimersByTime(20);
  batches = [];
  return { core, ws };
}

const dayMarket = (items: [string, number, number][]) => ({
  type: 'push',
  topic: 'DAY_MARKET',
  data: items.map(([symbol, close, change]) => ({ symbol, quotation: { close, change } })),
});

describe('the socket core', () => {
  it('hands the UI one batch per frame with only the latest quote per pair', () => {
    const { ws } = started();
    ws.receive(
      dayMarket([
        ['EURUSD', 1.1, 0.1],
        ['BTCUSD', 100, 1],
      ]),
    );
    ws.receive(dayMarket([['EURUSD', 1.2, 0.2]]));
    ws.receive(dayMarket([['EURUSD', 1.3, 0.3]]));
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(16);
    expect(batches).toHaveLength(1);
    const q = Object.fromEntries(batches[0]!.quotes.map((x) => [x.symbol, x.close]));
    expect(q).toEqual({ EURUSD: 1.3, BTCUSD: 100 });
  });

  it('zeroes the held totals when FOREX_CLOSED names the last position, and passes the ids on', () => {
    const { core, ws } = started();
    const btc = BTC_RULE;
    core.setPositions(
      [{ id: 9, rule: btc, side: 1, lots: '0.01', open: 95_000, marginMicro: 95_000_000, sl: 0, tp: 0 }],
      '100',
      [{ code: 'BTCUSD', price: 94_000, precision: 2 }],
    );
    vi.advanceTimersByTime(16);
    expect(batches.at(-1)!.risk).toMatchObject({ ProfitsTotal: '-10.000000', CautionMoneyAll: '95.000000' });
    ws.receive({ type: 'push', topic: 'FOREX_CLOSED', data: [9] });
    vi.advanceTimersByTime(16);
    expect(batches.at(-1)!.risk).toEqual({
      ProfitsTotal: '0.000000',
      HazardRate: 0,
      CautionMoneyAll: '0.000000',
      TransOrder: [],
    });
    expect(batches.at(-1)!.pushes).toEqual([{ topic: 'FOREX_CLOSED', data: [9] }]);
  });

  it('tells the UI when the server ended the session, and drops what was held', () => {
    const { core, ws } = started();
    const btc = BTC_RULE;
    core.setPositions(
      [{ id: 9, rule: btc, side: 1, lots: '0.01', open: 95_000, marginMicro: 95_000_000, sl: 0, tp: 0 }],
      '100',
      [{ code: 'BTCUSD', price: 94_000, precision: 2 }],
    );
    vi.advanceTimersByTime(16);
    ws.receive({ type: 'session_end' });
    vi.advanceTimersByTime(16);
    expect(batches.at(-1)!.sessionEnded).toBe(true);
    expect(batches.at(-1)!.risk).toMatchObject({ CautionMoneyAll: '0.000000', TransOrder: [] });
    ws.receive(dayMarket([['EURUSD', 1.1, 0.1]]));
    vi.advanceTimersByTime(16);
    expect(batches.at(-1)!.sessionEnded).toBeUndefined();
  });

  it('ignores malformed pushes without failing', () => {
    const { ws } = started();
    ws.onmessage?.({ data: 'garbage' });
    ws.receive({
      type: 'push',
      topic: 'DAY_MARKET',
      data: [null, { symbol: 3 }, { symbol: 'X', quotation: { close: 1, change: 0 } }],
    });
    vi.advanceTimersByTime(16);
    expect(batches[0]!.quotes.map((q) => q.symbol)).toEqual(['X']);
  });

  it('merges KLINE pushes and ticks into a watched series and sends the changed tail', () => {
    const { core, ws } = started();
    const t = Math.floor(Date.now() / 60_000) * 60;
    const cols = core.watchKline('BTCUSD', '1M', [
      { Time: t - 60, Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 },
      { Time: t, Open: 2, High: 2, Low: 2, Close: 2, Volume: 1 },
    ]);
    expect(Array.from(cols.close)).toEqual([1, 2]);
    expect(ws.frames).toContainEqual({ type: 'sub', topic: 'KLINE.BTCUSD' });
    ws.receive(dayMarket([['BTCUSD', 3, 0]]));
    vi.advanceTimersByTime(16);
    expect(batches.at(-1)!.candles).toEqual([
      { key: 'BTCUSD:1M', from: 1, bars: [{ time: t, open: 2, high: 3, low: 2, close: 3, volume: 1 }] },
    ]);
    ws.receive({
      type: 'push',
      topic: 'KLINE.BTCUSD',
      data: { kline: { Period: '1M', Time: t + 60, Open: 3, High: 3, Low: 3, Close: 3, Volume: 2 } },
    });
    vi.advanceTimersByTime(16);
    expect(batches.at(-1)!.candles[0]!.from).toBe(2);
    core.unwatchKline('BTCUSD', '1M');
    expect(ws.frames.at(-1)).toEqual({ type: 'unsub', topic: 'KLINE.BTCUSD' });
  });

  it('drops candle topics after 60 s hidden and resyncs on return', () => {
    const { core, ws } = started();
    core.watchKline('EURUSD', '5M', []);
    core.setVisible(false);
    vi.advanceTimersByTime(HIDDEN_UNSUB_MS - 1);
    expect(ws.frames.at(-1)).toEqual({ type: 'sub', topic: 'KLINE.EURUSD' });
    vi.advanceTimersByTime(1);
    expect(ws.frames.at(-1)).toEqual({ type: 'unsub', topic: 'KLINE.EURUSD' });
    core.setVisible(true);
    expect(ws.frames.at(-1)).toEqual({ type: 'sub', topic: 'KLINE.EURUSD' });
    vi.advanceTimersByTime(16);
    expect(batches.at(-1)!.resync).toBe(true);
  });

  it('keeps candle topics when the page comes back within 60 s', () => {
    const { core, ws } = started();
    core.watchKline('EURUSD', '5M', []);
    const sent = ws.frames.length;
    core.setVisible(false);
    vi.advanceTimersByTime(30_000);
    core.setVisible(true);
    expect(ws.frames.slice(sent)).toEqual([]);
  });

  it('reports state changes and a resync after a reconnect', () => {
    const { ws } = started();
    ws.drop();
    vi.advanceTimersByTime(16);
    expect(batches.at(-1)!.state).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    FakeSocket.last().open();
    vi.advanceTimersByTime(16);
    expect(batches.at(-1)).toMatchObject({ state: 'open', resync: true });
  });
});
